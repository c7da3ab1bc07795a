// `npm run check:load`: LOAD_SECONDS (60) at LOAD_CONNECTIONS (100) through nginx on loopback — the site's
// edge (deploy/nginx) for the pages, and an nginx server for the Content API — across page types and API
// endpoints, each target with its own wrk rotating over its URLs. Prints per target the requests, the
// errors (statuses ≥ 400 and socket errors), p50/p99, and the web and CMS processes' memory before and
// after; fails on any error, and on memory that keeps growing: a second round of LOAD_SECONDS / 2 must
// leave each app within MEMORY_GROWTH of where the first left it (a warm process levels off, a leak
// does not). Starts its own stack (throw-away database) and stops it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startCheckStack } from './lib/check-stack.mjs'
import { renderCmsConfig } from './lib/edge.mjs'
import { ensureSystemPackages, systemPackages } from './lib/ensure.mjs'
import { loadTargets } from './lib/load/targets.mjs'
import { groupRssMb } from './lib/load/rss.mjs'
import { wrkTarget } from './lib/load/wrk-target.mjs'
import { testPorts } from './lib/test-ports.mjs'

const seconds = Number(process.env.LOAD_SECONDS ?? 60)
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100)
/**
 * The edge allows one client address 64 connections (`limit_conn` in deploy/nginx), and every wrk here
 * is one address: the page targets share at most 60, as many visitors would.
 */
const PAGE_SHARE = 0.6
const MAX_PAGE_CONNECTIONS = 60
/** How much more memory (settled, after the second round) than after the first is still "stable". */
const MEMORY_GROWTH = 0.1

const missing = await ensureSystemPackages([systemPackages.wrk])
if (missing.length) {
  console.error(`✗ check:load needs the Debian package ${missing.join(', ')}.`)
  process.exit(1)
}
const { apiEdge, ...ports } = testPorts.load
// The Content API behind nginx as production runs it (deploy/nginx/cms.conf.template), on plain HTTP here.
const apiServer = (cmsPort) =>
  renderCmsConfig({ cmsUpstream: `127.0.0.1:${cmsPort}`, listen: [`listen 127.0.0.1:${apiEdge};`] })
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-load-'))
const stack = await startCheckStack({ name: 'load', ...ports, edgeServers: (cms) => [apiServer(cms)] })
let failed = false
try {
  const edge = stack.urls.site
  const api = `http://127.0.0.1:${apiEdge}`
  const targets = await loadTargets({ edge, api, cmsApi: `${stack.urls.cms}/v1` })
  const pageTargets = targets.filter((t) => t.base === edge)
  const pageConnections = Math.min(MAX_PAGE_CONNECTIONS, Math.round(connections * PAGE_SHARE))
  const share = (t) =>
    t.base === edge
      ? Math.max(1, Math.floor(pageConnections / pageTargets.length))
      : Math.max(1, Math.floor((connections - pageConnections) / (targets.length - pageTargets.length)))

  // Every URL once (this also fills the caches), so a broken URL shows as itself, not as load errors.
  const broken = []
  for (const t of targets)
    for (const p of t.paths) {
      const res = await fetch(`${t.base}${p}`, { redirect: 'manual' })
      await res.arrayBuffer()
      if (res.status >= 400) broken.push(`${res.status} ${t.base}${p}`)
    }
  if (broken.length) throw new Error(`These URLs fail before any load:\n  ${broken.join('\n  ')}`)

  const rss = () => ({ web: groupRssMb(stack.pids.web), cms: groupRssMb(stack.pids.cms) })
  const before = rss()
  const total = targets.reduce((sum, t) => sum + share(t), 0)
  console.log(`› ${seconds} s at ${total} connections over ${targets.length} targets…`)
  const results = await Promise.all(
    targets.map((t) => wrkTarget({ ...t, seconds, connections: share(t), dir }).then((r) => ({ ...t, ...r }))),
  )
  const after = rss()
  await new Promise((r) => setTimeout(r, 5000))
  const settled = rss()

  const rows = results.map((r) => [
    r.name,
    String(r.paths.length),
    String(share(r)),
    String(r.requests),
    (r.requests / seconds).toFixed(0),
    String(r.errors),
    `${r.p50.toFixed(1)} ms`,
    `${r.p99.toFixed(1)} ms`,
    Object.entries(r.statuses)
      .map(([s, n]) => `${s}:${n}`)
      .join(' ') + (r.socketErrors ? ` socket:${r.socketErrors}` : ''),
  ])
  const head = ['target', 'urls', 'conns', 'requests', 'req/s', 'errors', 'p50', 'p99', 'statuses']
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
  const line = (cells) =>
    `  ${cells.map((c, i) => (i === 0 || i === 8 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`
  console.log(`\n${line(head)}\n${line(widths.map((w) => '-'.repeat(w)))}`)
  for (const row of rows) console.log(line(row))
  const errors = results.reduce((sum, r) => sum + r.errors, 0)
  const requests = results.reduce((sum, r) => sum + r.requests, 0)
  console.log(`\n  ${requests} requests, ${errors} errors`)
  for (const app of ['web', 'cms'])
    console.log(
      `  ${app.padEnd(3)} RSS: ${before[app]} MB before → ${after[app]} MB after the load → ${settled[app]} MB 5 s later`,
    )

  // The same load again, shorter: memory that was warming up stays where it is, a leak grows on.
  const again = Math.max(5, Math.round(seconds / 2))
  console.log(`\n› memory: ${again} s more of the same load…`)
  const second = await Promise.all(targets.map((t) => wrkTarget({ ...t, seconds: again, connections: share(t), dir })))
  await new Promise((r) => setTimeout(r, 5000))
  const final = rss()
  const grown = []
  for (const app of ['web', 'cms']) {
    const growth = (final[app] - settled[app]) / settled[app]
    const verdict = growth <= MEMORY_GROWTH ? '✓ stable' : `✗ grew more than ${MEMORY_GROWTH * 100} %`
    console.log(`  ${app.padEnd(3)} RSS: ${settled[app]} MB after round 1 → ${final[app]} MB after round 2  ${verdict}`)
    if (growth > MEMORY_GROWTH) grown.push(app)
  }
  const secondErrors = second.reduce((sum, r) => sum + r.errors, 0)
  failed = errors > 0 || secondErrors > 0 || grown.length > 0
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await stack.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
