import type { Locale, SearchType } from '@jtt/content-api'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { allowedEdits } from '../distance'
import { namedTitle, SQLITE } from './named'
import { pageAndFacets } from './page-rows'
import {
  phraseEndsAsPrefix,
  type FoundRow,
  type IndexRow,
  type MatchGroup,
  type SearchEngine,
  type SearchPage,
} from './types'
import { chunks, prefixUpperBound, vocabularyDelta, type VocabularyDelta } from './vocabulary'

type Client = SQLiteAdapter['client']
type InStatement = Parameters<Client['batch']>[0][number]
type Row = Awaited<ReturnType<Client['execute']>>['rows'][number]

/**
 * BM25 weights of the columns title_words, body_words, title_stems, body_stems: a title weighs ten
 * times the text, a word's other forms (found through its stem) half the word as written.
 */
const RANK = 'bm25(search_fts, 10.0, 1.0, 5.0, 0.5)'
/**
 * The index rows the ranking pass reads, through the narrow index of what it needs (migration
 * search_rank_index): thousands of lookups in the table itself walk rows that hold the whole text.
 * Named, as SQLite's planner costs a rowid lookup lower. At 10,000 items: 'tarif' (7,700 matches)
 * 55 ms of CPU instead of 78 (sqlite3, alternated runs).
 */
const RANKING_ROWS = 'search_documents d INDEXED BY search_documents_rank_idx'
/** SQLite allows 32,766 parameters per statement; rows have 15. */
const ROWS_PER_INSERT = 200
const WORDS_PER_STATEMENT = 300
/** Candidates fetched by shared trigrams before edit distances pick the typos. */
const TRIGRAM_CANDIDATES = 200
/** Words this short may share no trigram with the word they are a typo of. */
const SHORT_TRIGRAM_WORD = 5

const COLUMNS =
  'source, doc_id, part, locale, lang, type, title, body, summary, target, title_words, body_words, title_stems, body_stems, kind'
const rowValues = (row: IndexRow) => [
  row.source,
  row.docId,
  row.part,
  row.locale,
  row.lang,
  row.type,
  row.title,
  row.body,
  row.summary,
  row.target,
  row.titleWords,
  row.bodyWords,
  row.titleStems,
  row.bodyStems,
  row.kind,
]

function insertRows(rows: IndexRow[]): InStatement[] {
  return chunks(rows, ROWS_PER_INSERT).map((chunk) => ({
    sql: `INSERT INTO search_documents (${COLUMNS}) VALUES ${chunk.map(() => '(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)').join(',')}`,
    args: chunk.flatMap(rowValues),
  }))
}

function vocabularyStatements(delta: VocabularyDelta): InStatement[] {
  const statements: InStatement[] = chunks(delta, WORDS_PER_STATEMENT).map((chunk) => ({
    sql: `INSERT INTO search_terms (locale, word, hits) VALUES ${chunk.map(() => '(?,?,?)').join(',')}
          ON CONFLICT (locale, word) DO UPDATE SET hits = hits + excluded.hits`,
    args: chunk.flatMap((d) => [d.locale, d.word, d.delta]),
  }))
  const shrunk = delta.filter((d) => d.delta < 0)
  for (const chunk of chunks(shrunk, WORDS_PER_STATEMENT)) {
    statements.push({
      sql: `DELETE FROM search_terms WHERE hits <= 0 AND (locale, word) IN (VALUES ${chunk.map(() => '(?,?)').join(',')})`,
      args: chunk.flatMap((d) => [d.locale, d.word]),
    })
  }
  return statements
}

/*
 * The queries below join with CROSS JOIN: it keeps the full-text match as the outer loop. With a plain
 * JOIN, SQLite may walk every row of the language and run the match once per row (16× slower on
 * 600 rows, far worse on 20,000).
 */

/** A group's forms in FTS5 syntax: words are folded letters and digits only, so quoting is enough. */
const alternativesOf = (group: Omit<MatchGroup, 'ranked'>): string[] => [
  ...group.exact.map((w) => `"${w}"`),
  ...group.prefix.map((w) => `"${w}"*`),
  ...(group.phrases ?? []).map((phrase) => `"${phrase.join(' ')}"${phraseEndsAsPrefix(phrase) ? '*' : ''}`),
]

/** The query in FTS5 syntax: every group (AND), any of its forms (OR). */
const fts5Match = (groups: MatchGroup[]): string =>
  groups.map((group) => `(${alternativesOf(group).join(' OR ')})`).join(' AND ')

/**
 * The expression the rows of a results page are matched and ranked by: the query, and its words as a
 * phrase (`OR`: a row holding the phrase holds every word, so the rows found stay the same, while FTS5's
 * bm25 adds the phrase's weight to the rows that hold it).
 */
