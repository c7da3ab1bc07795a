// `npm start`: install what is missing, build, migrate, seed, then serve the CMS and the web site,
// each supervised (restarted with backoff if it exits, while the other keeps serving).
import { APPS, buildApp } from './lib/build.mjs'
import { serviceEnv } from './lib/env.mjs'
import { ensureDependencies } from './lib/ensure.mjs'
import { migrateAndSeed, startCms, startWeb } from './lib/services.mjs'
import { supervise } from './lib/supervise.mjs'

await ensureDependencies()
const env = serviceEnv()
for (const app of APPS) await buildApp(app, env)
await migrateAndSeed(env)

const services = [supervise('CMS', () => startCms(env))]
await services[0].ready
console.log(`\n  CMS admin:    ${env.CMS_PUBLIC_URL}/admin\n  Content API:  ${env.CONTENT_API_URL}`)
if (APPS.includes('web')) {
  services.push(supervise('Web site', () => startWeb(env)))
  await services[1].ready
  console.log(`  Web site:     http://127.0.0.1:${env.WEB_PORT}/id`)
}
console.log('\n  Press Ctrl+C to stop.\n')

let stopping = false
const shutdown = async () => {
  if (stopping) return
  stopping = true
  await Promise.all(services.map((s) => s.stop()))
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
