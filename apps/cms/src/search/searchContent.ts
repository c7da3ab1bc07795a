import {
  DOCUMENT_TYPES,
  paginationMeta,
  searchTargetSchema,
  type DocumentType,
  type Locale,
  type SearchBody,
  type SearchResult,
  type SearchType,
} from '@jtt/content-api'
import type { Payload } from 'payload'
import { searchEngine, type FoundRow, type MatchGroup, type SearchEngine } from './engine'
import { planQuery } from './plan'
import { markAll, matcherOf, snippetOf, type WordMatcher } from './snippet'
import { synonymsOf } from './synonymSource'
import type { SynonymTable } from './synonyms'

export type SearchParams = { text: string; locale: Locale; type?: SearchType; page: number; perPage: number }

/** At most this many "fewer words" suggestions are offered when nothing was found. */
const MAX_DROP_SUGGESTIONS = 3

const isDocumentType = (kind: string): kind is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(kind)

const toResult = (row: FoundRow, matcher: WordMatcher): SearchResult => ({
  type: row.type,
  id: row.part || row.docId,
  title: row.title,
  lang: row.lang,
  target: searchTargetSchema.parse(JSON.parse(row.target)),
  ...(isDocumentType(row.kind) ? { kind: row.kind } : {}),
  highlight: { title: markAll(row.title, matcher), snippet: snippetOf(row.body, row.summary, matcher) },
})

const totalOf = (facets: { count: number }[]) => facets.reduce((sum, f) => sum + f.count, 0)

/** Queries with one word left out that would find something (for a search that found nothing). */
async function fewerWords(engine: SearchEngine, words: string[], groups: MatchGroup[], locale: Locale) {
  const suggestions: string[] = []
  for (let i = 0; i < groups.length && suggestions.length < MAX_DROP_SUGGESTIONS; i++) {
    const rest = groups.filter((_, j) => j !== i)
    if (totalOf(await engine.facets(rest, locale)) > 0) suggestions.push(words.filter((_, j) => j !== i).join(' '))
  }
  return suggestions
}

/** Whether a query (a suggested correction) finds anything: a suggestion that finds nothing misleads. */
async function findsAnything(engine: SearchEngine, text: string, locale: Locale, synonyms: SynonymTable) {
  const plan = await planQuery(engine, text, locale, synonyms)
  return plan !== null && totalOf(await engine.facets(plan.groups, locale)) > 0
}

/**
 * Site search in one language: ranked results of one page with highlights, counts per type for
 * the whole query, and suggestions (the spelling corrected; fewer words when nothing was found).
 */
export async function searchContent(payload: Payload, params: SearchParams): Promise<SearchBody> {
  const { text, locale, type, page, perPage } = params
  const engine = searchEngine(payload)
  const synonyms = await synonymsOf(payload, locale)
  const plan = await planQuery(engine, text, locale, synonyms)
  if (!plan)
    return { data: [], meta: { ...paginationMeta(page, perPage, 0), query: text, facets: [], suggestions: [] } }

  const found = await engine.search(plan.groups, {
    locale,
    type,
    limit: perPage,
    offset: (page - 1) * perPage,
    phrase: plan.phrase,
    names: plan.names,
  })
  const facets = found.facets.sort((a, b) => b.count - a.count || (a.type < b.type ? -1 : 1))
  const total = type ? (facets.find((f) => f.type === type)?.count ?? 0) : totalOf(facets)
  const matcher = matcherOf(plan.groups)

  const suggestions =
    plan.corrected && (await findsAnything(engine, plan.corrected, locale, synonyms)) ? [plan.corrected] : []
  if (totalOf(facets) === 0 && plan.groups.length > 1) {
    suggestions.push(...(await fewerWords(engine, plan.words, plan.groups, locale)))
  }
  return {
    data: found.rows.map((row) => toResult(row, matcher)),
    meta: { ...paginationMeta(page, perPage, total), query: text, facets, suggestions },
  }
}
