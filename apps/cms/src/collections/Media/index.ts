import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { IMAGE_SIZES, type ImageSize } from '@jtt/content-api'
import { anyone } from '../../access/anyone'
import { requireScope } from '../../access/requireScope'
import { env } from '../../lib/env'
import { missingFileIs404 } from '../../uploads/missingFileIs404'
import { objectStoreFor, storedIn } from '../../uploads/storage'
import { serveStoredFile } from '../../uploads/storage/serveStoredFile'

const staticDir = path.join(env.dataDir, 'media')
const store = objectStoreFor('media')

/** Width of each named conversion; the contract's IMAGE_SIZES lists the names. */
const SIZE_WIDTHS: Record<ImageSize, number> = { thumb: 320, card: 768, hero: 1920 }

export const Media: CollectionConfig = storedIn(
  {
    slug: 'media',
    labels: { singular: { id: 'Media', en: 'Media' }, plural: { id: 'Media', en: 'Media' } },
    access: {
      read: anyone,
      create: requireScope('content:write'),
      update: requireScope('content:write'),
      delete: requireScope('content:write'),
    },
    admin: { useAsTitle: 'alt' },
    upload: {
      staticDir,
      // In a bucket: served from it with its stored type; on disk: by Payload, unknown names a 404.
      handlers: [store ? serveStoredFile(store) : missingFileIs404(staticDir)],
      mimeTypes: ['image/*', 'application/pdf'],
      focalPoint: true,
      imageSizes: IMAGE_SIZES.map((name) => ({
        name,
        width: SIZE_WIDTHS[name],
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 80 } },
      })),
      adminThumbnail: 'thumb',
    },
    fields: [
      {
        name: 'alt',
        label: { id: 'Teks alternatif', en: 'Alternative text' },
        type: 'text',
        localized: true,
        required: true,
        maxLength: 300,
        admin: {
          description: {
            id: 'Menggambarkan gambar bagi orang yang tidak dapat melihatnya.',
            en: 'Describes the image for people who cannot see it.',
          },
        },
      },
    ],
  },
  store,
)
