// Bundles each app's Node entries into plain ESM with esbuild, so they run on bare Node:
// - both apps: `server` (src/server.ts), the HTTP front that serves the built Next.js app;
// - the CMS: its command-line tasks (`migrate`, `bootstrap`, `seed`, `reindex`; `bench-seed` for
//   `npm run bench`). Bundled, they load in one piece and start fast, and the production artifact
//   (artifact.mjs) needs neither TypeScript nor the config's source tree.
import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from './proc.mjs'

const ENTRIES = {
  cms: {
    server: 'src/server.ts',
    migrate: 'src/scripts/migrate.ts',
    seed: 'src/seed/run.ts',
    bootstrap: 'src/bootstrap/run.ts',
    reindex: 'src/scripts/reindex.ts',
    'bench-seed': 'src/bench/run.ts',
  },
  web: { server: 'src/server.ts' },
}

const appDir = (app) => path.join(repoRoot, 'apps', app)
/** Path of a bundled entry, e.g. `bundlePath('cms', 'seed')` → apps/cms/dist/seed.mjs. */
export const bundlePath = (app, name) => path.join(appDir(app), 'dist', `${name}.mjs`)

export const bundlesExist = (app) =>
  Object.keys(ENTRIES[app] ?? {}).every((name) => fs.existsSync(bundlePath(app, name)))

/**
 * Bundled rather than loaded: our own sources (TypeScript, path aliases), and
 * @payloadcms/richtext-lexical, whose module graph has cyclic top-level awaits (on Node 20 loading it
 * stopped about half the time; bundled, it loads in one piece on every version).
 */
const OWN = /^(@jtt\/|@payload-config$|@\/|@payloadcms\/richtext-lexical)/

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (OWN.test(args.path) ? undefined : { path: args.path, external: true }))
  },
}

export async function bundleEntries(app) {
  // Imported here: this module loads before `npm ci` has installed esbuild on a fresh clone.
  const { build } = await import('esbuild')
  await build({
    absWorkingDir: appDir(app),
    entryPoints: ENTRIES[app],
    outdir: path.join(appDir(app), 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Our own TypeScript (config, collections, migrations, seed, the shared packages) is bundled;
    // every other package loads from node_modules as usual.
    plugins: [externalPackages],
    tsconfig: path.join(appDir(app), 'tsconfig.json'),
    // Stylesheets imported by the editor's admin components mean nothing on the command line.
    loader: { '.css': 'empty', '.scss': 'empty' },
    logLevel: 'error',
  })
}
