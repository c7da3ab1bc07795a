// Database preparation and service start-up, shared by `npm start`, the tests and the benchmarks.
import path from 'node:path'
import { artifactAppDir, artifactEntry } from './artifact.mjs'
import { bundlePath } from './bundle.mjs'
import { repoRoot, run, startService, stopService, waitForUrl } from './proc.mjs'

const cmsDir = path.join(repoRoot, 'apps', 'cms')

/**
 * How a production server of `app` starts: its artifact's entry (scripts/lib/artifact.mjs), in the
 * artifact's own folder, as the image runs it.
 */
export const serverCommand = (app) => ({
  cmd: process.execPath,
  args: ['--no-deprecation', artifactEntry(app, 'server')],
  cwd: artifactAppDir(app),
})

/** Runs one of the CMS artifact's tasks (`migrate`, `bootstrap`, `reindex`) as the image would. */
export function runCmsTask(task, env) {
  return run(process.execPath, [artifactEntry('cms', task)], {
    cwd: artifactAppDir('cms'),
    env: { ...env, NODE_OPTIONS: '--no-deprecation' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

/**
 * Applies committed migrations (never a prompt: schema push is off), then the idempotent sample
 * content: development and tests. The seed is not part of the production artifact; it runs from the
 * checkout's bundle (apps/cms/dist/seed.mjs), beside its sample files.
 */
export async function migrateAndSeed(env) {
  await runCmsTask('migrate', env)
  await seed(env)
}

/** Writes the sample content that is missing (`npm run seed`; `npm start` in development). */
export const seed = (env) =>
  run(process.execPath, [bundlePath('cms', 'seed')], {
    cwd: cmsDir,
    env: { ...env, NODE_OPTIONS: '--no-deprecation' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })

/** Refuses to start when something already answers on the port (it would be tested instead). */
async function assertPortFree(port) {
  const answered = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  )
  if (answered) throw new Error(`Port ${port} is already in use; stop that server or choose another port.`)
}

/** Starts an app's production server (its artifact: Next.js behind the @jtt/server front). */
const startServer = (app, port, host, env, { quiet, logFile }) =>
  startAppServer(app, app, {
    env: { ...env, PORT: String(port), ...(host ? { [app === 'cms' ? 'CMS_HOST' : 'WEB_HOST']: host } : {}) },
    quiet,
    logFile,
  })

/**
 * Starts `app`'s production server as a service labelled `label` (startService's `env`, `quiet`,
 * `logFile`), without waiting: for tests that run a server of their own beside the suite's.
 */
export function startAppServer(app, label, options) {
  const { cmd, args, cwd } = serverCommand(app)
  return startService(label, cmd, args, { cwd, ...options })
}

/**
 * Starts the CMS and resolves once it is ready (`/readyz`: Payload initialised, database answering)
 * and, unless `seeded` is false (a production start on a new database), serving the seeded menu.
 * @param {Record<string, string | undefined>} env
 * @param {{ quiet?: boolean, host?: string, logFile?: string, seeded?: boolean }} [options]
 */
export async function startCms(env, { quiet = false, host = env.CMS_HOST, logFile, seeded = true } = {}) {
  await assertPortFree(env.CMS_PORT)
  const child = startServer('cms', env.CMS_PORT, host, env, { quiet, logFile })
  const base = `http://127.0.0.1:${env.CMS_PORT}/v1`
  await untilReady(child, `http://127.0.0.1:${env.CMS_PORT}/readyz`, (s) => s === 200)
  if (!seeded) return child
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
  await untilReady(child, `http://127.0.0.1:${env.WEB_PORT}/id`)
  return child
}

/** Waits for a started server to answer `url`; one that never does is stopped, not left running. */
async function untilReady(child, url, ok) {
  try {
    await waitForUrl(url, { child, ...(ok ? { ok } : {}) })
  } catch (error) {
    await stopService(child)
    throw error
  }
}
