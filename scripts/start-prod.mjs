// `npm run start:prod`: the site as the images run it, on this machine — the production artifacts
// (scripts/lib/artifact.mjs) with APP_ENV=production, the CMS's migrations then its server (never the
// sample content), two of its dependencies, PostgreSQL and Redis, and nginx in front (deploy/nginx).
//   DATABASE_URL / REDIS_URL: used when set (.env or the environment); otherwise a PostgreSQL cluster kept
//   in $CMS_DATA_DIR/postgres (PROD_PG_PORT, 54340) and a throw-away Redis (PROD_REDIS_PORT, 6394).
//   Production's settings are checked as in the images (.env.example): a missing or malformed one stops
//   the start with its name; without SMTP_URL and the reCAPTCHA keys the forms refuse to send.
//   A new database is empty: `npm run bootstrap` (what the site needs) or `npm run seed` (samples),
//   with the same DATABASE_URL. Ports: CMS_PORT (3001), WEB_PORT (3000), EDGE_PORT (8080).
import path from 'node:path'
import { APPS, buildApp } from './lib/build.mjs'
import { startEdge } from './lib/edge.mjs'
import { serviceEnv } from './lib/env.mjs'
import { edgePackages, ensureDependencies, ensureSystemPackages, systemPackages } from './lib/ensure.mjs'
import { startPostgres } from './lib/postgres.mjs'
import { repoRoot, stopService } from './lib/proc.mjs'
import { startRedis } from './lib/redis.mjs'
import { runCmsTask, startCms, startWeb } from './lib/services.mjs'

console.log(`› Node ${process.version}`)
await ensureDependencies()
const missing = await ensureSystemPackages([systemPackages.postgresql, systemPackages.redis, ...edgePackages])
if (missing.length) throw new Error(`start:prod needs Debian packages: ${missing.join(', ')}`)

const edgePort = Number(process.env.EDGE_PORT ?? 8080)
const dataDir = path.resolve(repoRoot, process.env.CMS_DATA_DIR ?? 'data/production')
const stops = []
/**
 * Stops every service once, the apps before what they use. A stop by signal ends the web, whose exit the
 * watch below took for a crash: it called exit before the CMS was stopped, which kept running in its
 * own process group, orphaned (found after a browser test run). The first call's stop is the only one.
 */
let stopping = null
const stopAll = () =>
  (stopping ??= (async () => {
    for (const stop of [...stops].reverse()) await stop().catch(() => {})
  })())
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    await stopAll()
    process.exit(0)
  })

try {
  const pg = process.env.DATABASE_URL
    ? null
    : await startPostgres({
        port: Number(process.env.PROD_PG_PORT ?? 54340),
        database: 'jtt',
        keepIn: path.join(dataDir, 'postgres'),
      })
  if (pg) stops.push(pg.stop)
  const redis = process.env.REDIS_URL ? null : await startRedis({ port: Number(process.env.PROD_REDIS_PORT ?? 6394) })
  if (redis) stops.push(redis.stop)

  const env = serviceEnv({
    APP_ENV: 'production',
    CMS_DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL || pg.url,
    REDIS_URL: process.env.REDIS_URL || redis.url,
    SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${edgePort}`,
  })
  for (const app of APPS) await buildApp(app, env)
  await runCmsTask('migrate', env)
  const cms = await startCms(env, { seeded: false })
  stops.push(() => stopService(cms))
  const web = await startWeb(env)
  stops.push(() => stopService(web))
  const edge = await startEdge({ webPort: env.WEB_PORT, port: edgePort })
  stops.push(edge.stop)
  console.log(`\n  Production run (APP_ENV=production, artifacts in apps/*/.next/standalone), Node ${process.version}`)
  console.log(`  Site (through nginx):  http://127.0.0.1:${edgePort}/id`)
  console.log(`  CMS admin:             ${env.CMS_PUBLIC_URL}/admin`)
  console.log(`  Database:              ${env.DATABASE_URL}`)
  console.log('\n  A new database is empty: npm run bootstrap (or npm run seed) with this DATABASE_URL.')
  console.log('  Press Ctrl+C to stop.\n')
  // A service that ends ends the run, as a container's exit would.
  await Promise.race([cms, web].map((child) => new Promise((resolve) => child.once('exit', resolve))))
  // Stopped by a signal: its handler exits once everything has stopped.
  if (stopping) await new Promise(() => {})
  console.error('! a service exited; stopping')
  await stopAll()
  process.exit(1)
} catch (error) {
  console.error(`! start:prod: ${error.message}`)
  await stopAll()
  process.exit(1)
}
