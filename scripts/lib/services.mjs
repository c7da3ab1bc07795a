// Database preparation and service start-up, shared by `npm start`, the tests and the benchmarks.
import path from 'node:path'
import { bundlePath } from './bundle.mjs'
import { repoRoot, run, startService, stopService, waitForUrl } from './proc.mjs'

const cmsDir = path.join(repoRoot, 'apps', 'cms')
const webDir = path.join(repoRoot, 'apps', 'web')

/** Applies committed migrations (never a prompt: schema push is off) and the idempotent seed. */
export async function migrateAndSeed(env) {
  const payloadEnv = { ...env, NODE_OPTIONS: '--no-deprecation' }
  // Bundled entries on bare Node, not the `payload` bin or tsx (see scripts/lib/bundle.mjs).
  for (const task of ['migrate', 'seed']) {
    await run(process.execPath, [bundlePath('cms', task)], {
      cwd: cmsDir,
      env: payloadEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
  }
}

/** Refuses to start when something already answers on the port (it would be tested instead). */
async function assertPortFree(port) {
  const answered = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  )
  if (answered) throw new Error(`Port ${port} is already in use; stop that server or choose another port.`)
}

/** Starts an app's bundled server (apps/<app>/dist/server.mjs: Next.js behind the @jtt/server front). */
const startServer = (app, port, host, env, { quiet, logFile }) =>
  startService(app, process.execPath, ['--no-deprecation', bundlePath(app, 'server')], {
    cwd: app === 'cms' ? cmsDir : webDir,
    env: { ...env, PORT: String(port), ...(host ? { [app === 'cms' ? 'CMS_HOST' : 'WEB_HOST']: host } : {}) },
    quiet,
    logFile,
  })

/**
 * Starts the CMS and resolves once it is ready: Payload initialised, database answering, content seeded.
 * @param {Record<string, string | undefined>} env
 * @param {{ quiet?: boolean, host?: string, logFile?: string }} [options]
 */
export async function startCms(env, { quiet = false, host = env.CMS_HOST, logFile } = {}) {
  await assertPortFree(env.CMS_PORT)
  const child = startServer('cms', env.CMS_PORT, host, env, { quiet, logFile })
  const base = `http://127.0.0.1:${env.CMS_PORT}/v1`
  await waitForUrl(`${base}/health`, { child, ok: (s) => s === 200 })
  // A served but empty menu means this process is not using the database that was just seeded.
  const menu = await (await fetch(`${base}/menu`)).json()
  if (!Array.isArray(menu.data) || menu.data.length === 0) {
    await stopService(child)
    throw new Error(
      `The CMS on port ${env.CMS_PORT} serves no menu: the database at ${env.DATABASE_URL || env.CMS_DATA_DIR} was not seeded.`,
    )
  }
  return child
}

/**
 * Starts the web site and resolves once it answers its home page.
 * @param {Record<string, string | undefined>} env
 * @param {{ quiet?: boolean, host?: string, logFile?: string }} [options]
 */
export async function startWeb(env, { quiet = false, host = env.WEB_HOST, logFile } = {}) {
  await assertPortFree(env.WEB_PORT)
  const child = startServer('web', env.WEB_PORT, host, env, { quiet, logFile })
  await waitForUrl(`http://127.0.0.1:${env.WEB_PORT}/id`, { child })
  return child
}
