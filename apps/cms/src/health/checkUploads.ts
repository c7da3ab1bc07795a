import path from 'node:path'
import type { Payload } from 'payload'
import { env } from '../lib/env'
import { pagesById } from '../lib/pagesById'
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
  const pages = pagesById(
    async (page) => {
      const result = await payload.find({
        collection,
        locale: 'all',
        depth: 0,
        overrideAccess: true,
        select: collection === 'media' ? { alt: true, filename: true } : { title: true, filename: true },
        ...page,
      })
      return result.docs as unknown as Upload[]
    },
    { pageSize: BATCH },
  )
  for await (const docs of pages) for (const doc of docs) await visit(doc)
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
