import type { BusinessLine as BusinessLineBody, Locale } from '@jtt/content-api'
import type { BusinessLine } from '../../payload-types'
import { populatedMedia } from './media'
import { toRichText } from './richText'
import { toFigures, toSeoMeta } from './seo'

export function toBusinessLine(
  doc: BusinessLine,
  locale: Locale,
  slugs: { id: string; en: string },
  untranslated: string[] = [],
): BusinessLineBody {
  return {
    id: String(doc.id),
    locale,
    title: doc.title,
    slug: doc.slug,
    slugs,
    summary: doc.summary,
    body: toRichText(doc.body),
    image: populatedMedia(doc.image),
    figures: toFigures(doc.figures),
    order: doc.order,
    meta: toSeoMeta(doc.meta),
    untranslated,
    status: doc._status === 'draft' ? 'draft' : 'published',
    updatedAt: doc.updatedAt,
  }
}