const rankedMatch = (groups: MatchGroup[], phrase: string[] | null | undefined): string =>
  phrase ? `(${fts5Match(groups)}) OR "${phrase.join(' ')}"` : fts5Match(groups)

/**
 * The forms a synonym query ranks by (`MatchGroup.ranked`), as alternatives, with the phrase; null
 * without synonyms. bm25 ranks by the expression matched, so these are matched a second time (as the
 * PostgreSQL engine ranks by a second tsquery): a row found through a synonym's other terms alone
 * ranks below the rows that hold the term as typed.
 */
function typedMatch(groups: MatchGroup[], phrase: string[] | null | undefined): string | null {
  if (!groups.some((group) => group.ranked)) return null
  const forms = groups.flatMap((group) => alternativesOf(group.ranked ?? group))
  return [...forms, ...(phrase ? [`"${phrase.join(' ')}"`] : [])].join(' OR ')
}

const wordsOf = (row: Row) => ({
  locale: row.locale as Locale,
  titleWords: String(row.title_words),
  bodyWords: String(row.body_words),
  titleStems: String(row.title_stems),
  bodyStems: String(row.body_stems),
})

const toFound = (row: Row): FoundRow => ({
  source: String(row.source),
  docId: String(row.doc_id),
  part: String(row.part),
  lang: row.lang as Locale,
  type: row.type as SearchType,
  title: String(row.title),
  body: String(row.body),
  summary: String(row.summary),
  target: String(row.target),
  kind: String(row.kind ?? ''),
  score: Number(row.score),
})

/**
 * The index in SQLite, through the adapter's own libsql connection: FTS5 over the folded words
 * (external content, kept in step by triggers), and an FTS5 trigram index over the vocabulary for
 * typo candidates. Tables and triggers come from the committed migration `search_index`. Writes go
 * as one batch, which libsql runs as a single transaction.
 */
