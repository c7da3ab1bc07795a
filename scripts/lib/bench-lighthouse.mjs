// Lighthouse (the npm package) in Debian's Chromium, mobile with its default throttling: category
// scores, LCP, TBT, CLS and total bytes per page, each the median of its BENCH_LH_RUNS runs.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { CHROME_PATH } from './browsers.mjs'
import { waitForUrl } from './proc.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * Chromium's flag that accepts one server certificate (by the SHA-256 of its public key) as if a trusted
 * authority had signed it: the edge's throw-away certificate, and no other certificate error.
 */
const trusting = (certFile) =>
  `--ignore-certificate-errors-spki-list=${crypto
    .createHash('sha256')
    .update(new crypto.X509Certificate(fs.readFileSync(certFile)).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64')}`

/** Debian's Chromium with a DevTools port for Lighthouse; answers its port and a stop function. */
async function startChromium(port, trust) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-lighthouse-'))
  const chrome = spawn(
    CHROME_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      ...(trust ? [trusting(trust)] : []),
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  await waitForUrl(`http://127.0.0.1:${port}/json/version`, { child: chrome, ok: (s) => s === 200, timeoutMs: 30_000 })
  return {
    stop: async () => {
      const exited = new Promise((resolve) => chrome.once('exit', resolve))
      chrome.kill('SIGTERM')
      await exited
      // Chromium's helpers may still be writing to the profile for a moment after it exits.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    },
  }
}

const summarize = (lhr) => ({
  scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
  lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
  tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
  cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
  totalKb: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? NaN) / 1024),
  // What the page logged or Chrome reported (they cost best practices points), in words.
  problems: [
    ...(lhr.audits['errors-in-console']?.details?.items ?? []).map(
      (i) =>
        `console ${i.source}: ${String(i.description ?? '').slice(0, 200)}${i.sourceLocation?.url ? ` (${i.sourceLocation.url})` : ''}`,
    ),
    ...(lhr.audits['inspector-issues']?.details?.items ?? []).map(
      (i) =>
        `issue ${i.issueType}: ${(i.subItems?.items ?? [])
          .map((s) => s.url ?? '')
          .join(' ')
          .slice(0, 200)}`,
    ),
  ],
  // What keeps a score from 100, so the summary can say why.
  failed: Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
    )
    .map((a) => a.id),
})

/**
 * One GET of `url` over HTTPS, trusting the authority in `caFile`, read to its end: the page is then in
 * the edge's cache before Lighthouse's first run. Answers its status.
 */
export function fetchTrusting(url, caFile) {
  return new Promise((resolve, reject) => {
    const req = https.get(url, { ca: fs.readFileSync(caFile), timeout: 120_000 }, (res) => {
      res.resume().on('end', () => resolve(res.statusCode))
    })
    req.on('error', reject).on('timeout', () => req.destroy(new Error(`no answer from ${url}`)))
  })
}

const ATTEMPTS_PER_RUN = 3

/**
 * Each run's whole report is kept here (`<page>-<run>.json`, replaced by the next bench), so a slow
 * run can be read afterwards: its LCP element, the LCP phases, the requests before it.
 */
const LIGHTHOUSE_REPORTS_DIR = path.join('.tmp', 'bench', 'lighthouse')

/**
 * Audits each page `runs` times and answers each measure's median per page (and each run's score and LCP).
 * `trust`: a server certificate file Chromium accepts (the edge's throw-away one, for HTTPS on loopback).
 * @param {{ name: string, url: string }[]} pages
 * @param {{ runs: number, port: number, trust?: string }} options
 */
export async function lighthousePages(pages, { runs, port, trust }) {
  // Loaded here, not at the top: bench.mjs installs the dependencies first, and a static import would be
  // resolved before that (scripts/test/static-imports.test.ts).
  const { default: lighthouse } = await import('lighthouse')
  const chrome = await startChromium(port, trust)
  fs.rmSync(LIGHTHOUSE_REPORTS_DIR, { recursive: true, force: true })
  fs.mkdirSync(LIGHTHOUSE_REPORTS_DIR, { recursive: true })
  const results = []
  try {
    for (const page of pages) {
      const samples = []
      let error = null
      for (let i = 0; i < runs; i++) {
        // Lighthouse sometimes loses a run's trace (NO_NAVSTART, "Please run Lighthouse again"): that run
        // is tried again; a page whose every try fails is reported as failed, and the bench goes on.
        for (let attempt = 0; attempt < ATTEMPTS_PER_RUN; attempt++) {
          const result = await lighthouse(page.url, {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          })
          error = result?.lhr.runtimeError
            ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`
            : null
          if (error) continue
          if (result) {
            samples.push(summarize(result.lhr))
            const file = `${page.name.replace(/[^\w-]+/g, '-')}-${samples.length}.json`
            fs.writeFileSync(path.join(LIGHTHOUSE_REPORTS_DIR, file), JSON.stringify(result.lhr))
          }
          break
        }
      }
      if (samples.length === 0) {
        results.push({ ...page, error: error ?? 'no result' })
        continue
      }
      // Each measure's own median: the run with the median score need not have the median LCP (a
      // Lighthouse run's LCP varies by ±300 ms on this machine while its score stays at 99–100).
      const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
      const typical = samples.find((s) => s.scores.performance === median(samples.map((x) => x.scores.performance)))
      results.push({
        ...page,
        ...typical,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(samples.map((s) => s.scores[c]))])),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
        performanceRuns: samples.map((s) => s.scores.performance),
        lcpRuns: samples.map((s) => s.lcpMs),
      })
    }
  } finally {
    await chrome.stop()
  }
  return results
}
