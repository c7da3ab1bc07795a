// Search relevance against a judged set (apps/cms/test/search/judged-queries.json): runs each query on
// a CMS's GET /v1/search and scores the answers — nDCG@5, the share of queries whose best item comes
// first, the share that find nothing, and latency. Used by `npm run bench` (bench-relevance.mjs) and
// the integration suite (search-relevance.test.ts), so both measure the same way. The scoring is pure.
import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from './proc.mjs'

const JUDGED_SET = path.join(repoRoot, 'apps', 'cms', 'test', 'search', 'judged-queries.json')
/** Results scored per query (nDCG@5, and the page a visitor reads before giving up). */
export const DEPTH = 5
/** Targets of issue 28. */
export const RELEVANCE_TARGETS = { ndcg: 0.9, zeroResultRate: 0.03 }

/**
 * @typedef {{ query: string, locale: 'id' | 'en', relevant: Record<string, number>, note?: string }} Judged
 *   `relevant`: result keys (see `resultKey`) and their grade — 3 what should come first, 2 as good an
 *   answer, 1 related; any result not named counts 0.
 * @typedef {{ key: string }} Scored
 */

/**
 * A result's stable name, the same on every database and every fresh seed: where it leads — `screen:<id>`
 * (with `#<hash>`), `href:<path>`, or `<type>:<key>` for an item under its slug. Items whose key is a
 * database id (rest areas, CSR posts, traffic advisories) are named by their title instead, as ids
 * differ between runs: `rest-area:Rest Area KM 57A`.
 * @param {{ type: string, title: string, target: { kind: string, screen?: string, hash?: string, href?: string, type?: string, key?: string } }} result
 */
export function resultKey(result) {
  const { target } = result
  if (target.kind === 'screen') return `screen:${target.screen}${target.hash ? `#${target.hash}` : ''}`
  if (target.kind === 'href') return `href:${target.href}`
  return /^\d+$/.test(target.key ?? '') ? `${target.type}:${result.title}` : `${target.type}:${target.key}`
}

/** Discounted cumulative gain of grades in ranked order: Σ (2^g − 1) / log2(rank + 1). */
export function dcg(grades) {
  return grades.reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0)
}

/**
 * nDCG@k of ranked result keys against the judged grades: the gain of what came, over the gain of the
 * best possible order. A destination that comes twice counts once (one result per destination).
 * @param {string[]} keys @param {Record<string, number>} relevant @param {number} [k]
 */
export function ndcg(keys, relevant, k = DEPTH) {
  const seen = new Set()
  const grades = keys.slice(0, k).map((key) => {
    const first = !seen.has(key)
    seen.add(key)
    return first ? (relevant[key] ?? 0) : 0
  })
  const ideal = dcg(
    Object.values(relevant)
      .sort((a, b) => b - a)
      .slice(0, k),
  )
  return ideal === 0 ? 0 : dcg(grades) / ideal
}

/** Whether the first result is one of the best judged items (the highest grade of the query). */
export function bestFirst(keys, relevant) {
  const best = Math.max(0, ...Object.values(relevant))
  return best > 0 && keys.length > 0 && relevant[keys[0]] === best
}

/** The value below which a share `p` of the sorted values lie (nearest rank). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]
}

/**
 * Figures of one set of answered queries.
 * @param {{ judged: Judged, keys: string[], total: number, ms: number }[]} answers
 */
export function summarize(answers) {
  const n = answers.length
  const mean = (values) => (n === 0 ? NaN : values.reduce((a, b) => a + b, 0) / n)
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b)
  return {
    queries: n,
    ndcg: mean(answers.map((a) => ndcg(a.keys, a.judged.relevant))),
    bestFirst: mean(answers.map((a) => (bestFirst(a.keys, a.judged.relevant) ? 1 : 0))),
    zeroResultRate: mean(answers.map((a) => (a.total === 0 ? 1 : 0))),
    p50: percentile(ms, 0.5),
    p95: percentile(ms, 0.95),
  }
}

/** Whether figures meet the targets (latency is the bench's to judge, at 10,000 items). */
export const meetsTargets = (figures) =>
  figures.ndcg >= RELEVANCE_TARGETS.ndcg && figures.zeroResultRate <= RELEVANCE_TARGETS.zeroResultRate

/**
 * The judged set, checked: a malformed entry is named, not scored as a miss.
 * @returns {Judged[]}
 */
export function loadJudgedSet(file = JUDGED_SET) {
  const { queries } = JSON.parse(fs.readFileSync(file, 'utf8'))
  if (!Array.isArray(queries)) throw new Error(`${file}: no "queries" list`)
  const seen = new Set()
  for (const [i, q] of queries.entries()) {
    const where = `${file}: queries[${i}] (${JSON.stringify(q?.query)})`
    if (typeof q?.query !== 'string' || !q.query.trim()) throw new Error(`${where}: no query`)
    if (q.locale !== 'id' && q.locale !== 'en') throw new Error(`${where}: locale must be id or en`)
    const grades = Object.values(q.relevant ?? {})
    if (grades.length === 0 || grades.some((g) => ![1, 2, 3].includes(g)) || !grades.includes(3))
      throw new Error(`${where}: "relevant" needs grades 1–3 and at least one 3`)
    const id = `${q.locale}:${q.query.toLowerCase()}`
    if (seen.has(id)) throw new Error(`${where}: asked twice`)
    seen.add(id)
  }
  return queries
}

/**
 * Asks the search for each judged query, one after the other (latency without queueing), and answers
 * what came back, scored. `apiUrl` ends in /v1.
 * @param {string} apiUrl @param {Judged[]} judged
 */
export async function runJudgedSet(apiUrl, judged) {
  const answers = []
  for (const q of judged) {
    const params = new URLSearchParams({ q: q.query, locale: q.locale, per_page: String(DEPTH) })
    const start = performance.now()
    const res = await fetch(`${apiUrl}/search?${params}`)
    const body = await res.json()
    const ms = performance.now() - start
    if (res.status !== 200) throw new Error(`search ${JSON.stringify(q.query)} answered ${res.status}`)
    answers.push({ judged: q, keys: body.data.map(resultKey), total: body.meta.total, ms })
  }
  return answers
}

/** Figures per language and for all queries. */
export function figuresByLocale(answers) {
  return {
    id: summarize(answers.filter((a) => a.judged.locale === 'id')),
    en: summarize(answers.filter((a) => a.judged.locale === 'en')),
    all: summarize(answers),
  }
}

/** The queries that fell short (best item not first), for a report or a failing test's message. */
export function misses(answers) {
  return answers
    .filter((a) => !bestFirst(a.keys, a.judged.relevant))
    .map(
      (a) =>
        `${a.judged.locale} ${JSON.stringify(a.judged.query)}: nDCG@${DEPTH} ${ndcg(a.keys, a.judged.relevant).toFixed(2)}, got [${a.keys.join(', ')}]`,
    )
}
