// Load with wrk (Debian's package, written in C: on a 2-core machine a Node load loop takes a core from
// the servers it measures). Each URL runs BENCH_RUNS times; each measure is reported as its median.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { median } from './bench-histogram.mjs'

const exec = promisify(execFile)

const toMs = (value, unit) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1)

/** Parses wrk's `--latency` report. */
function parseWrk(out) {
  const latency = (pct) => {
    const m = new RegExp(`^\\s*${pct}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(out)
    return m ? toMs(m[1], m[2]) : NaN
  }
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0)
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0)
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: latency(50),
    p99: latency(99),
    requests,
    errors: non2xx + (errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  }
}

/**
 * Runs wrk `runs` times against `url` (after a warm-up run) and answers each measure's median over the
 * runs, with every run's req/s and p99. The run with the median req/s alone could carry the one run
 * whose p99 a stall of the machine made (p99 22 ms in one run of three, 7.6–8.2 ms in the others).
 * Errors are summed over the runs: one failed request in any run counts.
 * @param {string} url
 * @param {{ seconds: number, connections: number, runs: number, threads?: number }} options
 */
export async function wrk(url, { seconds, connections, runs, threads = 2 }) {
  const once = async (duration) =>
    parseWrk(
      (await exec('wrk', ['-t', String(threads), '-c', String(connections), '-d', duration, '--latency', url])).stdout,
    )
  // A warm-up run, not counted: the first burst of connections on a fresh nginx stalls its workers for
  // ~400 ms once (measured: p99 384–462 ms in a first run, 5–9 ms from the second on, on either cache
  // folder), which says how the server starts, not how it serves.
  await once('2s')
  const results = []
  for (let i = 0; i < runs; i++) results.push(await once(`${seconds}s`))
  const of = (pick) => median(results.map(pick))
  return {
    rps: of((r) => r.rps),
    p50: of((r) => r.p50),
    p99: of((r) => r.p99),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    runs: results.map((r) => ({ rps: Math.round(r.rps), p99: r.p99 })),
  }
}
