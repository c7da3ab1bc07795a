// `npm start`: install what is missing, build, migrate, seed, then serve the CMS (and the web site).
import { APPS, buildApp } from './lib/build.mjs'
import { serviceEnv } from './lib/env.mjs'
import { ensureDependencies } from './lib/ensure.mjs'
import { stopService } from './lib/proc.mjs'
import { migrateAndSeed, startCms, startWeb } from './lib/services.mjs'

await ensureDependencies()
const env = serviceEnv()
for (const app of APPS) await buildApp(app, env)
await migrateAndSeed(env)

const services = [await startCms(env)]
console.log(`\n  CMS admin:    ${env.CMS_PUBLIC_URL}/admin\n  Content API:  ${env.CONTENT_API_URL}`)
if (APPS.includes('web')) {
  services.push(await startWeb(env))
  console.log(`  Web site:     http://127.0.0.1:${env.WEB_PORT}/id`)
}
console.log('\n  Press Ctrl+C to stop.\n')

let stopping = false
const shutdown = async (code) => {
  if (stopping) return
  stopping = true
  await Promise.all(services.map((s) => stopService(s)))
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))
for (const service of services) service.on('exit', (code) => shutdown(code ?? 1))
