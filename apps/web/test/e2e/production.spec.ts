import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { serviceEnv } from '../../../../scripts/lib/env.mjs'
import { startPostgres } from '../../../../scripts/lib/postgres.mjs'
import { repoRoot, startService, stopService, waitForUrl } from '../../../../scripts/lib/proc.mjs'
import { migrateAndSeed } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { PRESS_LIST } from './fixtures'

test.describe.configure({ mode: 'serial' })

/**
 * `npm run start:prod` — the production artifacts as the images run them (APP_ENV=production, the
 * CMS's migrations then its server, never the seed), on PostgreSQL and Redis, behind nginx. The
 * database gets the sample content beforehand (as `npm run seed` would), so the pages have content.
 */
const ports = testPorts.e2e.production
const edgeUrl = `http://127.0.0.1:${ports.edge}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-e2e-production-'))
const log = path.join(dataDir, 'start-prod.log')
let pg: Awaited<ReturnType<typeof startPostgres>> | undefined
let run: ReturnType<typeof startService> | undefined

test.beforeAll(async () => {
  test.setTimeout(480_000)
  pg = await startPostgres({ port: ports.postgres, database: 'jtt_production' })
  const env = {
    ...JSON.parse(process.env.E2E_STAND_INS!),
    CMS_PORT: String(ports.cms),
    WEB_PORT: String(ports.web),
    EDGE_PORT: String(ports.edge),
    PROD_REDIS_PORT: String(ports.redis),
    CMS_DATA_DIR: dataDir,
    CMS_PUBLIC_URL: `http://127.0.0.1:${ports.cms}`,
    WEB_PUBLIC_URL: edgeUrl,
    CONTENT_API_URL: `http://127.0.0.1:${ports.cms}/v1`,
    SITE_URL: edgeUrl,
    DATABASE_URL: pg.url,
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    REVALIDATE_SECRET: crypto.randomBytes(32).toString('hex'),
    TRUSTED_PROXIES: 'loopback',
  }
  await migrateAndSeed(serviceEnv({ ...env, APP_ENV: 'production' }))
  run = startService('start-prod', process.execPath, [path.join(repoRoot, 'scripts/start-prod.mjs')], {
    env: { ...process.env, ...env, REDIS_URL: '' },
    quiet: process.env.E2E_LOG !== '1',
    logFile: log,
  })
  await waitForUrl(`${edgeUrl}/id`, { child: run, timeoutMs: 300_000, ok: (status) => status === 200 })
})

test.afterAll(async () => {
  await stopService(run, 30_000)
  await pg?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test('serves the site through nginx from the artifacts, on Node 24, in production mode', async ({ page }) => {
  // start:prod prints its summary once nginx has answered its own check, which can be a moment after the
  // edge first answers the wait above.
  await expect
    .poll(() => fs.readFileSync(log, 'utf8'), { timeout: 30_000 })
    .toContain('Production run (APP_ENV=production')
  expect(fs.readFileSync(log, 'utf8')).toMatch(/› Node v24\.\d+\.\d+/)
  await page.goto(`${edgeUrl}${PRESS_LIST.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siaran Pers')
  await expect(page.locator('main article').first()).toBeVisible()
  const english = await page.request.get(`${edgeUrl}${PRESS_LIST.en}`)
  expect(english.status()).toBe(200)
  expect(english.headers()['x-cache-status']).toBeDefined()
})

test('answers liveness and readiness on both apps, and the web reads its content through the API', async ({
  request,
}) => {
  for (const port of [ports.cms, ports.web]) {
    const live = await request.get(`http://127.0.0.1:${port}/healthz`)
    expect(live.status()).toBe(200)
    expect(await live.json()).toEqual({ status: 'ok' })
    const ready = await request.get(`http://127.0.0.1:${port}/readyz`)
    expect(ready.status()).toBe(200)
    expect((await ready.json()).status).toBe('ready')
  }
  const web = await (await request.get(`http://127.0.0.1:${ports.web}/readyz`)).json()
  expect(web.checks.contentApi).toBe('ok')
  const cms = await (await request.get(`http://127.0.0.1:${ports.cms}/readyz`)).json()
  expect(cms.checks.database).toBe('ok')
  // The edge answers its own liveness, and keeps the apps' readiness details off the public side.
  const edgeLive = await request.get(`${edgeUrl}/healthz`)
  expect(edgeLive.status()).toBe(200)
  expect(await edgeLive.json()).toEqual({ status: 'ok' })
  expect((await request.get(`${edgeUrl}/readyz`)).status()).toBe(404)
})
