// `npm test`: install what is missing, build, then run every suite and print one summary line.
//   lint (ESLint, Prettier, knip, tsc) · unit · integration against SQLite · integration against
//   PostgreSQL · end-to-end in Chromium
// Pass suite names to run only some: `npm test -- unit integration-sqlite`.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { APPS, buildApp, hasBuildCache } from './lib/build.mjs'
import { seedProductionData } from './lib/e2e-production.mjs'
import { seedE2eData } from './lib/e2e-stack.mjs'
import { serviceEnv } from './lib/env.mjs'
import { edgePackages, ensureDependencies, ensureSystemPackages, systemPackages } from './lib/ensure.mjs'
import { npxBin, repoRoot, run } from './lib/proc.mjs'
import { logProblems, playwrightFailures, readReport, vitestFailures } from './lib/test-failures.mjs'
import { duration, playwrightTimings, slowest, vitestTimings } from './lib/test-timings.mjs'

const only = process.argv.slice(2)
const wanted = (name) => only.length === 0 || only.includes(name)
const reports = path.join(repoRoot, '.tmp', 'reports')
fs.mkdirSync(reports, { recursive: true })

// CI reads this line; a unit test (scripts/test/node-runtime.test.ts) holds the version to Node 24.
console.log(`› Node ${process.version} (${process.execPath})`)
const startedAt = Date.now()
await ensureDependencies()

const results = []
/** Wall time of each step (install, build, each suite) and every test's duration, for the summary. */
const steps = [{ name: 'install', ms: Date.now() - startedAt }]
const timings = {}
const timed = async (name, step) => {
  const start = Date.now()
  try {
    return await step()
  } finally {
    steps.push({ name, ms: Date.now() - start })
  }
}

/**
 * Static checks: each command is one check; a finding fails the suite (and npm test). With `stdio`, their
 * output goes there (a log file: they run beside the builds).
 */
async function lint(stdio) {
  const checks = [
    ['eslint', ['.', '--max-warnings', '0']],
    ['prettier', ['--check', '.', '--log-level', 'warn']],
    ['knip', []],
    ['tsc', ['-p', '.', '--noEmit']], // tests and scripts; the apps are type-checked by `next build`
  ]
  let passed = 0
  for (const [bin, args] of checks) {
    try {
      await run(npxBin(bin), args, stdio ? { stdio } : {})
      passed++
    } catch {
      console.error(`\n! lint: ${bin} reported findings`)
    }
  }
  results.push({ name: 'lint', ok: passed === checks.length, passed, failed: checks.length - passed })
}

/** A log file for a step that runs beside others, and a way to print it whole once the step ends. */
function stepLog(name) {
  const file = path.join(reports, `${name}.log`)
  const fd = fs.openSync(file, 'w')
  return {
    stdio: ['ignore', fd, fd],
    print: () => {
      fs.closeSync(fd)
      console.log(`\n› ${name}\n${fs.readFileSync(file, 'utf8')}`)
    },
  }
}

/**
 * Runs a Vitest project. With `logFile`, its output goes there and is printed whole once it ends, so
 * two suites run side by side without interleaving their lines.
 */
async function vitest(name, project, extraEnv = {}, logFile = null) {
  const out = path.join(reports, `${name}.json`)
  fs.rmSync(out, { force: true })
  const log = logFile ? fs.openSync(logFile, 'w') : null
  let ok = true
  try {
    await run(
      npxBin('vitest'),
      ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
      {
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extraEnv },
        ...(log === null ? {} : { stdio: ['ignore', log, log] }),
      },
    )
  } catch {
    ok = false
  } finally {
    if (log !== null) {
      fs.closeSync(log)
      console.log(`\n› ${name}\n${fs.readFileSync(logFile, 'utf8')}`)
    }
  }
  const report = readReport(out)
  timings[name] = vitestTimings(report)
  const failures = vitestFailures(report)
  // Failed tests, and files that failed outside their tests (whose tests Vitest counts as skipped).
  results.push({ name, ok, passed: report?.numPassedTests ?? 0, failed: report ? failures.length : 1, failures })
}

/**
 * Runs the browser suite; `seeded`: its CMS's data and the production run's, each made beforehand or
 * null (scripts/lib/e2e-stack.mjs, scripts/lib/e2e-production.mjs).
 */
async function playwright(name, { e2e, production }) {
  const out = path.join(reports, `${name}.json`)
  let ok = true
  try {
    await run(npxBin('playwright'), ['test', '--config', 'apps/web/playwright.config.ts'], {
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
        ...(e2e ? { E2E_SEEDED: JSON.stringify(e2e) } : {}),
        ...(production ? { E2E_PRODUCTION_SEEDED: JSON.stringify(production) } : {}),
      },
    })
  } catch {
    ok = false
  }
  const report = readReport(out)
  timings[name] = playwrightTimings(report)
  const stats = report?.stats
  results.push({
    name,
    ok,
    passed: stats ? stats.expected + stats.flaky : 0,
    failed: stats ? stats.unexpected : 1,
    failures: playwrightFailures(report),
  })
}

function unavailable(name, why) {
  console.error(`\n! ${name}: cannot run here — ${why}`)
  results.push({ name, ok: false, passed: 0, failed: 1 })
}

