import type { CollectionConfig } from 'payload'
import { editorialAccess } from '../../access/editorial'
import { validateSlug } from '../../lib/validateSlug'
import { seoFields } from '../../fields/seo'
import { pageBlocks } from '../../blocks'
import { labels } from '../../i18n/labels'

/**
 * Free-standing pages served by the site's catch-all route `/{lang}/{slug}`, composed from blocks.
 * The slug and the layout are localized so each language gets a natural URL and its own sequence of
 * blocks (a page without English blocks shows the Indonesian ones); drafts allow a preview.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { id: 'Halaman', en: 'Page' }, plural: { id: 'Halaman', en: 'Pages' } },
  access: editorialAccess,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  versions: { drafts: true, maxPerDoc: 50 },
  fields: [
    { name: 'title', label: labels.title, type: 'text', localized: true, required: true, maxLength: 200 },
    {
      name: 'slug',
      label: labels.slug,
      type: 'text',
      localized: true,
      required: true,
      unique: true,
      index: true,
      validate: validateSlug,
      admin: {
        position: 'sidebar',
        description: {
          id: 'Alamat halaman dalam bahasa ini, mis. kebijakan-privasi.',
          en: 'Address of the page in this language, e.g. kebijakan-privasi.',
        },
      },
    },
    {
      name: 'layout',
      label: { id: 'Tata letak', en: 'Layout' },
      labels: { singular: { id: 'Blok', en: 'Block' }, plural: { id: 'Blok', en: 'Blocks' } },
      type: 'blocks',
      localized: true,
      blocks: pageBlocks,
      maxRows: 40,
    },
    seoFields,
  ],
}
