// Site search benchmark, called by `npm run bench` (or on its own: `node scripts/lib/bench-search.mjs`
// after a build). For SQLite and then PostgreSQL: a fresh CMS, migrated and seeded, grown to
// BENCH_SEARCH_ITEMS (10,000) pages by the bench-only seed (dist/bench-seed.mjs), then a realistic
// query set — common and rare words, phrases, prefixes as typed, typos, both languages — run against
// GET /v1/search for BENCH_SEARCH_SECONDS (30) with a few concurrent clients; prints p50/p95, the
// slowest queries, and checks targets.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { median } from './bench-histogram.mjs'
import { bundlePath } from './bundle.mjs'
import { ensureSystemPackages, systemPackages } from './ensure.mjs'
import { serviceEnv } from './env.mjs'
import { startPostgres } from './postgres.mjs'
import { repoRoot, run, stopService } from './proc.mjs'
import { migrateAndSeed, startCms } from './services.mjs'

const ITEMS = Number(process.env.BENCH_SEARCH_ITEMS ?? 10_000)
/** Long enough for a steady p95 (10 s windows of the same code ranged from 236 to 300 ms). */
const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 30)
/** A handful of visitors searching at once (suggestions make several requests per visitor). */
const CONCURRENCY = Number(process.env.BENCH_SEARCH_CONCURRENCY ?? 4)
const CMS_PORT = Number(process.env.BENCH_SEARCH_PORT ?? 3402)
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54398)
/** Targets on the 2-core machine, per database: p95 of one search request, in ms. */
const TARGET_P95_MS = Number(process.env.BENCH_SEARCH_P95_MS ?? 250)

/** What visitors type: full words, several words, prefixes while typing, typos, the other language. */
const QUERIES = [
  ['id', 'tarif'],
  ['id', 'tarif tol semarang'],
  ['id', 'rest area'],
  ['id', 'rest area km 57'],
  ['id', 'gerbang tol'],
  ['id', 'mudik lebaran'],
  ['id', 'pemeliharaan jalan solo'],
  ['id', 'kartu uang elektronik'],
  ['id', 'beasiswa'],
  ['id', 'laporan keuangan'],
  ['id', 'kendaraan listrik'],
  ['id', 'ke'],
  ['id', 'kert'],
  ['id', 'tarifnya'],
  ['id', 'semarnag'],
  ['id', 'pemelihraan'],
  ['id', 'golongan iv'],
  ['id', 'jasamarga transjawa'],
  ['en', 'toll tariff'],
  ['en', 'rest area services'],
  ['en', 'charging'],
  ['en', 'homecoming'],
  ['en', 'financial report'],
  ['en', 'maintenance surabaya'],
  ['en', 'scholarhsip'],
  ['en', 'cashless payment'],
  ['en', 'tra'],
  ['en', 'annual report dividend'],
]

/** Linux counts CPU time in clock ticks, 100 a second (getconf CLK_TCK). */
const CLOCK_TICKS = 100

/** CPU seconds a process has used so far (user and system), from /proc. */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
}

/**
 * Waits until the CMS is idle (under 5 % of a core over 2 s, at most 60 s): after a start it checks the
 * search index, the items that miss English and its job queue in the background, several seconds of
 * CPU that fell inside the measured window and moved its p95 by 60 ms from run to run.
 */
async function settled(pid) {
  const until = Date.now() + 60_000
  while (Date.now() < until) {
    const before = cpuSeconds(pid)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    if (cpuSeconds(pid) - before < 0.1) return
  }
}

async function measure(base) {
  const latencies = []
  /** Each query's latencies: the slowest queries set the p95, and the report names them. */
  const perQuery = QUERIES.map(() => [])
  let errors = 0
  let next = 0
  const end = Date.now() + SECONDS * 1000
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const index = next++ % QUERIES.length
        const [locale, q] = QUERIES[index]
        const start = performance.now()
        try {
          const res = await fetch(`${base}/search?${new URLSearchParams({ q, locale, per_page: '10' })}`)
          await res.arrayBuffer()
          if (res.status !== 200) errors++
        } catch {
          errors++
        }
        const ms = performance.now() - start
        latencies.push(ms)
        perQuery[index].push(ms)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0
  const slowest = perQuery
    .map((list, i) => ({ query: `${QUERIES[i][0]}:${QUERIES[i][1]}`, median: median(list) }))
    .sort((a, b) => b.median - a.median)
    .slice(0, 4)
  return { requests: latencies.length, p50: pct(0.5), p95: pct(0.95), errors, slowest }
}

/** One database: fresh CMS, grown to ITEMS pages, measured. Answers the numbers and whether the target is met. */
async function benchOne(db) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `jtt-bench-search-${db}-`))
  const pg = db === 'postgres' ? await startPostgres({ port: PG_PORT, database: 'jtt_bench' }) : null
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
    const seeding = Date.now()
    await run(process.execPath, [bundlePath('cms', 'bench-seed')], {
      cwd: path.join(repoRoot, 'apps', 'cms'),
      env: { ...env, NODE_OPTIONS: '--no-deprecation', BENCH_ITEMS: String(ITEMS) },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    const seededIn = Math.round((Date.now() - seeding) / 1000)
    cms = await startCms(env, { quiet: true, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${CMS_PORT}/v1`
    await settled(cms.pid)
    for (const [locale, q] of QUERIES) await fetch(`${base}/search?${new URLSearchParams({ q, locale })}`) // warm up
    const r = await measure(base)
    const ok = r.p95 <= TARGET_P95_MS && r.errors === 0
    console.log(
      `${ok ? '✓' : '✗'} Search on ${db.padEnd(8)} ${ITEMS} items (seeded in ${seededIn} s), ${QUERIES.length} queries, ` +
        `${CONCURRENCY} clients: ${(r.requests / SECONDS).toFixed(0)} req/s  p50 ${r.p50.toFixed(1)} ms  ` +
        `p95 ${r.p95.toFixed(1)} ms  errors ${r.errors}  (target p95 ≤ ${TARGET_P95_MS} ms)`,
    )
    console.log(
      `  slowest queries (median): ${r.slowest.map((s) => `"${s.query}" ${s.median.toFixed(0)} ms`).join(', ')}`,
    )
    return { db, items: ITEMS, rps: Math.round(r.requests / SECONDS), p50: r.p50, p95: r.p95, errors: r.errors, ok }
  } finally {
    await stopService(cms)
    await pg?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export const SEARCH_TARGET_P95_MS = TARGET_P95_MS

/** Runs the search benchmark on both databases; answers one result per database. */
export async function benchSearch() {
  console.log(`\nSite search: ${ITEMS} items, ${SECONDS}s per database\n`)
  const results = [await benchOne('sqlite')]
  if ((await ensureSystemPackages([systemPackages.postgresql])).length) {
    console.log('✗ Search on postgres: PostgreSQL is not installed (Debian: apt-get install postgresql)')
    results.push({ db: 'postgres', items: ITEMS, rps: 0, p50: NaN, p95: NaN, errors: 1, ok: false })
  } else results.push(await benchOne('postgres'))
  return results
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await benchSearch()).every((r) => r.ok) ? 0 : 1)
