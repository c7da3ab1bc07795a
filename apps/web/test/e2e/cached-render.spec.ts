import fs from 'node:fs'
import http from 'node:http'
import { expect, test } from '@playwright/test'
import { stopService, waitForUrl } from '../../../../scripts/lib/proc.mjs'
import { serverCommand, startAppServer } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { sitePath } from '@jtt/content-api/routes'

/**
 * A page served from the site's caches makes no call to the CMS: a second instance of the built site
 * reads the Content API through a recording proxy, and once a page is cached, serving it again and
 * again — from the front's cache of whole pages and from Next.js's — leaves the recording empty. Next.js
 * keeps them in memory, not on disk, so instances sharing the build never read each other's pages.
 */
const { recordedWeb: webPort, recorder: recorderPort } = testPorts.e2e
const site = `http://127.0.0.1:${webPort}`
const cms = new URL(process.env.E2E_CMS_URL!)

function startRecorder(calls: string[]): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`)
    const upstream = http.request(
      { host: cms.hostname, port: cms.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers)
        up.pipe(res)
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  return new Promise((resolve) => server.listen(recorderPort, '127.0.0.1', () => resolve(server)))
}

test('a cached page render makes no call to the CMS', async ({ request }) => {
  test.setTimeout(90_000)
  const calls: string[] = []
  const recorder = await startRecorder(calls)
  const web = startAppServer('web', 'web-recorded', {
    env: {
      ...process.env,
      ...JSON.parse(process.env.E2E_WEB_ENV!),
      NODE_ENV: 'production',
      PORT: String(webPort),
      CONTENT_API_URL: `http://127.0.0.1:${recorderPort}/v1`,
      // The proxy's redirect table and route index reload on publish-to-live and on this timer; a
      // timer firing during the test would be a CMS call that is not about rendering a page.
      PROXY_TABLES_TTL_MS: String(10 * 60_000),
    },
    quiet: process.env.E2E_LOG !== '1',
  })
  try {
    await waitForUrl(`${site}${sitePath('home', 'id')}`, { child: web, ok: (s) => s === 200 })
    const pages = [
      sitePath('home', 'id'),
      '/en/privacy-policy',
      '/id/kebijakan-privasi',
      sitePath('company-overview', 'en'),
    ]
    for (const path of pages) {
      // Rendered once, then once more so every fetch has settled.
      for (let i = 0; i < 2; i++) expect((await request.get(`${site}${path}`)).status(), path).toBe(200)
    }
    expect(calls.length, 'the recorder sees the site’s calls').toBeGreaterThan(0)
    calls.length = 0
    for (let round = 0; round < 5; round++) {
      for (const path of pages) {
        // Whole pages from the front's cache (analytics cookies change nothing); with the session
        // cookie (the front never answers a personal request from its cache), Next.js's own cache,
        // which renders nothing either.
        const kept = await request.get(`${site}${path}`, { headers: { cookie: '_ga=GA1.1.1234.5678' } })
        expect(kept.status(), path).toBe(200)
        expect(kept.headers()['x-cache'], path).toBe('HIT')
        const fromNext = await request.get(`${site}${path}`, { headers: { cookie: 'auth._token.local=x' } })
        expect(fromNext.status(), path).toBe(200)
        expect(fromNext.headers()['x-cache'], path).toBeUndefined()
        expect(fromNext.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/)
      }
    }
    expect(calls).toEqual([])
    // Kept in memory only (next.config.ts): nothing rendered here was written into the shared build.
    expect(fs.existsSync(`${serverCommand('web').cwd}/.next/server/route-cache`)).toBe(false)
  } finally {
    await stopService(web)
    await new Promise<void>((resolve) => {
      recorder.close(() => resolve())
      recorder.closeAllConnections()
    })
  }
})
