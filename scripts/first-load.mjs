// `npm run bench:js [site] [api]`: first-load JavaScript per page type of a running site, measured the
// way `npm run bench` measures it (scripts/lib/bench-first-load.mjs): the framework's floor (the page of
// bench/floor-app, built when needed and started on BENCH_FLOOR_PORT, 3406) and each page's own share
// beyond it; exits 1 when a page's own share is over its target. Defaults: the site and Content API of
// `npm start` (WEB_PORT, CMS_PORT). `--files` lists every script of each page.
import { firstLoadJs, OWN_JS_TARGET_KB, ownShare } from './lib/bench-first-load.mjs'
import { startFloorApp } from './lib/bench-floor.mjs'
import { pageTypes } from './lib/bench-pages.mjs'

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const site = (args[0] ?? `http://127.0.0.1:${process.env.WEB_PORT ?? 3000}`).replace(/\/$/, '')
const api = (args[1] ?? `http://127.0.0.1:${process.env.CMS_PORT ?? 3001}/v1`).replace(/\/$/, '')
const listFiles = process.argv.includes('--files')

const floorApp = await startFloorApp(Number(process.env.BENCH_FLOOR_PORT ?? 3406))
let floor
try {
  floor = await firstLoadJs(floorApp.url)
} finally {
  await floorApp.stop()
}
const kb = (n) => `${String(n).padStart(6)} KB`
console.log(`  ${'framework floor'.padEnd(30)} ${kb(floor.externalKb)} gz in ${floor.scripts} files (bench/floor-app)`)
if (listFiles) for (const f of floor.files) console.log(`      ${kb(f.kb)}  ${f.src}`)

let over = 0
for (const page of await pageTypes(site, api)) {
  // The first request may render the page (a cached page is rendered once): measure the served copy.
  await fetch(page.url).catch(() => {})
  const js = await firstLoadJs(page.url)
  const own = ownShare(js, floor.externalKb, page)
  if (!own.ok) over++
  console.log(
    `${own.ok ? '✓' : '✗'} ${page.name.padEnd(30)} ${kb(js.externalKb)} gz in ${js.scripts} files: own ${own.ownKb} KB` +
      ` (≤ ${own.targetKb}; + ${js.inlineKb} KB inline; HTML ${js.htmlKb} KB gz)`,
  )
  if (listFiles) for (const f of js.files) console.log(`      ${kb(f.kb)}  ${f.src}`)
}
console.log(
  `\nTarget: the site's own share over the floor ≤ ${OWN_JS_TARGET_KB.content} KB gz on content pages, ` +
    `≤ ${OWN_JS_TARGET_KB.form} KB on form pages; ${over} page type(s) over.`,
)
process.exit(over ? 1 : 0)
