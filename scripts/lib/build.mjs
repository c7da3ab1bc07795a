// Builds the Next.js apps, skipping an app whose sources have not changed since its last build.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { artifactExists, assembleArtifact } from './artifact.mjs'
import { bundleEntries, bundlesExist } from './bundle.mjs'
import { addCompileHints } from './compile-hints.mjs'
import { precompress } from './precompress.mjs'
import { npxBin, repoRoot, run } from './proc.mjs'

// next-env.d.ts too: `next build` writes it when it is missing, so a fresh clone's first build would
// change the hash it had just stamped and the next command would build everything again.
const IGNORED = new Set(['node_modules', '.next', 'dist', 'data', 'test-results', '.turbo', 'next-env.d.ts'])

/**
 * Adds every file under `dir` (sorted, build outputs skipped) to `hash`, each under its path relative to
 * `root`, so a copied or moved checkout keeps its build.
 */
export function hashTree(dir, hash, root) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (IGNORED.has(entry.name)) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) hashTree(full, hash, root)
    else if (entry.isFile()) hash.update(path.relative(root, full)).update(fs.readFileSync(full))
  }
}

/**
 * Hash of everything a build of `app` reads: its own sources, the shared packages, the lockfile and the
 * recipes of its bundles and artifact.
 */
function sourceHash(app) {
  const hash = crypto.createHash('sha256')
  hashTree(path.join(repoRoot, 'apps', app), hash, repoRoot)
  hashTree(path.join(repoRoot, 'packages'), hash, repoRoot)
  hash.update(fs.readFileSync(path.join(repoRoot, 'package-lock.json')))
  // How the build is made into bundles and the artifact is part of what it is.
  for (const recipe of ['bundle.mjs', 'artifact.mjs'])
    hash.update(fs.readFileSync(path.join(repoRoot, 'scripts', 'lib', recipe)))
  return hash.digest('hex')
}

/**
 * Whether an app has Turbopack's build cache (`.next/cache/turbopack`, 140–280 MB), made by an earlier
 * build. `npm test` keeps one only where there is one: writing it on a clone used once (CI's) cost each
 * fresh build a fifth of its time and a quarter of its CPU (two alternated pairs each: the CMS 86 → 71 s,
 * 136 → 106 core-seconds; the web site 49 → 39 s, 78 → 57). `npm start` and `npm run build` keep one.
 */
export const hasBuildCache = (app) => fs.existsSync(path.join(repoRoot, 'apps', app, '.next', 'cache', 'turbopack'))

export async function buildApp(app, env, { force = false, cache = true } = {}) {
  const cwd = path.join(repoRoot, 'apps', app)
  const stamp = path.join(cwd, '.next', 'jtt-source-hash')
  const hash = sourceHash(app)
  const complete = bundlesExist(app) && artifactExists(app)
  if (!force && complete && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) {
    console.log(`› ${app}: build is up to date`)
    return
  }
  console.log(`› Building ${app}…`)
  const buildEnv = { ...env, NODE_OPTIONS: '--no-deprecation', ...(cache ? {} : { JTT_BUILD_CACHE: 'off' }) }
  // The admin renders nothing for components missing from the import map; keep it in step with the config.
  if (app === 'cms') {
    await run(npxBin('payload'), ['generate:importmap'], {
      cwd,
      env: buildEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
  }
  await run(npxBin('next'), ['build'], { cwd, env: buildEnv })
  await bundleEntries(app)
  if (app === 'web') {
    addCompileHints()
    // The edge (deploy/nginx) serves built assets pre-compressed (after the hints: they change the files).
    await precompress()
  }
  const { bytes } = await assembleArtifact(app)
  console.log(`› ${app}: production artifact ${(bytes / 1e6).toFixed(0)} MB (apps/${app}/.next/standalone)`)
  fs.writeFileSync(stamp, hash)
}

export const APPS = ['cms', ...(fs.existsSync(path.join(repoRoot, 'apps/web/src')) ? ['web'] : [])]