export function sqliteEngine(adapter: SQLiteAdapter): SearchEngine {
  const client = adapter.client
  const query = async (sql: string, args: (string | number | null)[] = []) => (await client.execute({ sql, args })).rows

  return {
    name: 'sqlite',

    async replaceDocument(source, docId, rows) {
      const before = await query(
        'SELECT locale, title_words, body_words, title_stems, body_stems FROM search_documents WHERE source = ? AND doc_id = ?',
        [source, docId],
      )
      const delta = vocabularyDelta(before.map(wordsOf), rows)
      await client.batch(
        [
          { sql: 'DELETE FROM search_documents WHERE source = ? AND doc_id = ?', args: [source, docId] },
          ...insertRows(rows),
          ...vocabularyStatements(delta),
        ],
        'write',
      )
    },

    async clear() {
      await client.batch(['DELETE FROM search_documents', 'DELETE FROM search_terms'], 'write')
    },

    async insertMany(rows) {
      await client.batch(insertRows(rows), 'write')
    },

    async rebuildVocabulary() {
      const rows = await query('SELECT locale, title_words, body_words, title_stems, body_stems FROM search_documents')
      const delta = vocabularyDelta([], rows.map(wordsOf))
      await client.batch(['DELETE FROM search_terms', ...vocabularyStatements(delta)], 'write')
    },

    async countRows() {
      const [row] = await query('SELECT count(*) AS n FROM search_documents')
      return Number(row?.n ?? 0)
    },

    async knownPrefixes(locale, words) {
      if (words.length === 0) return new Set()
      const rows = await query(
        words
          .map(
            () => 'SELECT ? AS w WHERE EXISTS (SELECT 1 FROM search_terms WHERE locale = ? AND word >= ? AND word < ?)',
          )
          .join(' UNION ALL '),
        words.flatMap((w) => [w, locale, w, prefixUpperBound(w)]),
      )
      return new Set(rows.map((r) => String(r.w)))
    },

    async similarWords(locale, word, maxEdits) {
      const trigrams = new Set<string>()
      for (let i = 0; i + 3 <= word.length; i++) trigrams.add(word.slice(i, i + 3))
      if (trigrams.size === 0 || allowedEdits(word.length) === 0) return []
      const lengths = [word.length - maxEdits, word.length + maxEdits]
      const rows = await query(
        `SELECT t.word, t.hits FROM search_terms_trigram g JOIN search_terms t ON t.id = g.rowid
         WHERE search_terms_trigram MATCH ? AND t.locale = ? AND length(t.word) BETWEEN ? AND ?
         ORDER BY bm25(search_terms_trigram) LIMIT ${TRIGRAM_CANDIDATES}`,
        [[...trigrams].map((t) => `"${t}"`).join(' OR '), locale, ...lengths],
      )
      // One edit breaks every trigram of a short word ('utma': utm, tma; 'utama': uta, tam, ama), where
      // pg_trgm's padded trigrams (' ut', 'ma ') still meet: words sharing its first two letters too.
      if (word.length <= SHORT_TRIGRAM_WORD) {
        const start = word.slice(0, 2)
        rows.push(
          ...(await query(
            `SELECT word, hits FROM search_terms WHERE locale = ? AND word >= ? AND word < ?
             AND length(word) BETWEEN ? AND ? LIMIT ${TRIGRAM_CANDIDATES}`,
            [locale, start, prefixUpperBound(start), ...lengths],
          )),
        )
      }
      return [...new Map(rows.map((r) => [String(r.word), { word: String(r.word), rows: Number(r.hits) }])).values()]
    },

    async facets(match, locale) {
      const rows = await query(
        `SELECT d.type AS type, count(*) AS n FROM search_fts CROSS JOIN search_documents d ON d.id = search_fts.rowid
         WHERE search_fts MATCH ? AND d.locale = ? GROUP BY d.type`,
        [fts5Match(match), locale],
      )
      return rows.map((r) => ({ type: r.type as SearchType, count: Number(r.n) }))
    },

    async search(match, page: SearchPage) {
      // One pass over the matches for both the counts per type and the ranking (see the PostgreSQL
      // engine); ranked on ids and titles, the page's rows read in full afterwards; one row per target
      // (a menu link and the screen it leads to: the screen's, ranked by the better; only targets found
      // more than once go through the window functions, which sorting every match by target made the
      // costliest step: 'rest area' at 10,000 items, 101 → 83 ms in sqlite3). With synonyms, the
      // rank is the term as typed, and a tenth of every term's (as on PostgreSQL). Rows titled as the
      // query names come first (`named`).
      const typed = typedMatch(match, page.phrase)
      const named = namedTitle(page.names ?? [], SQLITE, typed ? 7 : 6, 'd.title_words')
      const isNamed = `CASE WHEN ${named.sql} THEN 1 ELSE 0 END AS named`
      const scored = typed
        ? `every AS MATERIALIZED (
             SELECT d.id, d.type, d.title, d.target, ${isNamed}, -${RANK} AS score
             FROM search_fts CROSS JOIN ${RANKING_ROWS} ON d.id = search_fts.rowid
             WHERE search_fts MATCH ?1 AND d.locale = ?2),
           typed AS MATERIALIZED (
             SELECT rowid AS id, -${RANK} AS score FROM search_fts WHERE search_fts MATCH ?6),
           found AS MATERIALIZED (
             SELECT f.id, f.type, f.title, f.target, f.named, coalesce(t.score, 0) + f.score / 10 AS score
             FROM every f LEFT JOIN typed t ON t.id = f.id),`
        : `found AS MATERIALIZED (
             SELECT d.id, d.type, d.title, d.target, ${isNamed}, -${RANK} AS score
             FROM search_fts CROSS JOIN ${RANKING_ROWS} ON d.id = search_fts.rowid
             WHERE search_fts MATCH ?1 AND d.locale = ?2),`
      const rows = await query(
        `WITH ${scored}
         shared AS MATERIALIZED (SELECT target FROM found GROUP BY target HAVING count(*) > 1),
         matched AS MATERIALIZED (
           SELECT id, type, title, named, score FROM found WHERE target NOT IN shared
           UNION ALL
           SELECT id, type, title, named, best FROM (
             SELECT id, type, title, max(named) OVER (PARTITION BY target) AS named,
               max(score) OVER (PARTITION BY target) AS best,
               row_number() OVER (PARTITION BY target ORDER BY type = 'menu', score DESC, id) AS nth
             FROM found WHERE target IN shared)
           WHERE nth = 1),
         ranked AS (
           SELECT id, title, named, score FROM matched WHERE ?3 IS NULL OR type = ?3
           ORDER BY named DESC, score DESC, title, id LIMIT ?4 OFFSET ?5)
         SELECT NULL AS facet_count, d.source, d.doc_id, d.part, d.lang, d.type, d.title AS title, d.body,
           d.summary, d.target, d.kind, r.named AS named, r.score AS score, r.id AS rank_id
         FROM ranked r CROSS JOIN search_documents d ON d.id = r.id
         UNION ALL
         SELECT count(*), NULL, NULL, NULL, NULL, type, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
         FROM matched GROUP BY type
         ORDER BY facet_count NULLS FIRST, named DESC, score DESC, title, rank_id`,
        [
          rankedMatch(match, page.phrase),
          page.locale,
          page.type ?? null,
          page.limit,
          page.offset,
          ...(typed ? [typed] : []),
          ...named.args,
        ],
      )
      return pageAndFacets(rows, toFound)
    },

    async getMeta(key) {
      const [row] = await query('SELECT value FROM search_meta WHERE key = ?', [key])
      return row ? String(row.value) : null
    },

    async setMeta(key, value) {
      await query(
        'INSERT INTO search_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
        [key, value],
      )
    },
  }
}
