import http from 'node:http'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { npxBin, repoRoot, startService, stopService, waitForUrl } from '../../../../scripts/lib/proc.mjs'

/**
 * A second instance of the built site whose content service is at first unreachable, then comes
 * back (a plain TCP-level HTTP forwarder to the real CMS): the site answers a readable 503 page
 * while it is down and recovers by itself, without a restart.
 */
test('content service down: readable 503 page, then recovery when it is back', async ({ request }) => {
  test.setTimeout(90_000)
  const webPort = 3305
  const apiPort = 3306
  const cms = new URL(process.env.E2E_CMS_URL!)
  const web = startService('web-cms-down', npxBin('next'), ['start', '-p', String(webPort)], {
    cwd: path.join(repoRoot, 'apps/web'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      CONTENT_API_URL: `http://127.0.0.1:${apiPort}/v1`,
      REDIRECTS_TTL_MS: '1000',
      CONTENT_API_TIMEOUT_MS: '2000',
    },
    quiet: true,
  })
  let forwarder: http.Server | undefined
  try {
    await waitForUrl(`http://127.0.0.1:${webPort}/id`, { child: web, ok: () => true })
    for (const [path, title] of [
      ['/id/kebijakan-privasi', 'Data belum tersedia'],
      ['/en/privacy-policy', 'Data not yet available'],
    ] as const) {
      const down = await request.get(`http://127.0.0.1:${webPort}${path}`)
      expect(down.status()).toBe(503)
      expect(down.headers()['retry-after']).toBe('10')
      const html = await down.text()
      expect(html).toContain(`<h1>${title}</h1>`)
      expect(html).toContain('href="/"')
    }

    forwarder = http.createServer((req, res) => {
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
    await new Promise<void>((resolve) => forwarder!.listen(apiPort, '127.0.0.1', resolve))

    await expect
      .poll(async () => (await request.get(`http://127.0.0.1:${webPort}/id/kebijakan-privasi`)).status(), {
        timeout: 20_000,
      })
      .toBe(200)
    const html = await (await request.get(`http://127.0.0.1:${webPort}/id/kebijakan-privasi`)).text()
    expect(html).toContain('Kebijakan Privasi</h1>')
  } finally {
    await stopService(web)
    await new Promise((resolve) => (forwarder ? forwarder.close(resolve) : resolve(undefined)))
  }
})
