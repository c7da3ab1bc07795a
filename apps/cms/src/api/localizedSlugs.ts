import type { Locale } from '@jtt/content-api'
import type { Payload } from 'payload'
import type { User } from '../payload-types'

type SluggedCollection = 'pages' | 'press-releases'

/**
 * Each document's slug in both languages (English falls back to Indonesian), for the language switch:
 * one query with `locale: 'all'`, under the same draft and access rules as the answer itself.
 */
export async function localizedSlugs(
  payload: Payload,
  collection: SluggedCollection,
  ids: (string | number)[],
  { draft, user }: { draft: boolean; user: User | null },
): Promise<Map<string, { id: string; en: string }>> {
  if (ids.length === 0) return new Map()
  const all = await payload.find({
    collection,
    where: { id: { in: ids } },
    locale: 'all',
    draft,
    user,
    overrideAccess: false,
    pagination: false,
    depth: 0,
    select: { slug: true },
  })
  return new Map(
    all.docs.map((doc) => {
      // locale 'all' answers localized fields as { id, en }; the generated type says string
      const slug = doc.slug as unknown as Partial<Record<Locale, string>>
      const id = slug.id ?? ''
      return [String(doc.id), { id, en: slug.en || id }]
    }),
  )
}
