// `npm run bench:js [site] [api]`: first-load JavaScript per page type of a running site, measured the
// way `npm run bench` measures it (scripts/lib/bench-first-load.mjs), with each page's files; exits 1
// when a page ships more than the target. Defaults: the site and Content API of `npm start`
// (WEB_PORT, CMS_PORT). `--files` lists every script of each page.
import { firstLoadJs, FIRST_LOAD_JS_TARGET_KB } from './lib/bench-first-load.mjs'
import { pageTypes } from './lib/bench-pages.mjs'

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const site = (args[0] ?? `http://127.0.0.1:${process.env.WEB_PORT ?? 3000}`).replace(/\/$/, '')
const api = (args[1] ?? `http://127.0.0.1:${process.env.CMS_PORT ?? 3001}/v1`).replace(/\/$/, '')
const listFiles = process.argv.includes('--files')

let over = 0
for (const page of await pageTypes(site, api)) {
  // The first request may render the page (a cached page is rendered once): measure the served copy.
  await fetch(page.url).catch(() => {})
  const js = await firstLoadJs(page.url)
  const ok = js.externalKb <= FIRST_LOAD_JS_TARGET_KB
  if (!ok) over++
  console.log(
    `${ok ? '✓' : '✗'} ${page.name.padEnd(30)} ${String(js.externalKb).padStart(6)} KB gz in ${js.scripts} files` +
      ` (+ ${js.inlineKb} KB inline; HTML ${js.htmlKb} KB gz)`,
  )
  if (listFiles) for (const f of js.files) console.log(`      ${String(f.kb).padStart(6)} KB  ${f.src}`)
}
console.log(`\nTarget: ≤ ${FIRST_LOAD_JS_TARGET_KB} KB gzipped per page; ${over} page type(s) over.`)
process.exit(over ? 1 : 0)
