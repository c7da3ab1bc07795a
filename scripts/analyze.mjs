// `npm run analyze [route…]`: what each page's first-load JavaScript is made of, module by module.
// Runs Next's Turbopack analyzer (`next analyze --output`: a production compile, no application build)
// on the web app, then reads its graph (`next analyze export`) and prints, per page route, the modules
// of its browser chunks — first-load and loaded later (a map's Leaflet) alike — grouped by package
// (gzipped sizes as the analyzer estimates them, module by module, so the sum is above the bench's
// whole-file figure: `npm run bench:js` says what a page loads first). Routes default to every page of app/[locale].
// `--no-build` reuses the last analysis; `--top N` lists N modules per route (15).
// `next analyze` (no --output) serves the same data as an interactive treemap; for webpack's report,
// `ANALYZE=1 npx next build --webpack` in apps/web (@next/bundle-analyzer, see next.config.ts).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { npxBin, repoRoot, run } from './lib/proc.mjs'

const cwd = path.join(repoRoot, 'apps/web')
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(name)
  return i >= 0 ? args.splice(i, 2)[1] : fallback
}
const top = Number(option('--top', 15))
const build = !args.includes('--no-build')
const chosen = args.filter((a) => !a.startsWith('--'))
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }

if (build) await run(npxBin('next'), ['analyze', '--output'], { cwd, env })

/** The analyzer's records (JSON Lines) for one route. */
async function* records(route) {
  const child = spawn(npxBin('next'), ['analyze', 'export', '--route', route], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  for await (const line of readline.createInterface({ input: child.stdout })) {
    if (line.startsWith('{')) yield JSON.parse(line)
  }
}

/** `node_modules/next/dist/…` → `next`; the site's own files stay as they are. */
const packageOf = (source) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  return m ? m[1] : source.startsWith('[turbopack]') ? 'turbopack runtime' : 'site'
}
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6)

/** The page routes of the last analysis (its summary lists every route with its sizes). */
const analyzedPages = () =>
  JSON.parse(fs.readFileSync(path.join(cwd, '.next/diagnostics/analyze/data/route-summaries.json'), 'utf8'))
    .map((summary) => summary.route)
    .filter((route) => route.startsWith('/[locale]'))

const routes = chosen.length ? chosen : analyzedPages()

for (const route of routes) {
  const modules = new Map()
  for await (const r of records(route)) {
    // Browser chunks only (the server's are under .next/server), scripts only (CSS is not JavaScript).
    if (r.type !== 'part' || !r.filename.includes('/static/chunks/') || !r.filename.endsWith('.js')) continue
    const source = r.source_path.replace('[project]/', '')
    // Loaded with `nomodule`: only browsers without ES modules download it (none the site supports).
    if (source.endsWith('polyfills/polyfill-nomodule.js')) continue
    modules.set(source, (modules.get(source) ?? 0) + r.compressed_size)
  }
  const byPackage = new Map()
  for (const [source, size] of modules) byPackage.set(packageOf(source), (byPackage.get(packageOf(source)) ?? 0) + size)
  const total = [...modules.values()].reduce((a, b) => a + b, 0)
  console.log(`\n${route}: ${kb(total)} KB gz (module sum)`)
  for (const [name, size] of [...byPackage].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(size)}  ${name}`)
  console.log('  largest modules:')
  for (const [source, size] of [...modules].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`    ${kb(size)}  ${source}`)
}
