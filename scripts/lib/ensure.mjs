// Makes a fresh clone runnable: npm dependencies, and on Debian the system packages tests need.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { CHROME_PATH, E2E_CHROMIUM_PATH } from './browsers.mjs'
import { repoRoot, run } from './proc.mjs'

/** Installs npm dependencies when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const lock = path.join(repoRoot, 'package-lock.json')
  const installed = path.join(repoRoot, 'node_modules', '.package-lock.json')
  const fresh =
    fs.existsSync(installed) && fs.existsSync(lock) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs
  if (fresh) return
  console.log('› Installing npm dependencies…')
  // `npm install` with the committed lockfile installs exactly its versions. Not `npm ci`: the registry
  // this project installs from lacks some other platforms' optional binaries (of oxc-parser and
  // unrs-resolver, used by the linters), and `npm ci` refuses a lockfile without them.
  await run('npm', ['install', '--no-audit', '--no-fund'])
}

const has = (cmd) => {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/**
 * Ensures Debian packages are installed. `check` returns true when the package is usable.
 * Returns the names still missing (with a message saying why) instead of failing outright.
 */
export async function ensureSystemPackages(packages) {
  const missing = packages.filter((p) => !p.check())
  if (missing.length === 0) return []
  const names = missing.map((p) => p.name)
  const isDebian = fs.existsSync('/etc/debian_version') && has('apt-get')
  const isRoot = process.getuid?.() === 0
  if (!isDebian || (!isRoot && !has('sudo'))) {
    console.warn(
      `! Missing system packages: ${names.join(', ')}. Install them with your package manager (Debian: apt-get install ${names.join(' ')}).`,
    )
    return names
  }
  const [cmd, ...prefix] = isRoot ? ['apt-get'] : ['sudo', '-n', 'apt-get']
  const apt = (args) => run(cmd, [...prefix, ...args], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  try {
    console.log(`› Installing system packages: ${names.join(', ')}…`)
    await apt(['update', '-qq'])
    await apt(['install', '-y', '-qq', '--no-install-recommends', ...names])
  } catch (error) {
    console.warn(`! Could not install ${names.join(', ')}: ${error.message}`)
  }
  return missing.filter((p) => !p.check()).map((p) => p.name)
}

export const systemPackages = {
  postgresql: {
    name: 'postgresql',
    check: () => fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').length > 0,
  },
  /** Lighthouse's browser (`npm run bench`): the full browser, as visitors run it. */
  chromium: { name: 'chromium', check: () => fs.existsSync(CHROME_PATH) },
  /** The browser tests' (apps/web/playwright.config.ts): Debian's headless shell of the same build. */
  chromiumHeadlessShell: { name: 'chromium-headless-shell', check: () => fs.existsSync(E2E_CHROMIUM_PATH) },
  // The production edge (deploy/nginx, `npm run start:edge`, the bench): Debian's nginx and its
  // brotli modules (pre-compressed `.br` files, and brotli for the HTML it caches).
  nginx: { name: 'nginx', check: () => fs.existsSync('/usr/sbin/nginx') },
  brotliStatic: {
    name: 'libnginx-mod-http-brotli-static',
    check: () => fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
  },
  brotliFilter: {
    name: 'libnginx-mod-http-brotli-filter',
    check: () => fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'),
  },
  /** The HTTP load generator of `npm run bench` (C, so it measures the servers rather than itself). */
  wrk: { name: 'wrk', check: () => has('wrk') },
  // Shared rate limits across instances (REDIS_URL) are tested against a real server.
  redis: { name: 'redis-server', check: () => has('redis-server') },
  // `npm run backup` of SQLite uses the sqlite3 shell's `.backup` (SQLite's online backup API).
  sqlite3: { name: 'sqlite3', check: () => has('sqlite3') },
  // promtool checks deploy/monitoring's Prometheus configuration and alert rules (scripts/test/monitoring.test.ts).
  // Only its command-line tools are used: the package's Prometheus service is never started by the tests.
  prometheus: { name: 'prometheus', check: () => has('promtool') },
}

/** Everything the edge needs. */
export const edgePackages = [systemPackages.nginx, systemPackages.brotliStatic, systemPackages.brotliFilter]
