// `npm run bench`: the built stack on loopback — a fresh SQLite CMS, the web site and Debian's nginx in
// front (deploy/nginx) — measured in one run, printed as one table and written to
// bench/results/latest.json and latest.md (see bench/README.md for each measure and its target).
// BENCH_SECONDS (10) per wrk run, BENCH_RUNS (3) runs per measure (the median is reported),
// BENCH_MIXED_SECONDS (30) per mixed load, BENCH_LH_RUNS (5) Lighthouse runs per page,
// BENCH_PORT_BASE (3400) moves every port.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sitePath } from '../packages/content-api/src/routes.ts'
import { artifactRoot, folderBytes } from './lib/artifact.mjs'
import { APPS, buildApp } from './lib/build.mjs'
import { advisoryRows, advisoryToLive } from './lib/bench-advisory.mjs'
import { backupRows } from './lib/bench-backup.mjs'
import { firstLoadRows } from './lib/bench-first-load-rows.mjs'
import { fetchTrusting, lighthousePages } from './lib/bench-lighthouse.mjs'
import { mixedLoad } from './lib/bench-mixed.mjs'
import { mixedRows, mixedTargets } from './lib/bench-mixed-report.mjs'
import { mixedPageTypes } from './lib/bench-pages.mjs'
import { publishToVisible } from './lib/bench-publish.mjs'
import { machine, writeReport } from './lib/bench-report.mjs'
import { benchRelevance, relevanceRows } from './lib/bench-relevance.mjs'
import { benchSearch, SEARCH_TARGET_P95_MS } from './lib/bench-search.mjs'
import { wrk } from './lib/bench-wrk.mjs'
import { startEdge } from './lib/edge.mjs'
import { serviceEnv } from './lib/env.mjs'
import { ensureDependencies, ensureSystemPackages, systemPackages } from './lib/ensure.mjs'
import { stopService } from './lib/proc.mjs'
import { migrateAndSeed, startCms, startWeb } from './lib/services.mjs'

const settings = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  runs: Number(process.env.BENCH_RUNS ?? 3),
  mixedSeconds: Number(process.env.BENCH_MIXED_SECONDS ?? 30),
  lighthouseRuns: Number(process.env.BENCH_LH_RUNS ?? 5),
  connections: 50,
  publishRounds: 5,
  advisoryRounds: 3,
}
const base = Number(process.env.BENCH_PORT_BASE ?? 3400)
const ports = {
  web: base,
  cms: base + 1,
  edge: base + 3,
  ceiling: base + 4,
  chrome: base + 5,
  floor: base + 6,
  edgeTls: base + 9,
}
process.env.BENCH_SEARCH_PORT ??= String(base + 2)
process.env.BENCH_RELEVANCE_PORT ??= String(base + 8)
const admin = { email: 'bench@example.com', password: `Bench!${crypto.randomBytes(8).toString('hex')}A1` }

