import { DEFAULT_LOCALE, type Locale } from '@jtt/content-api'
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import type { User } from '../payload-types'

type Read = { locale: Locale; draft: boolean; user: User | null }

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key))

/**
 * Paths where a document read with the Indonesian fallback has a value that the same document read
 * without fallback lacks: the localized fields answered in Indonesian. Rows of arrays and blocks keep
 * their index (`milestones.2.title`); a rich-text value counts as one field.
 */
export function missingPaths(withFallback: unknown, without: unknown, path = ''): string[] {
  if (isEmpty(withFallback)) return []
  if (isEmpty(without)) return path ? [path] : []
  if (Array.isArray(withFallback) && Array.isArray(without)) {
    return withFallback.flatMap((value, i) => missingPaths(value, without[i], join(path, i)))
  }
  if (isRecord(withFallback) && isRecord(without) && !('root' in withFallback)) {
    return Object.keys(withFallback).flatMap((key) => missingPaths(withFallback[key], without[key], join(path, key)))
  }
  return []
}

/** For each document (by id), the fields it answers in Indonesian; nothing to check in Indonesian. */
export async function untranslatedDocs(
  payload: Payload,
  collection: CollectionSlug,
  docs: { id: number | string }[],
  { locale, draft, user }: Read,
): Promise<Map<string, string[]>> {
  if (locale === DEFAULT_LOCALE || docs.length === 0) return new Map()
  const raw = await payload.find({
    collection,
    where: { id: { in: docs.map((doc) => doc.id) } },
    locale,
    fallbackLocale: 'none',
    draft,
    user,
    overrideAccess: false,
    pagination: false,
    depth: 0,
  })
  const byId = new Map(raw.docs.map((doc) => [String(doc.id), doc]))
  return new Map(docs.map((doc) => [String(doc.id), missingPaths(doc, byId.get(String(doc.id)))]))
}

/** The fields of a global answered in Indonesian. */
export async function untranslatedGlobal(
  payload: Payload,
  slug: GlobalSlug,
  doc: unknown,
  { locale, draft, user }: Read,
): Promise<string[]> {
  if (locale === DEFAULT_LOCALE) return []
  const raw = await payload.findGlobal({
    slug,
    locale,
    fallbackLocale: 'none',
    draft,
    user,
    overrideAccess: false,
    depth: 0,
  })
  return missingPaths(doc, raw)
}
