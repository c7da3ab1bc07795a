import type { Locale, Page as PageBody } from '@jtt/content-api'
import type { Page } from '../../payload-types'
import { toBlocks } from './blocks'
import { toSeoMeta } from './seo'

type Slugs = { id: string; en: string }

/** The stored `layout` is answered as `blocks`; its untranslated paths follow the answer's name. */
const answerPath = (path: string) => path.replace(/^layout(?=\.|$)/, 'blocks')

export function toPage(doc: Page, locale: Locale, slugs: Slugs, untranslated: string[] = []): PageBody {
  return {
    id: String(doc.id),
    locale,
    title: doc.title,
    slug: doc.slug,
    slugs,
    blocks: toBlocks(doc.layout),
    meta: toSeoMeta(doc.meta),
    untranslated: untranslated.map(answerPath),
    status: doc._status === 'draft' ? 'draft' : 'published',
    updatedAt: doc.updatedAt,
  }
}
