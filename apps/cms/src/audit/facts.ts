import type { CollectionSlug, GlobalSlug, PayloadRequest, SanitizedCollectionConfig } from 'payload'
import { auditPolicyOf } from './policy'

/** What a write's `before` hook leaves for its `after` hook, in the request's context. */
export type BeforeNote = { mainBefore?: unknown; password?: boolean }

export const noteKey = (kind: 'collection' | 'global', slug: string, id?: string | number) =>
  `audit:${kind}:${slug}:${id ?? ''}`

export const hasDrafts = (entity: { versions?: unknown }) =>
  Boolean(entity.versions && (entity.versions as { drafts?: unknown }).drafts)

/** `_status` of the published row of a document (not of its newest draft). */
export async function mainStatusOf(req: PayloadRequest, collection: string, id: string | number): Promise<unknown> {
  const row = await req.payload.db.findOne({
    collection: collection as CollectionSlug,
    where: { id: { equals: id } },
    req,
  })
  return (row as { _status?: unknown } | null)?._status
}

/** `_status` of the published row of a global. */
export async function globalStatusOf(req: PayloadRequest, slug: string): Promise<unknown> {
  const row: unknown = await req.payload.db.findGlobal({ slug: slug as GlobalSlug, req })
  return (row as { _status?: unknown } | null)?._status
}

/** The title an entry keeps: the document's `useAsTitle`, unless that is a visitor's personal data. */
export function titleOf(collection: SanitizedCollectionConfig, doc: Record<string, unknown> | null | undefined) {
  if (auditPolicyOf(collection).personalTitle) return null
  const field = collection.admin?.useAsTitle
  const value = field && field !== 'id' ? doc?.[field] : undefined
  return typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 200) : null
}

/** Writes the system makes to a log of its own are not recorded (policy.ts). */
export const skipsWrite = (collection: SanitizedCollectionConfig, req: PayloadRequest) =>
  !req.user && auditPolicyOf(collection).userWritesOnly === true
