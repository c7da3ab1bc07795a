// `npm start`: install what is missing, build, migrate, seed, then serve the CMS and the web site,
// each supervised (restarted with backoff if it exits, while the other keeps serving).
// `npm run start:edge` (--edge) also puts Debian's nginx in front of the web site on loopback
// (deploy/nginx): EDGE_PORT (8080, HTTP) and EDGE_TLS_PORT (8443, HTTP/2 with a throw-away certificate).
import { APPS, buildApp } from './lib/build.mjs'
import { serviceEnv } from './lib/env.mjs'
import { startEdge } from './lib/edge.mjs'
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
  if (process.argv.includes('--edge')) {
    const port = Number(process.env.EDGE_PORT ?? 8080)
    const tlsPort = Number(process.env.EDGE_TLS_PORT ?? 8443)
    let ca = ''
    const edge = supervise('Edge (nginx)', async () => {
      const started = await startEdge({ webPort: env.WEB_PORT, port, tlsPort })
      ca = started.ca
      return started.child
    })
    services.push(edge)
    await edge.ready
    console.log(`  Edge (nginx):  http://127.0.0.1:${port}/id  ·  https://127.0.0.1:${tlsPort}/id (HTTP/2)`)
    console.log(`                 its throw-away certificate authority (e.g. curl --cacert): ${ca}`)
  }
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
