import type { Locale, SearchType } from '@jtt/content-api'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { namedTitle, POSTGRES } from './named'
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

type Pool = PostgresAdapter['pool']
type Queryable = Pick<Pool, 'query'>
type Row = Record<string, unknown>

/** PostgreSQL allows 65,535 parameters per statement; rows have 15. */
const ROWS_PER_INSERT = 500
const WORDS_PER_STATEMENT = 1000
/** Nearest vocabulary words by trigram distance, before edit distances pick the typos. */
const TRIGRAM_CANDIDATES = 100
/** Without pg_trgm, words of the right length are compared one by one; this bounds the work. */
const SCAN_CANDIDATES = 50_000

const COLUMNS =
  'source, doc_id, part, locale, lang, type, title, body, summary, target, title_words, body_words, title_stems, body_stems, kind'
const PER_ROW = 15
/**
 * ts_rank's weights of D (body stems), C (body words), B (title stems), A (title words): a title weighs
 * ten times the text, a word's other forms (found through its stem) half the word as written.
 */
const RANK_WEIGHTS = '{0.05, 0.1, 0.5, 1.0}'

async function insertRows(db: Queryable, rows: IndexRow[]) {
  for (const chunk of chunks(rows, ROWS_PER_INSERT)) {
    const values = chunk.map(
      (_, i) => `(${Array.from({ length: PER_ROW }, (_, j) => `$${i * PER_ROW + j + 1}`).join(',')})`,
    )
    await db.query(
      `INSERT INTO search_documents (${COLUMNS}) VALUES ${values.join(',')}`,
      chunk.flatMap((r) => [
        r.source,
        r.docId,
        r.part,
        r.locale,
        r.lang,
        r.type,
        r.title,
        r.body,
        r.summary,
        r.target,
        r.titleWords,
        r.bodyWords,
        r.titleStems,
        r.bodyStems,
        r.kind,
      ]),
    )
  }
}

async function applyVocabulary(db: Queryable, delta: VocabularyDelta) {
  for (const chunk of chunks(delta, WORDS_PER_STATEMENT)) {
    await db.query(
      `INSERT INTO search_terms (locale, word, hits)
       SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::int[])
       ON CONFLICT (locale, word) DO UPDATE SET hits = search_terms.hits + excluded.hits`,
      [chunk.map((d) => d.locale), chunk.map((d) => d.word), chunk.map((d) => d.delta)],
    )
  }
  const shrunk = delta.filter((d) => d.delta < 0)
  for (const chunk of chunks(shrunk, WORDS_PER_STATEMENT)) {
    await db.query(
      `DELETE FROM search_terms t USING unnest($1::varchar[], $2::varchar[]) AS s(locale, word)
       WHERE t.locale = s.locale AND t.word = s.word AND t.hits <= 0`,
      [chunk.map((d) => d.locale), chunk.map((d) => d.word)],
    )
  }
}

/** A group's forms in tsquery syntax: words are folded letters and digits only, so quoting is enough. */
const alternativesOf = (group: MatchGroup): string[] => [
  ...group.exact.map((w) => `'${w}'`),
  ...group.prefix.map((w) => `'${w}':*`),
  ...(group.phrases ?? []).map(
    (phrase) =>
      `(${phrase.map((w, i) => `'${w}'${i === phrase.length - 1 && phraseEndsAsPrefix(phrase) ? ':*' : ''}`).join(' <-> ')})`,
  ),
]

/** The query as a tsquery: every group (AND), any of its forms (OR). */
const tsQuery = (groups: MatchGroup[]): string =>
  groups.map((group) => `(${alternativesOf(group).join(' | ')})`).join(' & ')

/**
 * The query the rank is computed with: every form of every group as alternatives. ts_rank scores an
 * AND by the nearness of its words, a measure that saturates and let a page that only holds a word's
 * stem rank above the page that holds the word as typed; over alternatives it adds up the forms a row
 * holds, each by its weight, so the word as typed (title A, text C) counts on top of its stem (B, D).
 * A synonym's other terms find rows but do not rank them (`ranked`).
 */
