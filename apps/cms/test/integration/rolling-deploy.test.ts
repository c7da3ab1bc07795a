import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { mixedPageTypes } from '../../../../scripts/lib/bench-pages.mjs'
import { startEdge } from '../../../../scripts/lib/edge.mjs'
import { stopService, waitForUrl } from '../../../../scripts/lib/proc.mjs'
import { startCms, startWeb } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { tempDirIf } from './helpers'
import { steadyLoad, type LoadRequest } from './steadyLoad'

/**
 * A rolling deploy under load, as docs/operations.md (Rolling deploys) has it done: nginx (deploy/nginx)
 * in front of two web instances, a CMS of the test's own on the suite's PostgreSQL and Redis (the
 * suite's CMS is never stopped). Under a steady load over every page type in both languages, with and
 * without query strings — pages as a browser loads them (the edge caches them) and as the router fetches
 * them (never from the edge's cache: every one reaches an instance) — web A restarts (SIGTERM, its exit,
 * a new process, ready, back in nginx's rotation), then web B, then the CMS. Every answer must be 2xx or
 * 3xx, and the pages must keep answering while the CMS is away.
 */
const onPostgres = inject('testDb') === 'postgres'
const ports = testPorts.rollingDeploy
const cmsUrl = `http://127.0.0.1:${ports.cms}`
const edgeUrl = `http://127.0.0.1:${ports.edge}`
const dataDir = tempDirIf(onPostgres, 'jtt-rolling-deploy-')
const started: { cms?: ChildProcess; webs: ChildProcess[]; edge?: Awaited<ReturnType<typeof startEdge>> } = { webs: [] }

afterAll(async () => {
  await started.edge?.stop()
  for (const web of started.webs) await stopService(web)
  await stopService(started.cms)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const suite = inject('cmsEnv')
const webPorts = [ports.webA, ports.webB]
const webUrls = webPorts.map((port) => `http://127.0.0.1:${port}`)
const cmsEnv = {
  ...suite,
  CMS_PORT: String(ports.cms),
  CMS_PUBLIC_URL: cmsUrl,
  CMS_DATA_DIR: dataDir,
  WEB_REVALIDATE_URLS: webUrls.map((url) => `${url}/api/revalidate`).join(','),
}
const webEnv = (port: number) => ({
  ...suite,
  WEB_PORT: String(port),
  CONTENT_API_URL: `${cmsUrl}/v1`,
  CMS_PUBLIC_URL: cmsUrl,
  SITE_URL: edgeUrl,
  REDIS_URL: inject('redisUrl'),
})
/** One request in this many is a router fetch (the rest are page loads). */
const ROUTER_SHARE = 12
const options = { quiet: true, host: '127.0.0.1' }
const ready = (base: string) => waitForUrl(`${base}/readyz`, { ok: (status) => status === 200 })

/** The edge's access log from `offset` on (written within a second): which instance answered what. */
const accessLog = (offset = 0) => {
  const file = path.join(started.edge!.dir, 'access.log')
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').slice(offset) : ''
}

describe.skipIf(!onPostgres)('a rolling deploy under load: two web instances behind nginx, then the CMS', () => {
  it('answers every request with 2xx or 3xx while each instance restarts in turn', async () => {
    const began = Date.now()
    // As compose starts them: the CMS ready first, then the web instances (side by side).
    started.cms = await startCms(cmsEnv, options)
    // Each kept as it starts, so the clean-up stops it even if the other fails to start.
    await Promise.all(
      webPorts.map(async (port, i) => {
        started.webs[i] = await startWeb(webEnv(port), options)
      }),
    )
    started.edge = await startEdge({ webPort: webPorts, port: ports.edge, quiet: true })

    const paths = (await mixedPageTypes(`${cmsUrl}/v1`)).flatMap((type) => type.paths)
    const page = (p: string): LoadRequest => ({ kind: 'page', path: p })
    // The router's fetch of a page's React payload (`RSC: 1`, with the cache-busting `_rsc` Next.js
    // checks: empty for a fetch without router state; a wrong one is answered with a 307 to the right one).
    const routerFetch = (p: string): LoadRequest => ({
      kind: 'router',
      path: `${p}${p.includes('?') ? '&' : '?'}_rsc=`,
      headers: { rsc: '1' },
    })
    // Mostly page loads (the edge answers most from its cache, as for visitors); one request in
    // ROUTER_SHARE is a router fetch, which always reaches an instance. Spread evenly: each address is
    // fetched by the router once per cycle.
    const everything = Array.from({ length: paths.length * ROUTER_SHARE }, (_, i) => {
      const [index, round] = [i % paths.length, Math.floor(i / paths.length)]
      return (round + index) % ROUTER_SHARE === 0 ? routerFetch(paths[index]!) : page(paths[index]!)
    })
    // One pass first, so what the caches keep is there before anything restarts.
    const load = steadyLoad(edgeUrl, everything, { rate: 250, maxInFlight: 48, phase: 'warm-up' })
    await expect.poll(() => load.answered('warm-up'), { timeout: 60_000 }).toBeGreaterThanOrEqual(everything.length)

    for (const [i, port] of webPorts.entries()) {
      load.phase(`web ${'AB'[i]} restarting`)
      await stopService(started.webs[i])
      started.webs[i] = await startWeb(webEnv(port), options)
      await ready(webUrls[i]!)
      // Back in nginx's rotation (it retries a failed instance after 2 s) before the next one stops.
      const mark = accessLog().length
      const upstream = `"upstream":"127.0.0.1:${port}"`
      await expect.poll(() => accessLog(mark).includes(upstream), { timeout: 30_000 }).toBe(true)
    }

    load.phase('CMS away')
    await stopService(started.cms)
    started.cms = await startCms(cmsEnv, options)
    load.phase('CMS back')
    await expect.poll(() => load.answered('CMS back'), { timeout: 30_000 }).toBeGreaterThanOrEqual(250)
    const report = await load.stop()
    const retried = accessLog()
      .split('\n')
      .filter((line) => /"upstream":"[^"]*, /.test(line)).length
    console.info(
      `rolling deploy: ${report.sent} requests in ${report.seconds.toFixed(1)} s (${report.perSecond}/s), ` +
        `${retried} resent to the other instance, ${Math.round((Date.now() - began) / 1000)} s in all\n` +
        JSON.stringify({ statuses: report.statuses, edgeCache: report.caches }),
    )

    expect(report.failures).toEqual([])
    // Pages and router fetches were rendered answers, not redirects (a wrong `_rsc` is answered 307).
    expect(Object.keys(report.statuses['warm-up']!).sort()).toEqual(['page 200', 'router 200'])
    for (const phase of ['web A restarting', 'web B restarting', 'CMS away'])
      expect(load.answered(phase), phase).toBeGreaterThan(0)
    // While the CMS was away, the pages still answered (the edge's and the instances' caches).
    expect(Object.keys(report.statuses['CMS away']!).every((key) => / [23]\d\d$/.test(key))).toBe(true)
  }, 300_000)
})
