// The stack the `check:*` scripts attack: the built CMS and web site on loopback only, with a throw-away
// seeded SQLite database and fresh secrets, and optionally Debian's nginx in front (deploy/nginx).
// Everything started here is stopped by `stop()`, which also removes the database.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { APPS, buildApp } from './build.mjs'
import { startEdge } from './edge.mjs'
import { ensureDependencies } from './ensure.mjs'
import { serviceEnv } from './env.mjs'
import { repoRoot, stopService } from './proc.mjs'
import { migrateAndSeed, startCms, startWeb } from './services.mjs'

/**
 * Builds what changed, seeds a fresh database and starts the services on 127.0.0.1.
 * `edge`: also nginx on that port in front of the web site; `edgeServers` are more nginx server blocks
 * (given the CMS port), e.g. the Content API behind the same nginx; `edgeOptions` go to startEdge (TLS).
 * `env`: settings over the defaults (public addresses when the stack is reached by other names).
 * @param {{ name: string, web: number, cms: number, edge?: number, edgeServers?: (cmsPort: number) => string[], edgeOptions?: Record<string, unknown>, env?: Record<string, string> }} ports
 */
export async function startCheckStack({ name, web, cms, edge, edgeServers, edgeOptions = {}, env: overrides = {} }) {
  await ensureDependencies()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `jtt-${name}-`))
  const siteUrl = overrides.SITE_URL ?? (edge ? `http://127.0.0.1:${edge}` : `http://127.0.0.1:${web}`)
  const env = serviceEnv({
    CMS_PORT: String(cms),
    WEB_PORT: String(web),
    CMS_DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    CMS_PUBLIC_URL: `http://127.0.0.1:${cms}`,
    WEB_PUBLIC_URL: `http://127.0.0.1:${web}`,
    CONTENT_API_URL: `http://127.0.0.1:${cms}/v1`,
    SITE_URL: siteUrl,
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    REVALIDATE_SECRET: crypto.randomBytes(32).toString('hex'),
    WEB_REVALIDATE_URLS: `http://127.0.0.1:${web}/api/revalidate`,
    // Always with a digit and a symbol, whatever the random part is.
    CMS_ADMIN_PASSWORD: `Ck!9${crypto.randomBytes(9).toString('hex')}`,
    ...overrides,
  })
  for (const app of APPS) await buildApp(app, env)
  // Next's data cache and its rendered pages live in the build folder, and their keys do not include the
  // CMS's address: entries another stack left (URLs of its CMS) would be served here, and ours to the
  // next stack. So both are emptied before and after (as the e2e setup does); two stacks on one build
  // must not run at once.
  const clearDataCache = () => {
    for (const dir of ['apps/web/.next/cache/fetch-cache', 'apps/web/.next/server/route-cache'])
      fs.rmSync(path.join(repoRoot, dir), { recursive: true, force: true })
  }
  clearDataCache()

  const services = []
  const stop = async () => {
    for (const s of services.reverse()) await (s.stop ? s.stop() : stopService(s))
    services.length = 0
    fs.rmSync(dataDir, { recursive: true, force: true })
    clearDataCache()
  }
  try {
    await migrateAndSeed(env)
    services.push(await startCms(env, { quiet: true, host: '127.0.0.1' }))
    services.push(await startWeb(env, { quiet: true, host: '127.0.0.1' }))
    if (edge)
      services.push(
        await startEdge({
          webPort: web,
          port: edge,
          extraServers: edgeServers?.(cms) ?? [],
          quiet: true,
          ...edgeOptions,
        }),
      )
  } catch (error) {
    await stop()
    throw error
  }
  const [cmsChild, webChild] = services
  return {
    env,
    urls: { web: `http://127.0.0.1:${web}`, cms: `http://127.0.0.1:${cms}`, site: siteUrl },
    pids: { cms: cmsChild.pid, web: webChild.pid },
    stop,
  }
}
