// The framework's floor of first-load JavaScript: bench/floor-app, a root layout and one static page
// with nothing of the site's, built by the repository's own `next` (the root node_modules, the version
// apps/web runs) and served by `next start`. What its page loads is what any App Router page loads; a
// site page's scripts beyond it are the site's own share (scripts/lib/bench-first-load.mjs).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { hashTree } from './build.mjs'
import { addCompileHints } from './compile-hints.mjs'
import { npxBin, repoRoot, run, startService, stopService, waitForUrl } from './proc.mjs'

const floorDir = path.join(repoRoot, 'bench', 'floor-app')
const buildDir = path.join(floorDir, '.next')

/** Builds the floor app unless its sources and the installed packages (the lockfile) are unchanged. */
async function buildFloorApp() {
  const hash = crypto.createHash('sha256')
  hashTree(floorDir, hash, repoRoot)
  hash.update(fs.readFileSync(path.join(repoRoot, 'package-lock.json')))
  const digest = hash.digest('hex')
  const stamp = path.join(buildDir, 'jtt-source-hash')
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === digest) return
  console.log('› Building the framework floor (bench/floor-app)…')
  await run(npxBin('next'), ['build'], {
    cwd: floorDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: '--no-deprecation' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  // The site's root chunks carry V8's compile hint (build.mjs); the floor's get it too, byte for byte.
  addCompileHints(buildDir)
  fs.writeFileSync(stamp, digest)
}

/**
 * Builds (when needed) and starts the floor app on 127.0.0.1:`port`.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startFloorApp(port) {
  await buildFloorApp()
  const child = startService('floor', npxBin('next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: floorDir,
    quiet: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  const url = `http://127.0.0.1:${port}/`
  await waitForUrl(url, { child, ok: (status) => status === 200 })
  return { url, stop: () => stopService(child) }
}
