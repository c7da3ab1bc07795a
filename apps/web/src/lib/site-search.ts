import type { MenuItem, Page } from '@jtt/content-api'
import type { Locale } from '@/i18n/locales'
import { slugAlternates } from './alternates'
import { blocksText } from './rich-text'

export type SearchHit = { title: string; href: string; excerpt: string; kind: 'page' | 'menu'; score: number }

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** Words of the query, at least 2 characters each, at most 8. */
export const queryTerms = (query: string) =>
  fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2)
    .slice(0, 8)

function excerptAround(text: string, terms: string[], size = 180): string {
  const folded = fold(text)
  const at = Math.max(0, Math.min(...terms.map((t) => folded.indexOf(t)).filter((i) => i >= 0), text.length) - 40)
  const slice = text.slice(at, at + size)
  return `${at > 0 ? '…' : ''}${slice}${at + size < text.length ? '…' : ''}`
}

/** Scores a document: every term must appear; title matches weigh more than body matches. */
function score(title: string, body: string, terms: string[]): number {
  const t = fold(title)
  const b = fold(body)
  let total = 0
  for (const term of terms) {
    const inTitle = t.includes(term)
    const inBody = b.includes(term)
    if (!inTitle && !inBody) return 0
    total += (inTitle ? 10 : 0) + (inBody ? 1 + Math.min(4, b.split(term).length - 2) : 0)
  }
  return total
}

/** Ranked results over CMS pages and active menu entries in one language. */
export function searchSite(query: string, locale: Locale, pages: Page[], menu: MenuItem[]): SearchHit[] {
  const terms = queryTerms(query)
  if (terms.length === 0) return []
  const hits: SearchHit[] = []
  for (const page of pages) {
    const body = blocksText(page.blocks)
    const s = score(page.title, `${body} ${page.meta.metaDesc ?? ''}`, terms)
    if (s > 0)
      hits.push({
        title: page.title,
        href: slugAlternates(page.slugs)[locale],
        excerpt: excerptAround(body, terms),
        kind: 'page',
        score: s,
      })
  }
  const seen = new Set(hits.map((h) => h.href))
  const walk = (items: MenuItem[]) => {
    for (const item of items) {
      if (!item.isActive) continue
      const href = locale === 'en' ? item.enUrl : item.url
      const s = score(item.title[locale], '', terms)
      if (s > 0 && !seen.has(href)) {
        seen.add(href)
        hits.push({ title: item.title[locale], href, excerpt: '', kind: 'menu', score: s })
      }
      walk(item.children)
    }
  }
  walk(menu)
  return hits.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title))
}