const missing = await timed('system packages', () =>
  ensureSystemPackages([
    systemPackages.postgresql,
    systemPackages.redis,
    systemPackages.sqlite3,
    systemPackages.wrk, // the unit test of the bench's wrk script (scripts/test/bench-histogram.test.ts)
    systemPackages.prometheus, // promtool, for deploy/monitoring (scripts/test/monitoring.test.ts)
    ...(APPS.includes('web') ? [systemPackages.chromiumHeadlessShell, ...edgePackages] : []),
  ]),
)
const env = serviceEnv({ PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex') })
// Lint and the unit suite need no build: they run one after the other beside the builds (which leave a
// core idle much of their time), their output in log files printed whole when each ends. The unit tests
// that read the builds' artifacts (the `artifacts` project: the images' Dockerfiles held to them) follow.
const builds = (async () => {
  for (const app of APPS) await timed(`build ${app}`, () => buildApp(app, env, { cache: hasBuildCache(app) }))
})()
const besideBuilds = (async () => {
  if (wanted('lint')) {
    const log = stepLog('lint')
    await timed('lint', () => lint(log.stdio)).finally(log.print)
  }
  if (wanted('unit')) await timed('unit', () => vitest('unit', 'unit', {}, path.join(reports, 'unit.log')))
})()
// Both lanes end before anything else starts (a failed build fails npm test at once, as before).
await Promise.all([builds, besideBuilds])
if (wanted('unit')) await timed('unit (artifacts)', () => vitest('unit-artifacts', 'artifacts'))

// The two integration suites have their own ports, data and services (scripts/lib/test-ports.mjs):
// they run side by side (TEST_SERIAL=1: one after the other), each writing its output to a log file.
// (Tried with the unit suite beside them: two PostgreSQL tests then missed their 30 s. It runs first.)
const sideBySide = process.env.TEST_SERIAL !== '1'
const e2eRuns = APPS.includes('web') && wanted('e2e') && !missing.includes('chromium-headless-shell')
/**
 * The browser suite's databases (its CMS's, and the production run's on PostgreSQL) are migrated and
 * seeded, side by side, as soon as the SQLite suite ends: the PostgreSQL suite then runs on alone, with
 * a core to spare, and the browser suite starts sooner and ends sooner. If one fails, the suite's global
 * setup (or production.spec.ts) makes it instead.
 */
let e2eSeeding = null
const madeBeforehand = (what, step, madeLaterBy) =>
  timed(`${what} (overlapped)`, step).catch((error) => {
    console.error(`\n! ${what} could not be made beforehand (${error.message}); ${madeLaterBy} will`)
    return null
  })
const seedForE2e = () => {
  if (!e2eRuns || e2eSeeding) return
  e2eSeeding = Promise.all([
    madeBeforehand('e2e data', seedE2eData, 'its global setup'),
    madeBeforehand('e2e production data', seedProductionData, 'production.spec.ts'),
  ]).then(([e2e, production]) => ({ e2e, production }))
}
/** Where an integration suite's global setup leaves its CMS's log, read when the suite fails. */
const cmsLogOf = (suite) => path.join(reports, `${suite}-cms.log`)
const integration = (db) => () =>
  vitest(
    `integration-${db}`,
    'integration',
    { TEST_DB: db, INTEGRATION_CMS_LOG: cmsLogOf(`integration-${db}`) },
    sideBySide ? path.join(reports, `integration-${db}.log`) : null,
  ).finally(() => db === 'sqlite' && sideBySide && seedForE2e())
const integrationSuites = []
if (wanted('integration-sqlite')) integrationSuites.push(['integration-sqlite', integration('sqlite')])
if (wanted('integration-postgres')) {
  if (missing.includes('postgresql'))
    unavailable('integration-postgres', 'PostgreSQL is not installed (Debian: apt-get install postgresql)')
  else integrationSuites.push(['integration-postgres', integration('postgres')])
}
if (sideBySide) await Promise.all(integrationSuites.map(([name, suite]) => timed(name, suite)))
else for (const [name, suite] of integrationSuites) await timed(name, suite)
if (APPS.includes('web') && wanted('e2e')) {
  if (!e2eRuns) unavailable('e2e', 'Chromium is not installed (Debian: apt-get install chromium-headless-shell)')
  else {
    const seeded = (await e2eSeeding) ?? { e2e: null, production: null }
    await timed('e2e', () => playwright('e2e', seeded))
  }
}

const failures = results.flatMap((r) => (r.failures ?? []).map((f) => ({ suite: r.name, ...f })))
if (failures.length > 0) {
  console.log('\nFailed tests:')
  for (const f of failures)
    console.log(`  ✗ [${f.suite}] ${f.where} › ${f.title}\n      ${f.error.replaceAll('\n', '\n      ')}`)
  for (const suite of new Set(failures.map((f) => f.suite).filter((name) => name.startsWith('integration-')))) {
    const problems = logProblems(cmsLogOf(suite))
    console.log(`\nThe CMS's last warnings and errors in ${suite} (${cmsLogOf(suite)}):`)
    for (const line of problems.length > 0 ? problems : ['(none)']) console.log(`  ${line}`)
  }
}

console.log('\nSlowest tests:')
for (const t of slowest(timings)) console.log(`  ${duration(t.ms).padStart(9)}  [${t.suite}] ${t.where} › ${t.title}`)
console.log('\nWall time:')
for (const step of steps) console.log(`  ${step.name.padEnd(22)} ${duration(step.ms)}`)
console.log(`  ${'total'.padEnd(22)} ${duration(Date.now() - startedAt)}`)

console.log('\nSuites:')
for (const r of results)
  console.log(`  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(22)} ${r.passed} passed, ${r.failed} failed`)
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.log(`\nTotal: ${passed} passed, ${failed} failed`)
process.exit(results.every((r) => r.ok) && failed === 0 ? 0 : 1)