const rankQuery = (groups: MatchGroup[]): string =>
  groups.flatMap((group) => alternativesOf(group.ranked ?? group)).join(' | ')

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

/** Runs `work` in one transaction on one connection of the pool. */
async function inTransaction(pool: Pool, work: (db: Queryable) => Promise<void>) {
  const db = await pool.connect()
  try {
    await db.query('BEGIN')
    await work(db)
    await db.query('COMMIT')
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    db.release()
  }
}

/**
 * The index in PostgreSQL, through the adapter's own pool: a generated `tsvector` (title words weight A,
 * title stems B, body words C, body stems D; 'simple' configuration over the folded words) with a GIN index, ranked by `ts_rank`; typo
 * candidates from a pg_trgm GiST index on the vocabulary when the extension could be created (the
 * migration tries), else from a scan of words of similar length.
 */
export function postgresEngine(adapter: PostgresAdapter): SearchEngine {
  const pool = adapter.pool
  const query = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as Row[]
  let trigram: Promise<boolean> | null = null
  const hasTrigramIndex = () =>
    (trigram ??= query(`SELECT 1 FROM pg_indexes WHERE indexname = 'search_terms_word_trgm_idx'`).then(
      (rows) => rows.length > 0,
    ))

  return {
    name: 'postgres',

    async replaceDocument(source, docId, rows) {
      await inTransaction(pool, async (db) => {
        // One writer per document across every CMS instance: the vocabulary counts stay exact.
        await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`search:${source}:${docId}`])
        const before = await db.query(
          'SELECT locale, title_words, body_words, title_stems, body_stems FROM search_documents WHERE source = $1 AND doc_id = $2',
          [source, docId],
        )
        await db.query('DELETE FROM search_documents WHERE source = $1 AND doc_id = $2', [source, docId])
        await insertRows(db, rows)
        await applyVocabulary(db, vocabularyDelta((before.rows as Row[]).map(wordsOf), rows))
      })
    },

    async clear() {
      await query('TRUNCATE search_documents, search_terms')
    },

    async insertMany(rows) {
      await inTransaction(pool, (db) => insertRows(db, rows))
    },

    async rebuildVocabulary() {
      const rows = await query('SELECT locale, title_words, body_words, title_stems, body_stems FROM search_documents')
      await inTransaction(pool, async (db) => {
        await db.query('TRUNCATE search_terms')
        await applyVocabulary(db, vocabularyDelta([], rows.map(wordsOf)))
      })
    },

    async countRows() {
      const [row] = await query('SELECT count(*)::int AS n FROM search_documents')
      return Number(row?.n ?? 0)
    },

    async knownPrefixes(locale, words) {
      if (words.length === 0) return new Set()
      const rows = await query(
        `SELECT w FROM unnest($2::varchar[], $3::varchar[]) AS p(w, upper)
         WHERE EXISTS (SELECT 1 FROM search_terms WHERE locale = $1 AND word >= p.w AND word < p.upper)`,
        [locale, words, words.map(prefixUpperBound)],
      )
      return new Set(rows.map((r) => String(r.w)))
    },

    async similarWords(locale, word, maxEdits) {
      const lengths = [locale, word.length - maxEdits, word.length + maxEdits]
      const rows = (await hasTrigramIndex())
        ? await query(
            `SELECT word, hits FROM search_terms WHERE locale = $1 AND length(word) BETWEEN $2 AND $3
             ORDER BY word <-> $4 LIMIT ${TRIGRAM_CANDIDATES}`,
            [...lengths, word],
          )
        : await query(
            `SELECT word, hits FROM search_terms WHERE locale = $1 AND length(word) BETWEEN $2 AND $3
             LIMIT ${SCAN_CANDIDATES}`,
            lengths,
          )
      return rows.map((r) => ({ word: String(r.word), rows: Number(r.hits) }))
    },

    async facets(match, locale) {
      const rows = await query(
        `SELECT type, count(*)::int AS n FROM search_documents
         WHERE tsv @@ to_tsquery('simple', $1) AND locale = $2 GROUP BY type`,
        [tsQuery(match), locale],
      )
      return rows.map((r) => ({ type: r.type as SearchType, count: Number(r.n) }))
    },

    async search(match, page: SearchPage) {
      // One pass over the matches serves both the counts per type and the ranking: for a common word
      // that pass (thousands of rows) is most of the time, and two statements made it twice. Ranked on
      // ids and titles alone, then the page's rows read in full: sorting every match with its body and
      // summary would read (and detoast) the text of thousands of rows to show ten. One row per
      // target: a menu link and the screen it leads to are one result, the screen's, ranked by the better.
      // The targets are grouped by their bytes: sorting 10,000 of them as text (under the database's
      // collation, COLLATE "C" too) took 280 ms of a 300 ms search on the test machine, as bytes 30 ms.
      // Rows titled as the query names come first (`named`).
      const named = namedTitle(page.names ?? [], POSTGRES, 9)
      const rows = await query(
        `WITH found AS MATERIALIZED (
           SELECT id, type, title, target, CASE WHEN ${named.sql} THEN 1 ELSE 0 END AS named, ts_rank('${RANK_WEIGHTS}', tsv, typed, 1)
             + CASE WHEN every IS NULL THEN 0 ELSE ts_rank('${RANK_WEIGHTS}', tsv, every, 1) / 10 END
             + CASE WHEN tsv @@ phrase THEN ts_rank('${RANK_WEIGHTS}', tsv, phrase, 1) ELSE 0 END AS score
           FROM search_documents, to_tsquery('simple', $1) AS q, to_tsquery('simple', $6) AS typed,
             to_tsquery('simple', $7::text) AS every, to_tsquery('simple', $8::text) AS phrase
           WHERE tsv @@ q AND locale = $2),
         matched AS MATERIALIZED (
           SELECT id, type, title, named, best AS score FROM (
             SELECT id, type, title, max(named) OVER (PARTITION BY target_bytes) AS named,
               max(score) OVER (PARTITION BY target_bytes) AS best,
               row_number() OVER (PARTITION BY target_bytes ORDER BY type = 'menu', score DESC, id) AS nth
             FROM (SELECT *, convert_to(target, 'UTF8') AS target_bytes FROM found) AS by_target) AS per_target
           WHERE nth = 1),
         ranked AS (
           SELECT id, title, named, score FROM matched WHERE $5::varchar IS NULL OR type = $5
           ORDER BY named DESC, score DESC, title, id LIMIT $3 OFFSET $4)
         SELECT NULL AS facet_count, d.source, d.doc_id, d.part, d.lang, d.type, d.title AS title, d.body,
           d.summary, d.target, d.kind, r.named AS named, r.score AS score, r.id AS rank_id
         FROM ranked r JOIN search_documents d ON d.id = r.id
         UNION ALL
         SELECT count(*)::int, NULL, NULL, NULL, NULL, type, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
         FROM matched GROUP BY type
         ORDER BY facet_count NULLS FIRST, named DESC, score DESC, title, rank_id`,
        [
          tsQuery(match),
          page.locale,
          page.limit,
          page.offset,
          page.type ?? null,
          rankQuery(match),
          // Rows found only through a synonym's other terms: ranked among themselves by those.
          match.some((group) => group.ranked) ? rankQuery(match.map(({ ranked: _, ...all }) => all)) : null,
          // The rows holding the query's words as a phrase count them again (ts_rank alone scores an OR
          // of words, blind to their order).
          page.phrase ? page.phrase.map((w) => `'${w}'`).join(' <-> ') : null,
          ...named.args,
        ],
      )
      return pageAndFacets(rows, toFound)
    },

    async getMeta(key) {
      const [row] = await query('SELECT value FROM search_meta WHERE key = $1', [key])
      return row ? String(row.value) : null
    },

    async setMeta(key, value) {
      await query(
        'INSERT INTO search_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
        [key, value],
      )
    },
  }
}
