import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { DOCUMENT_TYPES, MAX_YEAR, MIN_YEAR } from '@jtt/content-api'
import { editorialAccess } from '../../access/editorial'
import { documentTypeLabels } from '../../i18n/contentOptions'
import { labels } from '../../i18n/labels'
import { languageOf, type WithLanguage } from '../../i18n/language'
import { optionsOf } from '../../i18n/options'
import { env } from '../../lib/env'
import { servePdf } from '../../uploads/servePdf'
import { diskSource } from '../../uploads/storage/diskSource'
import { objectStoreFor, storedIn } from '../../uploads/storage'
import { acceptOnlyPdf, MAX_DOCUMENT_BYTES } from './hooks/acceptOnlyPdf'

const staticDir = path.join(env.dataDir, 'documents')
const store = objectStoreFor('documents')

const MAX_MB = MAX_DOCUMENT_BYTES / (1024 * 1024)

const yearMessage = {
  id: `Isi tahun yang dibahas dokumen (${MIN_YEAR}–${MAX_YEAR}), mis. 2025.`,
  en: `Enter the year the document is about (${MIN_YEAR}–${MAX_YEAR}), e.g. 2025.`,
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
    labels: { singular: { id: 'Dokumen', en: 'Document' }, plural: { id: 'Dokumen', en: 'Documents' } },
    access: editorialAccess,
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'type', 'year', '_status', 'filesize'],
      listSearchableFields: ['title', 'filename'],
      description: { id: `Hanya berkas PDF, paling besar ${MAX_MB} MB.`, en: `PDF files only, up to ${MAX_MB} MB.` },
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
      { name: 'title', label: labels.title, type: 'text', localized: true, required: true, maxLength: 200 },
      {
        name: 'type',
        label: { id: 'Jenis', en: 'Type' },
        type: 'select',
        required: true,
        index: true,
        options: optionsOf(DOCUMENT_TYPES, documentTypeLabels),
        admin: { position: 'sidebar' },
      },
      {
        name: 'year',
        label: labels.year,
        type: 'number',
        required: true,
        index: true,
        validate: (value: number | null | undefined, { req }: { req: WithLanguage }) =>
          (Number.isInteger(value) && value! >= MIN_YEAR && value! <= MAX_YEAR) || yearMessage[languageOf(req)],
        admin: {
          position: 'sidebar',
          step: 1,
          description: {
            id: 'Tahun yang dibahas (tahun buku laporan).',
            en: "The year it is about (a report's fiscal year).",
          },
        },
      },
      {
        name: 'publishedAt',
        label: labels.publishedAt,
        type: 'date',
        required: true,
        index: true,
        defaultValue: () => new Date().toISOString(),
        admin: {
          position: 'sidebar',
          date: { pickerAppearance: 'dayOnly' },
          description: { id: 'Tampil sebagai tanggalnya.', en: 'Shown as its date.' },
        },
      },
      { name: 'description', label: labels.description, type: 'textarea', localized: true, maxLength: 500 },
      {
        name: 'cover',
        label: { id: 'Sampul', en: 'Cover' },
        type: 'upload',
        relationTo: 'media',
        admin: {
          description: {
            id: 'Gambar sampul di samping unduhan (laporan tahunan).',
            en: 'Cover image shown next to the download (annual reports).',
          },
        },
      },
    ],
  },
  store,
)
