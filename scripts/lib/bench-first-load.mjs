// First-load JavaScript of a page as a visitor gets it: every <script src> of the served HTML, fetched
// and gzipped at level 9 (what the edge serves from its pre-compressed .gz files), plus the inline
// scripts (the framework's payload, inside the HTML) gzipped on their own.
import zlib from 'node:zlib'

const gzipKb = (data) => zlib.gzipSync(data, { level: 9 }).length / 1024

/**
 * @param {string} url the page, as served (through the edge)
 * @returns {Promise<{ scripts: number, externalKb: number, inlineKb: number, htmlKb: number }>}
 */
export async function firstLoadJs(url) {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
  const html = await res.text()
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(
    (m) => new URL(m[1].replace(/&amp;/g, '&'), url).href,
  )
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n')
  let externalKb = 0
  for (const src of new Set(sources)) {
    const script = await fetch(src)
    if (!script.ok) throw new Error(`${src}: HTTP ${script.status}`)
    externalKb += gzipKb(Buffer.from(await script.arrayBuffer()))
  }
  return {
    scripts: new Set(sources).size,
    externalKb: Number(externalKb.toFixed(1)),
    inlineKb: Number(gzipKb(inline).toFixed(1)),
    htmlKb: Number(gzipKb(html).toFixed(1)),
  }
}
