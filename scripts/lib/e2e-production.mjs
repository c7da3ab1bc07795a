// The browser suite's production run (apps/web/test/e2e/production.spec.ts): `npm run start:prod` on a
// PostgreSQL cluster of its own, which gets the sample content first (as `npm run seed` would). Migrating
// and seeding it took 20–25 s at the very end of `npm test`; `npm test` now does it while the integration
// suites end, beside the browser suite's own data (e2e-stack.mjs), and hands it over in
// E2E_PRODUCTION_SEEDED. Run alone, the spec makes it.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { e2eStandIns, handedOver } from './e2e-stack.mjs'
import { serviceEnv } from './env.mjs'
import { startPostgres } from './postgres.mjs'
import { migrateAndSeed } from './services.mjs'
import { testPorts } from './test-ports.mjs'

const ports = testPorts.e2e.production
const DATABASE = 'jtt_production'

/**
 * `dir` holds the CMS's files (`dataDir`) and the cluster (`pgDir`), which PostgreSQL's own user must reach.
 * @typedef {{ dir: string, dataDir: string, pgDir: string, payloadSecret: string }} ProductionData
 */

/** The cluster kept in the data's folder (throw-away settings: no fsync), started on the run's port. */
export const startProductionDatabase = (/** @type {ProductionData} */ { pgDir }) =>
  startPostgres({ port: ports.postgres, database: DATABASE, keepIn: pgDir, durable: false })

/**
 * The settings start:prod runs with (less REDIS_URL, which it leaves to its own Redis): production's,
 * with the browser suite's stand-ins for email and reCAPTCHA.
 * @param {ProductionData} data
 * @param {string} databaseUrl
 */
export function productionEnv({ dataDir, payloadSecret }, databaseUrl) {
  const edgeUrl = `http://127.0.0.1:${ports.edge}`
  return {
    ...e2eStandIns(),
    CMS_PORT: String(ports.cms),
    WEB_PORT: String(ports.web),
    EDGE_PORT: String(ports.edge),
    PROD_REDIS_PORT: String(ports.redis),
    CMS_DATA_DIR: dataDir,
    CMS_PUBLIC_URL: `http://127.0.0.1:${ports.cms}`,
    WEB_PUBLIC_URL: edgeUrl,
    CONTENT_API_URL: `http://127.0.0.1:${ports.cms}/v1`,
    SITE_URL: edgeUrl,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: payloadSecret,
    TRUSTED_PROXIES: 'loopback',
  }
}

/**
 * A new folder with the CMS's files and a stopped PostgreSQL cluster, migrated and seeded.
 * @returns {Promise<ProductionData>}
 */
export async function seedProductionData() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-e2e-production-'))
  fs.chmodSync(dir, 0o755)
  const dataDir = path.join(dir, 'cms')
  fs.mkdirSync(dataDir, { mode: 0o700 })
  /** @type {ProductionData} */
  const data = {
    dir,
    dataDir,
    pgDir: path.join(dir, 'postgres'),
    payloadSecret: crypto.randomBytes(32).toString('hex'),
  }
  try {
    const pg = await startProductionDatabase(data)
    try {
      await migrateAndSeed(serviceEnv({ ...productionEnv(data, pg.url), APP_ENV: 'production' }))
    } finally {
      await pg.stop()
    }
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return data
}

/**
 * The data `npm test` made for this run (E2E_PRODUCTION_SEEDED), or null: the spec then seeds its own.
 * @returns {ProductionData | null}
 */
export const seededProductionData = () =>
  handedOver('E2E_PRODUCTION_SEEDED', (/** @type {ProductionData} */ data) => data.pgDir)
