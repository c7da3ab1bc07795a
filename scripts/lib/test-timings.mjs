// Where `npm test`'s time goes: each suite's wall time, and the slowest tests of every suite's JSON
// report, printed at the end of every run (the first place to look when the suite grows slow).
import path from 'node:path'
import { repoRoot } from './proc.mjs'

/** Vitest's JSON report: each test with its duration (ms). */
export function vitestTimings(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      where: path.relative(repoRoot, file.name),
      title: test.fullName ?? test.title,
      ms: Math.round(test.duration ?? 0),
    })),
  )
}

/** Playwright's JSON report: each test's duration (ms), its results (a retry included) added up. */
export function playwrightTimings(report) {
  const out = []
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        out.push({
          where: `${spec.file}:${spec.line}`,
          title: [...titles, spec.title].filter(Boolean).join(' › '),
          ms: Math.round((test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0)),
        })
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of report?.suites ?? []) walk(suite, [])
  return out
}

/** The `count` slowest of the tests given per suite, slowest first. */
export function slowest(timingsBySuite, count = 20) {
  return Object.entries(timingsBySuite)
    .flatMap(([suite, timings]) => timings.map((t) => ({ suite, ...t })))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
}

/** `1234567` → `20 min 34 s`. */
export function duration(ms) {
  const seconds = Math.round(ms / 1000)
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`
}
