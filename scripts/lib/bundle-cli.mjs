// Bundles the CMS's command-line entries (migrate, seed) into plain ESM with esbuild, so they run
// on bare Node. Loading the config module by module (`payload run`, tsx) stops now and then on
// Node 20 — exit 13, a silent exit 0 from `payload run`, or a hang before any output — because of
// the editor package's cyclic top-level awaits (see OWN below).
import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from './proc.mjs'

const cmsDir = path.join(repoRoot, 'apps', 'cms')
const CLI_ENTRIES = { migrate: 'src/scripts/migrate.ts', seed: 'src/seed/run.ts' }
export const cliPath = (name) => path.join(cmsDir, 'dist', `${name}.mjs`)

export const cliBundlesExist = () => Object.keys(CLI_ENTRIES).every((name) => fs.existsSync(cliPath(name)))

/**
 * Bundled rather than loaded: our own sources, and @payloadcms/richtext-lexical, whose module graph
 * has cyclic top-level awaits that make bare Node 20 stop loading it about half the time (exit 13).
 */
const OWN = /^(@jtt\/|@payload-config$|@\/|@payloadcms\/richtext-lexical)/

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (OWN.test(args.path) ? undefined : { path: args.path, external: true }))
  },
}

export async function bundleCmsCli() {
  // Imported here: this module loads before `npm ci` has installed esbuild on a fresh clone.
  const { build } = await import('esbuild')
  await build({
    absWorkingDir: cmsDir,
    entryPoints: Object.fromEntries(Object.entries(CLI_ENTRIES).map(([name, file]) => [name, file])),
    outdir: path.join(cmsDir, 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Our own TypeScript (config, collections, migrations, seed, the contract package) is bundled;
    // every other package loads from node_modules as usual.
    plugins: [externalPackages],
    tsconfig: path.join(cmsDir, 'tsconfig.json'),
    // Stylesheets imported by the editor's admin components mean nothing on the command line.
    loader: { '.css': 'empty', '.scss': 'empty' },
    logLevel: 'error',
  })
}
