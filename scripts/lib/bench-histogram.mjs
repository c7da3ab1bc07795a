// The mixed load's figures from its wrk processes (scripts/lib/bench-mixed.lua): each prints its whole
// latency histogram, so the percentiles of any group of processes (a page type, all of them) come from
// their merged histograms — percentiles themselves cannot be averaged. Pure, unit-tested.

const MARKER = 'JTT-WRK-RESULT '

/**
 * The result line bench-mixed.lua's done() writes after wrk's own report.
 * @param {string} stdout wrk's whole output
 * @returns {{ requests: number, durationUs: number, bytes: number,
 *   errors: { connect: number, read: number, write: number, status: number, timeout: number },
 *   latencyUs: [number, number][] }}
 */
export function parseWrkResult(stdout) {
  const line = stdout.split('\n').find((l) => l.startsWith(MARKER))
  if (!line) throw new Error(`wrk printed no result line (${MARKER.trim()}): ${stdout.slice(-300)}`)
  const result = JSON.parse(line.slice(MARKER.length))
  const counts = [result.requests, result.durationUs, ...Object.values(result.errors ?? {})]
  if (!Array.isArray(result.latencyUs) || counts.some((n) => !Number.isFinite(n) || n < 0)) {
    throw new Error(`wrk's result line is not what bench-mixed.lua writes: ${line.slice(0, 200)}`)
  }
  return result
}

/**
 * Sums histograms given as [value, count] pairs; answers the pairs sorted by value.
 * @param {[number, number][][]} histograms
 * @returns {[number, number][]}
 */
export function mergeHistograms(histograms) {
  const counts = new Map()
  for (const histogram of histograms) {
    for (const [value, count] of histogram) counts.set(value, (counts.get(value) ?? 0) + count)
  }
  return [...counts].sort((a, b) => a[0] - b[0])
}

/**
 * The nearest-rank percentile of a sorted histogram: the smallest value that at least p % of the
 * samples do not exceed. NaN when there are no samples.
 * @param {[number, number][]} histogram sorted by value
 * @param {number} p 0 < p ≤ 100
 */
export function percentile(histogram, p) {
  const total = histogram.reduce((sum, [, count]) => sum + count, 0)
  if (total === 0) return NaN
  const rank = Math.max(1, Math.ceil((p / 100) * total))
  let seen = 0
  for (const [value, count] of histogram) {
    seen += count
    if (seen >= rank) return value
  }
  return histogram[histogram.length - 1][0]
}

/** Errors by kind: answers with status > 399 and socket errors (connect, read, write, timeout). */
function errorKinds(results) {
  const kinds = {}
  for (const r of results) for (const [kind, n] of Object.entries(r.errors)) kinds[kind] = (kinds[kind] ?? 0) + n
  return kinds
}

/**
 * Figures of a group of processes run at the same time: req/s summed (each process's requests over its
 * own duration), percentiles of the merged histogram in ms, errors summed.
 * @param {ReturnType<typeof parseWrkResult>[]} results
 */
export function summarize(results) {
  const errorsByKind = errorKinds(results)
  const histogram = mergeHistograms(results.map((r) => r.latencyUs))
  const ms = (p) => percentile(histogram, p) / 1000
  return {
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    rps: results.reduce((sum, r) => sum + r.requests / (r.durationUs / 1e6), 0),
    p50: ms(50),
    p90: ms(90),
    p99: ms(99),
    errors: Object.values(errorsByKind).reduce((sum, n) => sum + n, 0),
    errorsByKind,
  }
}

const VISITORS_MARKER = 'JTT-VISITORS '

/**
 * The visitors' line bench-visitors.lua's done() writes: each visitor as a result of its own (its
 * requests over the run's duration, its answers not 2xx or 3xx as status errors, its histogram), for
 * summarize().
 * @param {string} stdout wrk's whole output
 * @returns {Record<'cookie' | 'plain', ReturnType<typeof parseWrkResult>>}
 */
export function parseVisitors(stdout) {
  const line = stdout.split('\n').find((l) => l.startsWith(VISITORS_MARKER))
  if (!line) throw new Error(`wrk printed no visitors line (${VISITORS_MARKER.trim()}): ${stdout.slice(-300)}`)
  const { durationUs, ...visitors } = JSON.parse(line.slice(VISITORS_MARKER.length))
  const result = (which) => {
    const v = visitors[which]
    if (!v || !Array.isArray(v.latencyUs) || !(durationUs > 0)) {
      throw new Error(`wrk's visitors line is not what bench-visitors.lua writes: ${line.slice(0, 200)}`)
    }
    const errors = { connect: 0, read: 0, write: 0, status: v.errors, timeout: 0 }
    return { requests: v.requests, durationUs, bytes: 0, errors, latencyUs: mergeHistograms([v.latencyUs]) }
  }
  return { cookie: result('cookie'), plain: result('plain') }
}

/** The median of some numbers (the mean of the middle two for an even count); NaN for none. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return NaN
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
