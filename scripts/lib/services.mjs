// Database preparation and service start-up, shared by `npm start` and the test harness.
import path from 'node:path'
import { cliPath } from './bundle-cli.mjs'
import { npxBin, repoRoot, run, startService, stopService, waitForUrl } from './proc.mjs'

const cmsDir = path.join(repoRoot, 'apps', 'cms')
const webDir = path.join(repoRoot, 'apps', 'web')

/** Applies committed migrations (never a prompt: schema push is off) and the idempotent seed. */
export async function migrateAndSeed(env) {
  const payloadEnv = { ...env, NODE_OPTIONS: '--no-deprecation' }
  // Bundled entries on bare Node, not the `payload` bin or tsx (see scripts/lib/bundle-cli.mjs).
  await run(process.execPath, [cliPath('migrate')], {
    cwd: cmsDir,
    env: payloadEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await run(process.execPath, [cliPath('seed')], {
    cwd: cmsDir,
    env: payloadEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

/** Refuses to start when something already answers on the port (it would be tested instead). */
async function assertPortFree(port) {
  const answered = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  )
  if (answered) throw new Error(`Port ${port} is already in use; stop that server or choose another port.`)
}

export async function startCms(env, { quiet = false, host = env.CMS_HOST ?? '0.0.0.0' } = {}) {
  await assertPortFree(env.CMS_PORT)
  const child = startService('cms', npxBin('next'), ['start', '-p', env.CMS_PORT, '-H', host], {
    cwd: cmsDir,
    env,
    quiet,
  })
  await waitForUrl(`http://127.0.0.1:${env.CMS_PORT}/v1/menu`, { child, ok: (s) => s === 200 })
  // A served but empty menu means this process is not using the database that was just seeded.
  const menu = await (await fetch(`http://127.0.0.1:${env.CMS_PORT}/v1/menu`)).json()
  if (!Array.isArray(menu.data) || menu.data.length === 0) {
    await stopService(child)
    throw new Error(
      `The CMS on port ${env.CMS_PORT} serves no menu: the database at ${env.DATABASE_URL || env.CMS_DATA_DIR} was not seeded.`,
    )
  }
  return child
}

/**
 * No `-H` on purpose: with an explicit hostname Next compares rewrites against that name while the
 * proxy sees `localhost`, so next-intl's rewrites of localized paths look external and loop.
 */
export async function startWeb(env, { quiet = false } = {}) {
  await assertPortFree(env.WEB_PORT)
  const child = startService('web', npxBin('next'), ['start', '-p', env.WEB_PORT], { cwd: webDir, env, quiet })
  await waitForUrl(`http://127.0.0.1:${env.WEB_PORT}/id`, { child })
  return child
}
