import type { CollectionConfig } from 'payload'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { publishedOrPreview } from '../../access/publishedOrPreview'
import { requireScope } from '../../access/requireScope'
import { validateSlug } from '../../lib/validateSlug'
import { seoFields } from '../../fields/seo'

/**
 * Free-standing pages served by the site's catch-all route `/{lang}/{slug}`.
 * The slug is localized so each language gets a natural URL; drafts let editors preview before publishing.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  access: {
    read: publishedOrPreview,
    create: requireScope('content:write'),
    update: requireScope('content:write'),
    delete: requireScope('content:publish'),
    readVersions: requireScope('content:preview'),
  },
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
    { name: 'content', type: 'richText', localized: true, editor: lexicalEditor() },
    seoFields,
  ],
}
