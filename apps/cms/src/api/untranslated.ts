import { DEFAULT_LOCALE, type Locale } from '@jtt/content-api'
import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'
import type { User } from '../payload-types'

/**
 * Who reads: a visitor or a token's user (the access rules apply), or, with `req`, the system inside
 * that request's transaction (what a hook has just written; the access rules do not apply).
 */
type Read = { locale: Locale; draft: boolean; user: User | null; req?: PayloadRequest }

const readerOf = ({ user, req }: Read) => (req ? { req, overrideAccess: true } : { user, overrideAccess: false })

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
  read: Read,
): Promise<Map<string, string[]>> {
  const { locale, draft } = read
  if (locale === DEFAULT_LOCALE || docs.length === 0) return new Map()
  const raw = await payload.find({
    collection,
    where: { id: { in: docs.map((doc) => doc.id) } },
    locale,
    fallbackLocale: 'none',
    draft,
    ...readerOf(read),
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

/**
 * The fields a published document answers in Indonesian when English is asked for: the same report,
 * for one document, read as the Content API reads it (published, English falling back to Indonesian,
 * then without the fallback). A collection with drafts: of its published row (the caller knows it is published).
 */
export async function untranslatedPublished(
  collection: CollectionSlug,
  id: number | string,
  req: PayloadRequest,
): Promise<string[]> {
  const read: Read = { locale: 'en', draft: false, user: null, req }
  const published = await req.payload.find({
    collection,
    where: { id: { equals: id } },
    locale: 'en',
    fallbackLocale: DEFAULT_LOCALE,
    draft: false,
    ...readerOf(read),
    limit: 1,
    pagination: false,
    depth: 0,
  })
  const [doc] = published.docs
  if (!doc) return []
  return (await untranslatedDocs(req.payload, collection, [doc], read)).get(String(id)) ?? []
}
