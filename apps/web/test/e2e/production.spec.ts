import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import {
  productionEnv,
  seededProductionData,
  seedProductionData,
  startProductionDatabase,
} from '../../../../scripts/lib/e2e-production.mjs'
import { repoRoot, startService, stopService, waitForUrl } from '../../../../scripts/lib/proc.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { PRESS_LIST } from './fixtures'

test.describe.configure({ mode: 'serial' })

/**
 * `npm run start:prod` — the production artifacts as the images run them (APP_ENV=production, the
 * CMS's migrations then its server, never the seed), on PostgreSQL and Redis, behind nginx. The
 * database gets the sample content beforehand (as `npm run seed` would), so the pages have content:
 * `npm test` makes it while the integration suites end (scripts/lib/e2e-production.mjs).
 */
const ports = testPorts.e2e.production
const edgeUrl = `http://127.0.0.1:${ports.edge}`
let data: Awaited<ReturnType<typeof seedProductionData>> | undefined
let log = ''
let pg: Awaited<ReturnType<typeof startProductionDatabase>> | undefined
let run: ReturnType<typeof startService> | undefined

test.beforeAll(async () => {
  test.setTimeout(480_000)
  data = seededProductionData() ?? (await seedProductionData())
  log = path.join(data.dataDir, 'start-prod.log')
  pg = await startProductionDatabase(data)
  const env = { ...productionEnv(data, pg.url), REVALIDATE_SECRET: crypto.randomBytes(32).toString('hex') }
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
  if (data) fs.rmSync(data.dir, { recursive: true, force: true })
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
