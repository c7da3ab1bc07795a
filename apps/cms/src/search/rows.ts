import { LOCALES, searchTargetSchema, type Locale } from '@jtt/content-api'
import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'
import type { IndexRow } from './engine'
import type { RegisteredSource } from './registry'
import type { SearchEntry } from './source'
import { stemWords } from './stem'
import { indexedWords, joinText, tidyText } from './text'
import { pagesById, type PageQuery } from '../lib/pagesById'

type Doc = { id: string | number }
/**
 * A document as read in each language: `id`, `en` (falling back to Indonesian), and `en:own` (the
 * same without fallback, which tells whether English text exists at all).
 */
export type DocsByLocale = Partial<Record<Locale | `${Locale}:own`, unknown>>

type Read = { key: keyof DocsByLocale; locale: Locale; fallback: boolean }
/** Non-default languages are also read without fallback. */
const reads: Read[] = LOCALES.flatMap((locale): Read[] =>
  locale === 'id'
    ? [{ key: locale, locale, fallback: false }]
    : [
        { key: locale, locale, fallback: true },
        { key: `${locale}:own`, locale, fallback: false },
      ],
)

const split = (words: string) => words.split(' ').filter(Boolean)

/**
 * What the engines index of a row's title and text: their words, and the stems beside them. Keywords
 * join the title's stems, which weigh between the title and the text: beside the title words they would
 * lengthen the title, and a long title weighs less ('Rest Area KM 57A' would lose to a press release
 * for 'rest area').
 */
function wordsAndStems(title: string, text: string, keywords: string) {
  const titleWords = indexedWords(title)
  const bodyWords = indexedWords(text)
  const keywordWords = indexedWords(keywords)
  const titleStems = [
    ...new Set([...split(stemWords(titleWords)), ...split(keywordWords), ...split(stemWords(keywordWords))]),
  ]
  return { titleWords, bodyWords, titleStems: titleStems.join(' '), bodyStems: stemWords(bodyWords) }
}

const asList = (value: SearchEntry | SearchEntry[] | null): SearchEntry[] =>
  value === null ? [] : Array.isArray(value) ? value : [value]

/** The rows of one document: every entry `extract` answers, in every language. */
export function rowsOf(registered: RegisteredSource, docId: string, docs: DocsByLocale): IndexRow[] {
  const entriesOf = (doc: unknown, locale: Locale) =>
    doc ? asList(registered.spec.extract(doc, locale)).filter((entry) => entry.title?.trim()) : []
  /** Parts with a title of their own in the language (an extractor may trip over missing fields). */
  const ownParts = (locale: Locale) => {
    try {
      return new Set(entriesOf(docs[`${locale}:own`], locale).map((entry) => entry.part ?? ''))
    } catch {
      return new Set<string>()
    }
  }
  const rows: IndexRow[] = []
  for (const locale of LOCALES) {
    const own = locale === 'id' ? null : ownParts(locale)
    for (const entry of entriesOf(docs[locale], locale)) {
      const part = entry.part ?? ''
      // Read with fallback, an entry without a title of its own in this language shows Indonesian text.
      const untranslated = own !== null && !own.has(part)
      const title = tidyText(entry.title).replace(/\n/g, ' ')
      const body = tidyText(entry.body ?? '')
      const summary = tidyText(entry.summary ?? '')
      rows.push({
        source: registered.source,
        docId,
        part,
        locale,
        lang: untranslated ? 'id' : locale,
        type: entry.type ?? registered.spec.type,
        title,
        body,
        summary,
        target: JSON.stringify(searchTargetSchema.parse(entry.target)),
        kind: entry.kind ?? '',
        ...wordsAndStems(title, joinText(body, summary), entry.keywords ?? ''),
      })
    }
  }
  return rows
}

/**
 * Reads what visitors see of one document in every language: published only (the public access
 * rules, no user), English falling back to Indonesian. Missing or unpublished: no rows.
 */
export async function readPublished(payload: Payload, registered: RegisteredSource, id: string): Promise<DocsByLocale> {
  const docs: DocsByLocale = {}
  for (const { key, locale, fallback } of reads) {
    const common = {
      locale,
      fallbackLocale: fallback ? ('id' as const) : (false as const),
      draft: false,
      overrideAccess: false,
      depth: registered.spec.depth ?? 0,
    }
    if (registered.kind === 'global') {
      docs[key] = await payload.findGlobal({ slug: registered.slug as GlobalSlug, ...common })
    } else {
      const found = await payload.find({
        collection: registered.slug as CollectionSlug,
        where: { id: { equals: id } },
        limit: 1,
        pagination: false,
        ...common,
      })
      docs[key] = found.docs[0]
    }
  }
  return docs
}

/** Every published document of a collection, page by page (by id: pagesById), in every language (for a rebuild). */
export async function* allPublished(
  payload: Payload,
  registered: RegisteredSource & { kind: 'collection' },
  pageSize = 200,
): AsyncGenerator<{ id: string; docs: DocsByLocale }[]> {
  const read = ({ locale, fallback }: Read, query: { where: Where } & Partial<PageQuery>) =>
    payload
      .find({
        collection: registered.slug as CollectionSlug,
        locale,
        fallbackLocale: fallback ? 'id' : false,
        draft: false,
        overrideAccess: false,
        depth: registered.spec.depth ?? 0,
        sort: 'id',
        pagination: false,
        ...query,
      })
      .then((result) => result.docs as Doc[])
  const [first, ...others] = reads
  // The first language picks the page's documents; the others read the same ones.
  for await (const page of pagesById((query) => read(first!, query), { pageSize })) {
    const byId = new Map<string, DocsByLocale>(page.map((doc) => [String(doc.id), { [first!.key]: doc }]))
    const ids = page.map((doc) => doc.id)
    for (const other of others) {
      for (const doc of await read(other, { where: { id: { in: ids } }, limit: pageSize })) {
        const id = String(doc.id)
        byId.set(id, { ...byId.get(id), [other.key]: doc })
      }
    }
    yield [...byId].map(([id, docs]) => ({ id, docs }))
  }
}
