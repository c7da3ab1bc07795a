import type { CollectionConfig } from 'payload'
import { editorialAccess } from '../../access/editorial'
import { validateSlug } from '../../lib/validateSlug'
import { seoFields } from '../../fields/seo'
import { pageBlocks } from '../../blocks'

/**
 * Free-standing pages served by the site's catch-all route `/{lang}/{slug}`, composed from blocks.
 * The slug and the layout are localized so each language gets a natural URL and its own sequence of
 * blocks (a page without English blocks shows the Indonesian ones); drafts allow a preview.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  access: editorialAccess,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  versions: { drafts: true, maxPerDoc: 50 },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 200 },
    {
      name: 'slug',
      type: 'text',
      localized: true,
      required: true,
      unique: true,
      index: true,
      validate: validateSlug,
      admin: { position: 'sidebar', description: 'Address of the page in this language, e.g. kebijakan-privasi.' },
    },
    { name: 'layout', type: 'blocks', localized: true, blocks: pageBlocks, maxRows: 40 },
    seoFields,
  ],
}
