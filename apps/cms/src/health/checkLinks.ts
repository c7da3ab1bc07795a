import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'
import { extractLinks, sitePathOf } from './links'
import { titleOf, type Finding } from './findings'
import { yieldToEventLoop } from '../lib/yieldToEventLoop'

/** How many documents are read at once: a big site is walked in pages, never all in memory. */
const BATCH = 100

type Exists = (path: string) => boolean

const brokenLinks = (doc: unknown, exists: Exists, where: Omit<Finding, 'kind' | 'field' | 'target'>): Finding[] =>
  extractLinks(doc).flatMap(({ field, url }) => {
    const path = sitePathOf(url)
    return path !== null && !exists(path) ? [{ ...where, kind: 'broken-link' as const, field, target: url }] : []
  })

/** Links of a collection's published documents (every document where there are no drafts) to paths that are not pages. */
export async function collectionLinks(payload: Payload, slug: CollectionSlug, exists: Exists): Promise<Finding[]> {
  const config = payload.collections[slug].config
  const useAsTitle = config.admin?.useAsTitle ?? 'id'
  const published: Where | null = config.versions?.drafts ? { _status: { equals: 'published' } } : null
  const findings: Finding[] = []
  // Pages follow the ids, never an offset (see allPublished in search/rows.ts).
  for (let last: number | string | null = null; ;) {
    const after: Where | null = last === null ? null : { id: { greater_than: last } }
    const conditions = [published, after].filter((c): c is Where => c !== null)
    const result = await payload.find({
      collection: slug,
      where: conditions.length > 0 ? { and: conditions } : {},
      locale: 'all',
      depth: 0,
      limit: BATCH,
      pagination: false,
      sort: 'id',
      overrideAccess: true,
    })
    const docs = result.docs as unknown as ({ id: number | string } & Record<string, unknown>)[]
    for (const doc of docs) {
      const itemId = String(doc.id)
      const item = { source: slug, isGlobal: false, itemId, itemTitle: titleOf(doc[useAsTitle], `#${itemId}`) }
      findings.push(...brokenLinks(doc, exists, item))
    }
    if (docs.length < BATCH) return findings
    last = docs[docs.length - 1]!.id
    await yieldToEventLoop()
  }
}

/** Links of a global's published version. */
export async function globalLinks(payload: Payload, slug: GlobalSlug, exists: Exists): Promise<Finding[]> {
  const doc = await payload.findGlobal({ slug, locale: 'all', depth: 0, draft: false, overrideAccess: true })
  const config = payload.globals.config.find((global) => global.slug === slug)
  const item = { source: slug, isGlobal: true, itemId: null, itemTitle: titleOf(config?.label, slug) }
  return brokenLinks(doc, exists, item)
}
