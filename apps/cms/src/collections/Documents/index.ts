import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { DOCUMENT_TYPES, MAX_YEAR, MIN_YEAR, type DocumentType } from '@jtt/content-api'
import { editorialAccess } from '../../access/editorial'
import { env } from '../../lib/env'
import { servePdf } from '../../uploads/servePdf'
import { diskSource } from '../../uploads/storage/diskSource'
import { objectStoreFor, storedIn } from '../../uploads/storage'
import { acceptOnlyPdf, MAX_DOCUMENT_BYTES } from './hooks/acceptOnlyPdf'

const staticDir = path.join(env.dataDir, 'documents')
const store = objectStoreFor('documents')

/** How each type reads in the admin (the site has its own words for them). */
const TYPE_LABELS: Record<DocumentType, string> = {
  'annual-report': 'Annual report',
  'board-of-commissioners-report': 'Board of commissioners report',
  'directors-report': 'Directors report',
  'articles-of-association': 'Articles of association',
  attachment: 'Press release attachment',
}

/**
 * PDF documents: annual reports, board reports, articles of association and press release
 * attachments. Only real PDFs are stored (see acceptOnlyPdf) and visitors download published ones
 * only, under a readable name (servePdf). Drafts let editors prepare a report before it goes out;
 * the moment one is published is an afterChange with `_status` turning 'published'.
 */
export const Documents: CollectionConfig = storedIn(
  {
    slug: 'documents',
    labels: { singular: 'Document', plural: 'Documents' },
    access: editorialAccess,
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'type', 'year', '_status', 'filesize'],
      listSearchableFields: ['title', 'filename'],
      description: `PDF files only, up to ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB.`,
    },
    defaultSort: '-year',
    versions: { drafts: true, maxPerDoc: 20 },
    hooks: { beforeOperation: [acceptOnlyPdf] },
    upload: {
      staticDir,
      mimeTypes: ['application/pdf'],
      handlers: [servePdf(store ?? diskSource(staticDir))],
    },
    fields: [
      { name: 'title', type: 'text', localized: true, required: true, maxLength: 200 },
      {
        name: 'type',
        type: 'select',
        required: true,
        index: true,
        options: DOCUMENT_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })),
        admin: { position: 'sidebar' },
      },
      {
        name: 'year',
        type: 'number',
        required: true,
        index: true,
        validate: (value: number | null | undefined) =>
          (Number.isInteger(value) && value! >= MIN_YEAR && value! <= MAX_YEAR) ||
          `Enter the year the document is about (${MIN_YEAR}–${MAX_YEAR}), e.g. 2025.`,
        admin: { position: 'sidebar', step: 1, description: "The year it is about (a report's fiscal year)." },
      },
      {
        name: 'publishedAt',
        type: 'date',
        required: true,
        index: true,
        defaultValue: () => new Date().toISOString(),
        admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' }, description: 'Shown as its date.' },
      },
      { name: 'description', type: 'textarea', localized: true, maxLength: 500 },
      {
        name: 'cover',
        type: 'upload',
        relationTo: 'media',
        admin: { description: 'Cover image shown next to the download (annual reports).' },
      },
    ],
  },
  store,
)
