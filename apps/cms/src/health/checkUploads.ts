import path from 'node:path'
import type { Payload } from 'payload'
import { env } from '../lib/env'
import { yieldToEventLoop } from '../lib/yieldToEventLoop'
import { diskSource } from '../uploads/storage/diskSource'
import { objectStoreFor } from '../uploads/storage'
import type { FileSource } from '../uploads/storage/types'
import { titleOf, type Finding } from './findings'

const BATCH = 200
const LOCALES = ['id', 'en'] as const

/** Where an upload collection's files are: its bucket when there is one, else its folder (as the collection stores them). */
const sourceOf = (collection: 'media' | 'documents'): FileSource =>
  objectStoreFor(collection) ?? diskSource(path.join(env.dataDir, collection))

type Upload = { id: number | string; filename?: string | null } & Record<string, unknown>

async function eachUpload(payload: Payload, collection: 'media' | 'documents', visit: (doc: Upload) => Promise<void>) {
  // Pages follow the ids, never an offset (see allPublished in search/rows.ts).
  for (let last: number | string | null = null; ;) {
    const result = await payload.find({
      collection,
      where: last === null ? {} : { id: { greater_than: last } },
      locale: 'all',
      depth: 0,
      limit: BATCH,
      pagination: false,
      sort: 'id',
      overrideAccess: true,
      select: collection === 'media' ? { alt: true, filename: true } : { title: true, filename: true },
    })
    const docs = result.docs as unknown as Upload[]
    for (const doc of docs) await visit(doc)
    if (docs.length < BATCH) return
    last = docs[docs.length - 1]!.id
    await yieldToEventLoop()
  }
}

/**
 * Images without alternative text in a language (the site would show them to screen readers as
 * nothing), and media and documents whose file is not in storage (a broken image or download).
 */
export async function uploadFindings(payload: Payload): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const collection of ['media', 'documents'] as const) {
    const files = sourceOf(collection)
    await eachUpload(payload, collection, async (doc) => {
      const itemId = String(doc.id)
      const title = titleOf(collection === 'media' ? doc.alt : doc.title, doc.filename ?? `#${itemId}`)
      const item = { source: collection, isGlobal: false, itemId, itemTitle: title }
      if (collection === 'media') {
        const alt = (doc.alt ?? {}) as Partial<Record<(typeof LOCALES)[number], string | null>>
        for (const locale of LOCALES) {
          if (!alt[locale]?.trim())
            findings.push({ ...item, kind: 'missing-alt', field: `alt.${locale}`, target: locale })
        }
      }
      if (!doc.filename || !(await files.stat(doc.filename))) {
        findings.push({ ...item, kind: 'missing-file', field: 'filename', target: doc.filename ?? null })
      }
    })
  }
  return findings
}
