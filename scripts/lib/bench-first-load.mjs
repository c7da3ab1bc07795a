// First-load JavaScript of a page as a visitor gets it: every <script src> of the served HTML that a
// modern browser loads, fetched and gzipped at level 9 (what the edge serves from its pre-compressed
// .gz files), plus the inline scripts (the framework's payload, inside the HTML) gzipped on their own.
// `nomodule` scripts (Next's legacy polyfills) are listed apart: browsers with ES modules — every
// browser the site supports — never download them.
import zlib from 'node:zlib'

const gzipKb = (data) => zlib.gzipSync(data, { level: 9 }).length / 1024
const round = (kb) => Number(kb.toFixed(1))

/**
 * The site's own share per page: its external scripts beyond the framework's floor (bench-floor.mjs),
 * which no code of the site's can lower (issue 24). Pages that post a form carry its client code.
 */
export const OWN_JS_TARGET_KB = { content: 12, form: 18 }

/** The own-share target of a page type (bench-pages.mjs marks those that post a form). */
export const ownJsTargetKb = (page) => (page.form ? OWN_JS_TARGET_KB.form : OWN_JS_TARGET_KB.content)

/**
 * @param {string} url the page, as served (through the edge)
 * @returns {Promise<{ scripts: number, externalKb: number, inlineKb: number, htmlKb: number,
 *   noModuleKb: number, files: { src: string, kb: number }[] }>}
 */
export async function firstLoadJs(url) {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
  const html = await res.text()
  const tags = [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"[^>]*>/g)].map((m) => ({
    src: new URL(m[2].replace(/&amp;/g, '&'), url).href,
    noModule: /\bnomodule\b/i.test(m[0]),
  }))
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n')
  const sizes = new Map()
  for (const { src } of tags) {
    if (sizes.has(src)) continue
    const script = await fetch(src)
    if (!script.ok) throw new Error(`${src}: HTTP ${script.status}`)
    sizes.set(src, gzipKb(Buffer.from(await script.arrayBuffer())))
  }
  const loaded = [...new Set(tags.filter((t) => !t.noModule).map((t) => t.src))]
  const legacy = [...new Set(tags.filter((t) => t.noModule).map((t) => t.src))]
  const sum = (list) => list.reduce((total, src) => total + sizes.get(src), 0)
  return {
    scripts: loaded.length,
    externalKb: round(sum(loaded)),
    noModuleKb: round(sum(legacy)),
    inlineKb: round(gzipKb(inline)),
    htmlKb: round(gzipKb(html)),
    files: loaded.map((src) => ({ src: new URL(src).pathname, kb: round(sizes.get(src)) })).sort((a, b) => b.kb - a.kb),
  }
}

/**
 * A page's own share over the floor (the floor page's external KB) against its target.
 * @param {{ externalKb: number }} js the page's firstLoadJs()
 * @param {number} floorKb the floor page's externalKb
 * @param {{ form?: boolean }} page
 */
export function ownShare(js, floorKb, page) {
  const ownKb = round(js.externalKb - floorKb)
  const targetKb = ownJsTargetKb(page)
  return { ownKb, targetKb, ok: ownKb <= targetKb }
}