await ensureDependencies()
const missing = await ensureSystemPackages([systemPackages.wrk, systemPackages.chromium])
if (missing.length) throw new Error(`The bench needs Debian packages: ${missing.join(', ')}`)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-bench-'))
const ceilingDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-bench-ceiling-'))
fs.chmodSync(ceilingDir, 0o755)
const edgeUrl = `http://127.0.0.1:${ports.edge}`
/** The site as visitors reach it in production: HTTPS and HTTP/2 from the same nginx (plain HTTP only redirects there). */
const visitorUrl = `https://127.0.0.1:${ports.edgeTls}`
const env = serviceEnv({
  CMS_PORT: String(ports.cms),
  WEB_PORT: String(ports.web),
  CMS_DATA_DIR: dataDir,
  CMS_PUBLIC_URL: `http://127.0.0.1:${ports.cms}`,
  WEB_PUBLIC_URL: `http://127.0.0.1:${ports.web}`,
  CONTENT_API_URL: `http://127.0.0.1:${ports.cms}/v1`,
  SITE_URL: edgeUrl,
  DATABASE_URL: '',
  PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
  REVALIDATE_SECRET: crypto.randomBytes(32).toString('hex'),
  CMS_ADMIN_EMAIL: admin.email,
  CMS_ADMIN_PASSWORD: admin.password,
})
for (const app of APPS) await buildApp(app, env)
const rows = []
const notes = []
const row = (section, name, value, target = '', ok = null) => rows.push({ section, name, value, target, ok })
// What each image copies (its production artifact, scripts/lib/artifact.mjs), as bytes on disk.
const ARTIFACT_TARGET_MB = { web: 150, cms: 300 }
for (const app of APPS) {
  const mb = folderBytes(artifactRoot(app)) / 1e6
  const target = ARTIFACT_TARGET_MB[app]
  row('artifacts', `${app} (apps/${app}/.next/standalone)`, `${mb.toFixed(1)} MB`, `≤ ${target} MB`, mb <= target)
}
await migrateAndSeed(env)
const cms = await startCms(env, { quiet: true, host: '127.0.0.1' })
const web = await startWeb(env, { quiet: true })
// The ceiling: the same nginx serving the page's HTML as a static file, writing the same access log as
// the edge (a JSON line per request, in 64 KB batches), so the ratio measures the proxy and its cache,
// not the log both would write in production.
const ceilingLog = path.join(ceilingDir, 'access.log')
const ceiling = `server { listen 127.0.0.1:${ports.ceiling}; root ${ceilingDir}; access_log ${ceilingLog} jtt_json buffer=64k flush=1s; location / { default_type text/html; try_files /page.html =404; } }`
const edge = await startEdge({
  webPort: ports.web,
  port: ports.edge,
  tlsPort: ports.edgeTls,
  extraServers: [ceiling],
  quiet: true,
})

