import type { CsrPost as CsrPostBody, Locale } from '@jtt/content-api'
import type { CsrPost } from '../../payload-types'
import { populatedMedia } from './media'
import { toRichText } from './richText'
import { toSeoMeta } from './seo'

export function toCsrPost(doc: CsrPost, locale: Locale, untranslated: string[] = []): CsrPostBody {
  return {
    id: String(doc.id),
    locale,
    title: doc.title,
    excerpt: doc.excerpt,
    body: toRichText(doc.body),
    publishedAt: doc.publishedAt,
    category: doc.category,
    location: doc.location ?? '',
    image: populatedMedia(doc.image),
    // A gallery row whose image was deleted has nothing to show.
    gallery: (doc.gallery ?? []).flatMap((row, i) => {
      const image = populatedMedia(row.image)
      return image ? [{ id: row.id ?? String(i), image, caption: row.caption ?? '' }] : []
    }),
    meta: toSeoMeta(doc.meta),
    untranslated,
    status: doc._status === 'draft' ? 'draft' : 'published',
    updatedAt: doc.updatedAt,
  }
}
