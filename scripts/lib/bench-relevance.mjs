// Search relevance, called by `npm run bench` (or on its own after a CMS build:
// `node scripts/run.mjs scripts/lib/bench-relevance.mjs`, or against a running CMS:
// `BENCH_RELEVANCE_API=http://127.0.0.1:3001/v1 node scripts/run.mjs scripts/lib/bench-relevance.mjs`).
// For SQLite and then PostgreSQL: a fresh CMS with the sample content, the judged queries
// (apps/cms/test/search/judged-queries.json) asked once to warm up and once measured; prints nDCG@5,
// best-first share, zero-result rate and p50/p95 per language (scoring: relevance.mjs). The latency
// target is the search section's at 10,000 items (bench-search.mjs); here latency is only reported.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureSystemPackages, systemPackages } from './ensure.mjs'
import { serviceEnv } from './env.mjs'
import { startPostgres } from './postgres.mjs'
import { stopService } from './proc.mjs'
import {
  DEPTH,
  RELEVANCE_TARGETS,
  figuresByLocale,
  loadJudgedSet,
  meetsTargets,
  misses,
  runJudgedSet,
} from './relevance.mjs'
import { migrateAndSeed, startCms } from './services.mjs'

const CMS_PORT = Number(process.env.BENCH_RELEVANCE_PORT ?? 3408)
const PG_PORT = Number(process.env.BENCH_RELEVANCE_PG_PORT ?? 54397)

const pct = (share) => `${(share * 100).toFixed(1)} %`
const ms = (n) => `${n.toFixed(1)} ms`

/** The judged set against one CMS: its figures per language, and the queries whose best item was not first. */
async function measureRelevance(apiUrl) {
  const judged = loadJudgedSet()
  await runJudgedSet(apiUrl, judged) // warm up: first queries read the index and the synonyms cold
  const answers = await runJudgedSet(apiUrl, judged)
  return { figures: figuresByLocale(answers), misses: misses(answers) }
}

const TARGET = `nDCG@${DEPTH} ≥ ${RELEVANCE_TARGETS.ndcg}, zero results ≤ ${pct(RELEVANCE_TARGETS.zeroResultRate)}`

/**
 * Table rows of one database's figures (bench.mjs's `row`: name, value, target, ok), one per language
 * and one for both; a database that could not be measured is one failed row.
 */
export function relevanceRows({ db, figures, error }) {
  if (!figures) return [{ name: db, value: `not measured: ${error}`, target: TARGET, ok: false }]
  return ['id', 'en', 'all'].map((locale) => {
    const f = figures[locale]
    return {
      name: `${db}, ${locale === 'all' ? 'both languages' : locale} (${f.queries} queries)`,
      value:
        `nDCG@${DEPTH} ${f.ndcg.toFixed(3)}, best first ${pct(f.bestFirst)}, zero results ${pct(f.zeroResultRate)}, ` +
        `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}`,
      target: TARGET,
      ok: meetsTargets(f),
    }
  })
}

function print(result) {
  for (const r of relevanceRows(result)) console.log(`${r.ok ? '✓' : '✗'} Relevance ${r.name}: ${r.value}`)
  for (const miss of result.misses) console.log(`    not first: ${miss}`)
}

/** One database: a fresh CMS with the sample content, measured. */
async function benchOne(db) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `jtt-bench-relevance-${db}-`))
  const pg = db === 'postgres' ? await startPostgres({ port: PG_PORT, database: 'jtt_relevance' }) : null
  const env = serviceEnv({
    CMS_PORT: String(CMS_PORT),
    CMS_DATA_DIR: dataDir,
    CMS_PUBLIC_URL: `http://127.0.0.1:${CMS_PORT}`,
    DATABASE_URL: pg?.url ?? '',
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    REVALIDATE_SECRET: '',
  })
  let cms
  try {
    await migrateAndSeed(env)
    cms = await startCms(env, { quiet: true, host: '127.0.0.1' })
    const result = { db, ...(await measureRelevance(`http://127.0.0.1:${CMS_PORT}/v1`)) }
    print(result)
    return result
  } finally {
    await stopService(cms)
    await pg?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The relevance section on both databases: one result per database (PostgreSQL skipped when missing). */
export async function benchRelevance() {
  console.log(`\nSearch relevance: ${loadJudgedSet().length} judged queries per database\n`)
  const results = [await benchOne('sqlite')]
  if ((await ensureSystemPackages([systemPackages.postgresql])).length) {
    results.push({ db: 'postgres', error: 'PostgreSQL is not installed (Debian: apt-get install postgresql)' })
    print(results[1])
  } else results.push(await benchOne('postgres'))
  return results
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const api = process.env.BENCH_RELEVANCE_API
  const results = api ? [{ db: api, ...(await measureRelevance(api)) }] : await benchRelevance()
  if (api) print(results[0])
  process.exit(results.every((r) => relevanceRows(r).every((row) => row.ok)) ? 0 : 1)
}
