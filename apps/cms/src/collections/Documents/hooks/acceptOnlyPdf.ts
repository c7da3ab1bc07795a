import fs from 'node:fs/promises'
import { ValidationError, type CollectionBeforeOperationHook } from 'payload'
import { languageOf } from '../../../i18n/language'
import { isPdfBuffer, looksLikePdf, PDF_TAIL_BYTES } from '../../../lib/pdfBytes'

/** Largest document accepted; the HTTP front refuses multipart bodies over 50 MB before this. */
export const MAX_DOCUMENT_BYTES = 40 * 1024 * 1024

type UploadedFile = { data?: Buffer; size?: number; tempFilePath?: string }

/** Head and tail of a file kept on disk by the upload parser, without reading all of it. */
async function isPdfFile(tempFilePath: string): Promise<boolean> {
  const handle = await fs.open(tempFilePath, 'r')
  try {
    const { size } = await handle.stat()
    const head = Buffer.alloc(Math.min(8, size))
    const tail = Buffer.alloc(Math.min(PDF_TAIL_BYTES, size))
    await handle.read(head, 0, head.length, 0)
    await handle.read(tail, 0, tail.length, size - tail.length)
    return looksLikePdf(head, tail)
  } finally {
    await handle.close()
  }
}

const MAX_MB = MAX_DOCUMENT_BYTES / 1024 / 1024

/** The refusals, in the user's interface language. */
const MESSAGES = {
  tooLarge: {
    id: `Berkas lebih besar dari ${MAX_MB} MB. Kompres PDF lalu coba lagi.`,
    en: `The file is larger than ${MAX_MB} MB. Compress the PDF and try again.`,
  },
  notPdf: {
    id: 'Hanya berkas PDF yang diterima: berkas ini bukan PDF (yang utuh).',
    en: 'Only PDF files are accepted: this file is not a (complete) PDF.',
  },
}

const refuse = (message: string, collection: string) =>
  new ValidationError({ collection, errors: [{ message, path: 'file' }] })

/**
 * Documents are PDFs, judged by their bytes: a renamed image or text file is refused whatever its
 * name or declared type says, and so is anything over MAX_DOCUMENT_BYTES. Runs before Payload stores
 * the file, for the admin, the REST API and the seed alike.
 */
export const acceptOnlyPdf: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file as UploadedFile | undefined
  if (!file) return args
  const size = file.size ?? file.data?.length ?? 0
  if (size > MAX_DOCUMENT_BYTES) {
    throw refuse(MESSAGES.tooLarge[languageOf(req)], collection.slug)
  }
  const usesTempFile = !!file.tempFilePath && !file.data?.length
  const isPdf = usesTempFile ? await isPdfFile(file.tempFilePath!) : isPdfBuffer(file.data ?? Buffer.alloc(0))
  if (!isPdf) throw refuse(MESSAGES.notPdf[languageOf(req)], collection.slug)
  return args
}
