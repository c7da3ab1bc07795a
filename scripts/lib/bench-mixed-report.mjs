// The mixed load's rows in the bench's table (scripts/lib/bench-report.mjs) and its targets.

/** A visitor with analytics cookies may be this much slower than one without (issue 24). */
const VISITOR_TOLERANCE = 0.1
/**
 * Latencies may also differ by this much: below a millisecond a tenth is within what two processes
 * sharing 2 cores with the servers see from the scheduler alone.
 */
const LATENCY_SLACK_MS = 0.5

/**
 * The rule of bench/README.md: the cookie visitor's p50 and p99 each at most 10 % (or 0.5 ms) above the
 * other's, and neither has errors. Their requests alternate on the same connections, so their req/s
 * are equal by construction and not compared.
 * @param {{ p50: number, p99: number, errors: number }} cookie
 * @param {typeof cookie} plain
 */
export function compareVisitors(cookie, plain) {
  const close = (a, b) => a <= b * (1 + VISITOR_TOLERANCE) || a - b <= LATENCY_SLACK_MS
  const ok = close(cookie.p50, plain.p50) && close(cookie.p99, plain.p99) && cookie.errors === 0 && plain.errors === 0
  return { p50Ratio: cookie.p50 / plain.p50, p99Ratio: cookie.p99 / plain.p99, ok }
}

/** A percentile of no answers at all (every request timed out) is shown as a dash, not NaN. */
const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : '–')
const errorText = (r) => {
  const kinds = Object.entries(r.errorsByKind).filter(([, n]) => n > 0)
  return `${r.errors} errors (${kinds.map(([kind, n]) => `${kind} ${n}`).join(', ')})`
}
const figures = (r) =>
  `${Math.round(r.rps).toLocaleString('en')} req/s, p50 ${ms(r.p50)}, p90 ${ms(r.p90)}, p99 ${ms(r.p99)}` +
  (r.errors ? `, ${errorText(r)}` : '')
const percent = (ratio) => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(0)} %`

/**
 * Rows for one mixed run: each page type, overall (with its target), both visitors and their comparison.
 * Requests that answered anything but 2xx before the run fail their row and are listed in the notes.
 * @param {string} section e.g. 'mixed, app alone'
 * @param {Awaited<ReturnType<typeof import('./bench-mixed.mjs').mixedLoad>>} mixed
 * @param {{ target: string, ok: (overall: typeof mixed.overall) => boolean }} overallTarget
 * @returns {{ rows: { section: string, name: string, value: string, target: string, ok: boolean | null }[], notes: string[] }}
 */
export function mixedRows(section, mixed, overallTarget) {
  const rows = []
  const notes = []
  const row = (name, value, target = '', ok = null) => rows.push({ section, name, value, target, ok })
  for (const p of mixed.processes) {
    const failed = p.preflight.length > 0
    if (failed) notes.push(`${section}, ${p.name}: not 2xx before the run: ${p.preflight.join('; ')}`)
    const preflight = failed ? `; ${p.preflight.length} requests not 2xx before the run` : ''
    const shared = p.role.endsWith('visitor') ? ' shared by both visitors' : ''
    const share = `(${p.connections} conn.${shared}, ${p.urls} URLs)`
    row(`${p.name} ${share}`, `${figures(p)}${preflight}`, '', p.errors || failed ? false : null)
  }
  const o = mixed.overall
  const failedBefore = mixed.processes.some((p) => p.preflight.length > 0)
  row(
    `overall (${o.connections} conn., ${o.seconds} s)`,
    figures(o),
    overallTarget.target,
    overallTarget.ok(o) && o.errors === 0 && !failedBefore,
  )
  const cookie = mixed.processes.find((p) => p.role === 'cookie visitor')
  const plain = mixed.processes.find((p) => p.role === 'plain visitor')
  const c = compareVisitors(cookie, plain)
  row(
    'analytics cookies vs none',
    `p50 ${percent(c.p50Ratio)}, p99 ${percent(c.p99Ratio)} (the same requests, alternating on the same connections)`,
    'within 10 %',
    c.ok,
  )
  return { rows, notes }
}

/** Targets of the overall mixed figures (issue 24): from the app alone, and through the edge. */
export const mixedTargets = {
  app: { target: '≥ 5,000 req/s, p99 ≤ 25 ms', ok: (o) => o.rps >= 5000 && o.p99 <= 25 },
  /** @param {number} ceilingRps nginx's static file, measured in the same run */
  edge: (ceilingRps) => ({
    target: `≥ 50 % of the ceiling (${Math.round(ceilingRps / 2).toLocaleString('en')} req/s), p99 ≤ 10 ms`,
    ok: (o) => o.rps >= ceilingRps / 2 && o.p99 <= 10,
  }),
}
