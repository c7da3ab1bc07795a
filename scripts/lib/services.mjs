// Database preparation and service start-up, shared by `npm start` and the test harness.
import path from 'node:path'
import { npxBin, repoRoot, run, startService, waitForUrl } from './proc.mjs'

const cmsDir = path.join(repoRoot, 'apps', 'cms')
const webDir = path.join(repoRoot, 'apps', 'web')

/** Applies committed migrations (never a prompt: schema push is off) and the idempotent seed. */
export async function migrateAndSeed(env) {
  const payloadEnv = { ...env, NODE_OPTIONS: '--no-deprecation' }
  await run(npxBin('payload'), ['migrate'], { cwd: cmsDir, env: payloadEnv, stdio: ['ignore', 'inherit', 'inherit'] })
  await run(npxBin('payload'), ['run', 'src/seed/run.ts'], { cwd: cmsDir, env: payloadEnv, stdio: ['ignore', 'inherit', 'inherit'] })
}

export async function startCms(env, { quiet = false, host = env.CMS_HOST ?? '0.0.0.0' } = {}) {
  const child = startService('cms', npxBin('next'), ['start', '-p', env.CMS_PORT, '-H', host], { cwd: cmsDir, env, quiet })
  await waitForUrl(`http://127.0.0.1:${env.CMS_PORT}/v1/menu`, { child, ok: (s) => s === 200 })
  return child
}

export async function startWeb(env, { quiet = false, host = env.WEB_HOST ?? '0.0.0.0' } = {}) {
  const child = startService('web', npxBin('next'), ['start', '-p', env.WEB_PORT, '-H', host], { cwd: webDir, env, quiet })
  await waitForUrl(`http://127.0.0.1:${env.WEB_PORT}/id`, { child })
  return child
}