const ms = (n) => `${n.toFixed(1)} ms`
try {
  const api = env.CONTENT_API_URL
  const release = (await (await fetch(`${api}/press-releases?locale=id`)).json()).data[0]
  // Lighthouse loads them as a visitor's browser does: over HTTPS and HTTP/2 (visitorUrl), each first
  // rendered into the edge's cache (whose key includes the scheme) by one request.
  const pages = [
    { name: 'home', url: `${visitorUrl}${sitePath('home', 'id')}` },
    { name: 'CMS page', url: `${visitorUrl}${sitePath('cms-page', 'id', { dynamicPage: 'kebijakan-privasi' })}` },
    { name: 'press release', url: `${visitorUrl}${sitePath('press-release', 'id', { slug: release.slug })}` },
    { name: 'rest-area list', url: `${visitorUrl}${sitePath('rest-areas', 'id')}` },
    { name: 'contact', url: `${visitorUrl}${sitePath('contact', 'id')}` },
    { name: 'search results', url: `${visitorUrl}${sitePath('search-results', 'id')}?q=tarif` },
  ]
  for (const p of pages) await fetchTrusting(p.url, edge.ca).catch(() => {})

  // Throughput: one cached page through the edge, from the app alone, and as nginx's static file.
  const page = '/id/kebijakan-privasi'
  const html = await (await fetch(`${edgeUrl}${page}`)).text()
  fs.writeFileSync(path.join(ceilingDir, 'page.html'), html, { mode: 0o644 })
  const load = (url) => wrk(url, { seconds: settings.seconds, connections: settings.connections, runs: settings.runs })
  const edgeRun = await load(`${edgeUrl}${page}`)
  const appRun = await load(`http://127.0.0.1:${ports.web}${page}`)
  const staticRun = await load(`http://127.0.0.1:${ports.ceiling}/`)
  /** req/s and latency of a wrk measure, single-page or mixed, as every row shows them. */
  const loadFigures = (r) =>
    `${Math.round(r.rps)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}${r.errors ? `, ${r.errors} errors` : ''}`
  const eachRun = (r) =>
    ` (medians of ${r.runs.length} runs: ${r.runs.map((run) => `${run.rps} req/s p99 ${ms(run.p99)}`).join('; ')})`
  const wrkRow = (name, r, target, ok) => row('throughput', name, loadFigures(r) + eachRun(r), target, ok)
  wrkRow('nginx static file (ceiling)', staticRun, '', null)
  const edgeRatio = edgeRun.rps / staticRun.rps
  wrkRow(
    'edge-cached page',
    edgeRun,
    '≥ 50 % of ceiling, p99 ≤ 20 ms',
    edgeRatio >= 0.5 && edgeRun.p99 <= 20 && !edgeRun.errors,
  )
  wrkRow('next start alone (cached page)', appRun, '≥ 1,000 req/s', appRun.rps >= 1000 && !appRun.errors)
  notes.push(
    '“next start alone” is the web app as it runs in production (`node dist/server.mjs`): Next.js behind its front (@jtt/server), which keeps whole shareable pages until the next published change (or their s-maxage, 60 s at most); each first request after a change is rendered by Next.js. The Content API calls are answered the same way by the CMS’s front.',
  )
  row('throughput', 'edge ÷ ceiling', `${(edgeRatio * 100).toFixed(0)} %`, '≥ 50 %', edgeRatio >= 0.5)
  row('throughput', 'next start ÷ ceiling', `${((appRun.rps / staticRun.rps) * 100).toFixed(0)} %`)
  row('throughput', 'edge ÷ next start', `${(edgeRun.rps / appRun.rps).toFixed(1)} ×`)

  // What visitors do: every page type in both languages, with query strings, analytics cookies and
  // Brotli, all at once (scripts/lib/bench-mixed.mjs); from the app alone, then through the edge.
  const mixedTypes = await mixedPageTypes(api)
  const mixedOptions = { seconds: settings.mixedSeconds, connections: settings.connections }
  const appMixed = await mixedLoad(`http://127.0.0.1:${ports.web}`, mixedTypes, mixedOptions)
  const appOut = mixedRows('mixed, app alone', appMixed, mixedTargets.app)
  rows.push(...appOut.rows)
  notes.push(...appOut.notes)
  // The mixed load's ceiling: the static file under the same load — the same wrk processes and
  // connections, each request answered with the file — since 19 wrk processes on 2 cores cost more than
  // the one of the single-page ceiling above, and that cost is the load generator's, not the edge's.
  const ceilingMixed = await mixedLoad(`http://127.0.0.1:${ports.ceiling}`, mixedTypes, mixedOptions)
  row('mixed, edge', 'nginx static file under the same mixed load (ceiling)', loadFigures(ceilingMixed.overall))
  const edgeMixed = await mixedLoad(edgeUrl, mixedTypes, mixedOptions)
  const edgeOut = mixedRows('mixed, edge', edgeMixed, mixedTargets.edge(ceilingMixed.overall.rps))
  rows.push(...edgeOut.rows)
  notes.push(...edgeOut.notes)
  const ratio = edgeMixed.overall.rps / ceilingMixed.overall.rps
  row('mixed, edge', 'mixed edge ÷ mixed ceiling', `${(ratio * 100).toFixed(0)} %`, '≥ 50 %', ratio >= 0.5)
  row(
    'mixed, edge',
    'mixed edge ÷ single-page ceiling',
    `${((edgeMixed.overall.rps / staticRun.rps) * 100).toFixed(0)} %`,
  )

  const footer = await load(`${api}/components?filter[slug]=footer-email&locale=id`)
  row(
    'content API',
    'footer call (components)',
    loadFigures(footer) + eachRun(footer),
    'p99 ≤ 15 ms',
    footer.p99 <= 15 && !footer.errors,
  )
  const list = await load(`${api}/press-releases?locale=id`)
  row('content API', 'list call (press releases)', loadFigures(list) + eachRun(list))

  // What each page type ships (every type, `npm run bench:js` lists the files) beyond the framework's
  // floor (bench/floor-app), and how Lighthouse (mobile) sees the main ones.
  rows.push(...(await firstLoadRows(edgeUrl, api, ports.floor)))
  notes.push(
    'First-load JS counts the scripts a modern browser loads: Next’s `nomodule` polyfills (≈ 38 KB gz) are downloaded only by browsers without ES modules, none of which the site supports.',
  )
  const audits = await lighthousePages(pages, { runs: settings.lighthouseRuns, port: ports.chrome, trust: edge.cert })
  for (const a of audits) {
    if (a.error) {
      row(
        'lighthouse',
        a.name,
        `failed: ${a.error}`,
        'perf ≥ 95, others 100, LCP ≤ 2 s, TBT ≤ 150 ms, CLS ≤ 0.02',
        false,
      )
      continue
    }
    const s = a.scores
    const ok =
      s.performance >= 95 &&
      s.accessibility === 100 &&
      s['best-practices'] === 100 &&
      (s.seo === 100 || a.name === 'search results') &&
      a.cls <= 0.02 &&
      a.lcpMs <= 2000 &&
      a.tbtMs <= 150
    row(
      'lighthouse',
      a.name,
      `perf ${s.performance} (runs ${a.performanceRuns.join('/')}), a11y ${s.accessibility}, bp ${s['best-practices']}, seo ${s.seo}; LCP ${a.lcpMs} ms (runs ${a.lcpRuns.join('/')}), TBT ${a.tbtMs} ms, CLS ${a.cls}, ${a.totalKb} KB`,
      'perf ≥ 95, others 100, LCP ≤ 2 s, TBT ≤ 150 ms, CLS ≤ 0.02',
      ok,
    )
    if (a.failed.length) notes.push(`Lighthouse ${a.name}: audits below 0.9: ${a.failed.join(', ')}`)
    if (a.problems.length) notes.push(`Lighthouse ${a.name}: reported ${[...new Set(a.problems)].join('; ')}`)
  }
  notes.push(
    'Search results are noindex by design (a results page is not a destination): their SEO score is reported, not checked.',
  )

  const publish = await publishToVisible({
    cmsUrl: env.CMS_PUBLIC_URL,
    pageUrl: `${edgeUrl}${page}`,
    slug: 'kebijakan-privasi',
    admin,
    rounds: settings.publishRounds,
  })
  row(
    'publish-to-live',
    'edit in CMS → visible through the edge',
    `median ${publish.medianMs} ms (${publish.samplesMs.join(', ')})`,
    '≤ 5,000 ms',
    publish.medianMs <= 5000,
  )
  // A traffic advisory: published → on the page, and its end → gone from the page and feeds by itself.
  const advisoryRun = { cmsUrl: env.CMS_PUBLIC_URL, siteUrl: edgeUrl, admin, rounds: settings.advisoryRounds }
  rows.push(...advisoryRows(await advisoryToLive(advisoryRun)))

  // Backup and restore of the sample content, beside the running CMS (scripts/lib/bench-backup.mjs).
  rows.push(...(await backupRows(env)))
} finally {
  await edge.stop()
  await stopService(web)
  await stopService(cms)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.rmSync(ceilingDir, { recursive: true, force: true })
}

const report = () => ({ startedAt: new Date().toISOString(), machine: machine(), settings, rows, notes })
notes.push('wrk runs on the same cores as the servers it loads, so every req/s here is shared with the load generator.')
writeReport(report()) // what is measured so far, in case the search part cannot finish

// Site search on data grown to 10,000 items, SQLite and PostgreSQL (its own services and data).
if (process.env.BENCH_SKIP_SEARCH !== '1') {
  for (const r of await benchSearch()) {
    row(
      'search',
      `${r.db}, ${r.items} items`,
      `${r.rps} req/s, p50 ${ms(r.p50)}, p95 ${ms(r.p95)}`,
      `p95 ≤ ${SEARCH_TARGET_P95_MS} ms`,
      r.ok,
    )
  }
}
// Search relevance on the sample content, SQLite and PostgreSQL (scripts/lib/bench-relevance.mjs).
if (process.env.BENCH_SKIP_RELEVANCE !== '1') {
  for (const r of await benchRelevance()) {
    for (const { name, value, target, ok } of relevanceRows(r)) row('search relevance', name, value, target, ok)
  }
}
const missed = writeReport(report())
process.exit(missed ? 1 : 0)
