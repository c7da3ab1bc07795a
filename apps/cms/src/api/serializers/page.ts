import type { Locale, Page as PageBody } from '@jtt/content-api'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { Page } from '../../payload-types'
import { populatedMedia } from './media'

type Slugs = { id: string; en: string }

export function toPage(doc: Page, locale: Locale, slugs: Slugs): PageBody {
  return {
    id: String(doc.id),
    locale,
    title: doc.title,
    slug: doc.slug,
    slugs,
    contentHtml: doc.content ? convertLexicalToHTML({ data: doc.content }) : '',
    meta: {
      metaTitle: doc.meta?.metaTitle || null,
      metaDesc: doc.meta?.metaDesc || null,
      metaKeywords: doc.meta?.metaKeywords || null,
      metaImage: populatedMedia(doc.meta?.metaImage),
    },
    status: doc._status === 'draft' ? 'draft' : 'published',
    updatedAt: doc.updatedAt,
  }
}
