import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'
import { extractLinks, sitePathOf } from './links'
import { titleOf, type Finding } from './findings'
import { pagesById } from '../lib/pagesById'

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
  const published: Where | undefined = config.versions?.drafts ? { _status: { equals: 'published' } } : undefined
  const findings: Finding[] = []
  const pages = pagesById(
    async (page) => {
      const result = await payload.find({ collection: slug, locale: 'all', depth: 0, overrideAccess: true, ...page })
      return result.docs as unknown as ({ id: number | string } & Record<string, unknown>)[]
    },
    { where: published, pageSize: BATCH },
  )
  for await (const docs of pages) {
    for (const doc of docs) {
      const itemId = String(doc.id)
      const item = { source: slug, isGlobal: false, itemId, itemTitle: titleOf(doc[useAsTitle], `#${itemId}`) }
      findings.push(...brokenLinks(doc, exists, item))
    }
  }
  return findings
}

/** Links of a global's published version. */
export async function globalLinks(payload: Payload, slug: GlobalSlug, exists: Exists): Promise<Finding[]> {
  const doc = await payload.findGlobal({ slug, locale: 'all', depth: 0, draft: false, overrideAccess: true })
  const config = payload.globals.config.find((global) => global.slug === slug)
  const item = { source: slug, isGlobal: true, itemId: null, itemTitle: titleOf(config?.label, slug) }
  return brokenLinks(doc, exists, item)
}
