import type { Locale, PressRelease as PressReleaseBody, PressReleaseSummary } from '@jtt/content-api'
import type { PressRelease } from '../../payload-types'
import { lexicalPlainText, truncateWords } from '../lexicalText'
import { populatedDocuments } from './document'
import { populatedMedia, toMedia } from './media'
import { toRichText } from './richText'

/** What a summary is made of (lists select no more). */
export type SummaryDoc = Pick<PressRelease, 'id' | 'title' | 'slug' | 'publishedAt' | 'excerpt' | 'body' | 'image'>

type Slugs = { id: string; en: string }
export type SlugsById = Map<string, Slugs>

/** Length of an excerpt made from the body when the editor wrote none. */
const EXCERPT_LENGTH = 220

const slugsFor = (doc: Pick<PressRelease, 'id' | 'slug'>, slugs: SlugsById): Slugs =>
  slugs.get(String(doc.id)) ?? { id: doc.slug, en: doc.slug }

/** An excerpt made from the body is in the body's language. */
const withDerivedExcerpt = (doc: SummaryDoc, untranslated: string[]) =>
  !doc.excerpt?.trim() && untranslated.includes('body') && !untranslated.includes('excerpt')
    ? [...untranslated, 'excerpt']
    : untranslated

export function toPressReleaseSummary(
  doc: SummaryDoc,
  slugs: SlugsById,
  untranslated: string[] = [],
): PressReleaseSummary {
  return {
    id: String(doc.id),
    title: doc.title,
    slug: doc.slug,
    slugs: slugsFor(doc, slugs),
    publishedAt: doc.publishedAt,
    excerpt: doc.excerpt?.trim() || truncateWords(lexicalPlainText(doc.body), EXCERPT_LENGTH),
    image: populatedMedia(doc.image),
    untranslated: withDerivedExcerpt(doc, untranslated),
  }
}

/** The release in full; `related` are the summaries to show (chosen by the route). */
export function toPressRelease(
  doc: PressRelease,
  locale: Locale,
  slugs: SlugsById,
  related: SummaryDoc[],
  untranslated: Map<string, string[]> = new Map(),
  attachmentsUntranslated: Map<string, string[]> = new Map(),
): PressReleaseBody {
  return {
    ...toPressReleaseSummary(doc, slugs, untranslated.get(String(doc.id))),
    locale,
    body: toRichText(doc.body),
    gallery: (doc.gallery ?? []).flatMap((m) => (typeof m === 'object' && m ? [toMedia(m)] : [])),
    attachments: populatedDocuments(doc.attachments, locale, attachmentsUntranslated),
    related: related.map((r) => toPressReleaseSummary(r, slugs, untranslated.get(String(r.id)))),
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
