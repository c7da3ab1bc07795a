// The production artifact of each app: one self-contained folder with only what runs — Next.js's
// standalone output (the server's compiled pages and the node_modules files its trace needs), the
// browser's static files, and our bundled entries (dist/*.mjs) with the packages they import, traced
// the same way. The images copy this folder and nothing else; `npm start`, the tests and the bench run
// it too, so what ships is what was tested.
//   apps/<app>/.next/standalone/                     the artifact (a copy of the repository's layout)
//     node_modules/…                                 traced packages only
//     apps/<app>/dist/server.mjs                     the entry (`node apps/<app>/dist/server.mjs`)
//     apps/<app>/.next/{server,static,…}             the build
import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from './proc.mjs'

/** The bundled entries a production server runs (the seed and the bench's data stay out of it). */
const ARTIFACT_ENTRIES = { cms: ['server', 'migrate', 'bootstrap', 'reindex'], web: ['server'] }

const appDir = (app) => path.join(repoRoot, 'apps', app)
/** The artifact's root folder. */
export const artifactRoot = (app) => path.join(appDir(app), '.next', 'standalone')
/** The app's folder inside the artifact: its working directory. */
export const artifactAppDir = (app) => path.join(artifactRoot(app), 'apps', app)
/** An entry of the artifact, e.g. `artifactEntry('cms', 'migrate')`. */
export const artifactEntry = (app, name) => path.join(artifactAppDir(app), 'dist', `${name}.mjs`)
export const artifactExists = (app) => ARTIFACT_ENTRIES[app].every((name) => fs.existsSync(artifactEntry(app, name)))

/** What Next's standalone output keeps of the app's folder: its build and the app's own packages. */
const KEPT_FROM_NEXT = new Set(['.next', 'node_modules', 'package.json'])

const copy = (from, to) => fs.existsSync(from) && fs.cpSync(from, to, { recursive: true, dereference: false })

/**
 * Completes Next's standalone output into the artifact: static files, public files, our entries and
 * every file those entries load (traced with @vercel/nft, as Next traces its own server).
 */
export async function assembleArtifact(app) {
  const src = appDir(app)
  const root = artifactRoot(app)
  const out = artifactAppDir(app)
  if (!fs.existsSync(out)) throw new Error(`${app}: no standalone output (next.config must set output: 'standalone')`)
  // Of the app's own folder, only the build and the app's own packages. Next's trace takes in whatever a
  // path built from `process.cwd()` may reach (the migrations folder that `payload migrate:create` writes
  // to): the sources, tests, configs, an earlier build's dist/. Next's server.js is not our entry either
  // (dist/server.mjs puts the @jtt/server front first).
  for (const entry of fs.readdirSync(out))
    if (!KEPT_FROM_NEXT.has(entry)) fs.rmSync(path.join(out, entry), { recursive: true, force: true })
  copy(path.join(src, '.next', 'static'), path.join(out, '.next', 'static'))
  copy(path.join(src, 'public'), path.join(out, 'public'))
  const entries = ARTIFACT_ENTRIES[app].map((name) => path.join(src, 'dist', `${name}.mjs`))
  // The web's shared page cache, named by the server when REDIS_URL is set (see apps/web/src/server.ts).
  if (app === 'web') entries.push(path.join(src, 'cache-handler.mjs'))
  const { nodeFileTrace } = await import('@vercel/nft')
  const { fileList } = await nodeFileTrace(entries, { base: repoRoot, processCwd: src, ignore: outsideRuntime })
  for (const file of fileList) {
    const target = path.join(root, file)
    const from = path.join(repoRoot, file)
    const stat = fs.lstatSync(from)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    // Workspace packages are links in node_modules; the artifact keeps them as links (their targets are
    // traced files too), as Next's own standalone output does.
    if (stat.isSymbolicLink()) {
      if (!fs.existsSync(target)) fs.symlinkSync(fs.readlinkSync(from), target)
    } else if (stat.isFile()) fs.copyFileSync(from, target)
  }
  pruneUnused(path.join(root, 'node_modules'))
  return { bytes: folderBytes(root) }
}

/**
 * What Next's trace takes in but a production server never loads: source maps (Node reads them only
 * with --enable-source-maps; 69 MB of Next's own) and the development builds of Next's runtimes
 * (`*.runtime.dev.js`, loaded by `next dev` only).
 */
function pruneUnused(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) pruneUnused(full)
    else if (entry.name.endsWith('.map') || entry.name.endsWith('.runtime.dev.js')) fs.rmSync(full)
  }
}

/**
 * Files of the repository the trace may name but the runtime never reads. A path built from
 * `process.cwd()` (the migrations folder that `payload migrate:create` writes to) makes the trace take
 * the whole app folder: sources, tests, configs. Of the apps, only the entries and the built output run.
 */
function outsideRuntime(file) {
  const inApp = /^apps\/[^/]+\/(.*)$/.exec(file)
  return (
    inApp !== null && !/^(dist\/[^/]+\.mjs|cache-handler\.mjs|\.next\/|node_modules\/|package\.json$)/.test(inApp[1])
  )
}

/** Bytes on disk of a folder (files and links, as `du --apparent-size` counts). */
export function folderBytes(dir) {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) total += folderBytes(full)
    else total += fs.lstatSync(full).size
  }
  return total
}
