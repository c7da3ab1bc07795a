import { collectAllPages, type SiteContentType } from '@jtt/content-api'
import type { Locale } from '@/i18n/locales'
import { api } from './content/client'
import { PROXY_TABLES_TTL_MS, ttlTable } from './ttl-table'

type Keys = Record<Locale, Set<string>>

/**
 * Every published item with a page, by type and language: the proxy checks a dynamic path against it
 * and answers a real 404 for keys that do not exist (Next 16 would send an empty shell instead).
 */
const routeTable = ttlTable(
  'routes',
  async () => {
    const all = await collectAllPages((page) => api.sitemap({ page, perPage: 100 }, { init: { cache: 'no-store' } }))
    if (!all.ok) return null
    const table = new Map<SiteContentType, Keys>()
    for (const entry of all.data) {
      let keys = table.get(entry.type)
      if (!keys) table.set(entry.type, (keys = { id: new Set(), en: new Set() }))
      keys.id.add(entry.keys.id)
      keys.en.add(entry.keys.en)
    }
    return table
  },
  PROXY_TABLES_TTL_MS,
)

/** true/false when known; null when the content service could not be asked (let the page decide). */
export async function contentExists(type: SiteContentType, locale: Locale, key: string): Promise<boolean | null> {
  const table = await routeTable.get()
  return table ? (table.get(type)?.[locale].has(key) ?? false) : null
}
