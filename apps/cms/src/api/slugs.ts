import { DEFAULT_LOCALE, type Locale } from '@jtt/content-api'
import type { CollectionSlug, DataFromCollectionSlug, Payload, Where } from 'payload'
import type { User } from '../payload-types'

/** Collections whose documents have a `slug`, localized or not (read from the generated types). */
export type SluggedCollection = {
  [K in CollectionSlug]: DataFromCollectionSlug<K> extends { slug: string } ? K : never
}[CollectionSlug]
type Read = { draft: boolean; user: User | null }

/**
 * A localized slug read with locale 'all' comes as { id, en } (the generated types say string); one
 * that is not localized comes as itself, the same in both languages.
 */
const slugPair = (value: unknown) => {
  if (typeof value === 'string') return { id: value, en: value }
  const slugs = (value ?? {}) as Partial<Record<Locale, string | null>>
  const id = slugs.id ?? ''
  return { id, en: slugs.en || id }
}

/** Each document's slug in both languages (English falls back to Indonesian), for the language switch. */
export async function slugsOf(
  payload: Payload,
  collection: SluggedCollection,
  docs: { id: number | string }[],
  { draft, user }: Read,
): Promise<Map<string, { id: string; en: string }>> {
  if (docs.length === 0) return new Map()
  const all = await payload.find({
    collection,
    where: { id: { in: docs.map((doc) => doc.id) } },
    locale: 'all',
    draft,
    user,
    overrideAccess: false,
    pagination: false,
    select: { slug: true },
  })
  return new Map(all.docs.map((doc) => [String(doc.id), slugPair(doc.slug)]))
}

/**
 * The query for a slug in a language. An item without an English slug lives under its Indonesian
 * slug on the English site too (the sitemap says so), so in English that slug also finds it.
 */
export async function slugWhere(
  payload: Payload,
  collection: SluggedCollection,
  slug: string,
  locale: Locale,
  { draft, user }: Read,
): Promise<Where> {
  const inLocale: Where = { slug: { equals: slug } }
  if (locale === DEFAULT_LOCALE) return inLocale
  const read = { collection, draft, user, overrideAccess: false, pagination: false, depth: 0 } as const
  const byIndonesian = await payload.find({ ...read, where: inLocale, locale: DEFAULT_LOCALE, select: { slug: true } })
  if (byIndonesian.docs.length === 0) return inLocale
  const own = await payload.find({
    ...read,
    where: { id: { in: byIndonesian.docs.map((doc) => doc.id) } },
    locale,
    fallbackLocale: 'none',
    select: { slug: true },
  })
  const untranslated = own.docs.filter((doc) => !doc.slug).map((doc) => doc.id)
  return untranslated.length ? { or: [inLocale, { id: { in: untranslated } }] } : inLocale
}
