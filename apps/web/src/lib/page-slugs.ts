import { collectAllPages } from '@jtt/content-api'
import { localeCodes, type Locale } from '@/i18n/locales'
import { api } from './content/client'
import { ttlTable } from './ttl-table'

/** Published CMS page slugs per language, so the proxy can answer unknown pages with a real 404. */
const slugTable = ttlTable(
  async () => {
    const slugs = new Map<Locale, Set<string>>()
    for (const locale of localeCodes) {
      const all = await collectAllPages((page) =>
        api.pages({ locale, page, perPage: 100 }, { init: { cache: 'no-store' } }),
      )
      if (!all.ok) return null
      slugs.set(locale, new Set(all.data.map((p) => p.slug)))
    }
    return slugs
  },
  Number(process.env.PAGE_SLUGS_TTL_MS ?? process.env.REDIRECTS_TTL_MS ?? 10_000),
)

/** true/false when known; null when the content service could not be asked (let the page decide). */
export async function pageSlugExists(locale: Locale, slug: string): Promise<boolean | null> {
  const table = await slugTable.get()
  return table ? (table.get(locale)?.has(slug) ?? false) : null
}
