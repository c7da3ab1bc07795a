import { execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import {
  joinSequential,
  median,
  mergeHistograms,
  parseWrkResult,
  percentile,
  summarize,
} from '../lib/bench-histogram.mjs'
import { requestsFile } from '../lib/bench-mixed-requests.mjs'

const exec = promisify(execFile)
const lua = path.resolve(import.meta.dirname, '../lib/bench-mixed.lua')

/** Nearest rank over raw samples, the definition the histogram version must agree with. */
const rawPercentile = (samples: number[], p: number) =>
  [...samples].sort((a, b) => a - b)[Math.max(1, Math.ceil((p / 100) * samples.length)) - 1]

describe('histograms', () => {
  it('merge by summing the counts of each value, sorted by value', () => {
    expect(
      mergeHistograms([
        [
          [3, 1],
          [1, 1],
        ],
        [
          [2, 1],
          [3, 2],
        ],
      ]),
    ).toEqual([
      [1, 1],
      [2, 1],
      [3, 3],
    ])
  })

  it('give the percentiles of all the samples they hold, however these were split', () => {
    // A skewed load: mostly fast answers, a slow tail (values in µs), spread over three "processes".
    const samples = Array.from({ length: 3000 }, (_, i) => (i % 97 === 0 ? 200_000 + i : 300 + ((i * 7919) % 900)))
    const parts = [0, 1, 2].map((k) => samples.filter((_, i) => i % 3 === k))
    const histogram = (values: number[]) => mergeHistograms([values.map((v) => [v, 1] as [number, number])])
    const merged = mergeHistograms(parts.map(histogram))
    for (const p of [1, 50, 90, 99, 99.9, 100]) expect(percentile(merged, p)).toBe(rawPercentile(samples, p))
    expect(percentile([], 50)).toBeNaN()
  })

  it('sum req/s and errors over processes run side by side', () => {
    const result = (requests: number, durationUs: number, status: number) => ({
      requests,
      durationUs,
      bytes: 0,
      errors: { connect: 0, read: 1, write: 0, status, timeout: 0 },
      latencyUs: [[1000, requests]] as [number, number][],
    })
    const s = summarize([result(300, 3_000_000, 2), result(100, 2_000_000, 0)])
    expect(s).toMatchObject({ requests: 400, rps: 150, errors: 4, p50: 1, p99: 1 })
    expect(s.errorsByKind).toEqual({ connect: 0, read: 2, write: 0, status: 2, timeout: 0 })
  })
})

describe("bench-mixed.lua in Debian's wrk", () => {
  it('sends each line of its file with exactly its headers, and reports a histogram of every answer', async () => {
    const seen = new Map<string, number>()
    const server = http.createServer((req, res) => {
      const key = [req.url, req.headers.cookie ?? '-', req.headers['accept-encoding'] ?? '-'].join(' | ')
      seen.set(key, (seen.get(key) ?? 0) + 1)
      res.statusCode = req.url === '/missing' ? 404 : 200
      res.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-wrk-lua-'))
    try {
      const file = path.join(dir, 'requests.txt')
      const requests: { path: string; headers: Record<string, string> }[] = [
        { path: '/id?page=2', headers: { Cookie: '_ga=GA1.1.1; _gid=GA1.1.2', 'Accept-Encoding': 'br, gzip' } },
        { path: '/en/any-page?q=toll+tariff', headers: {} },
        { path: '/missing', headers: { 'Accept-Encoding': 'br, gzip' } },
      ]
      fs.writeFileSync(file, requestsFile(requests))
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const { stdout } = await exec('wrk', ['-t1', '-c2', '-d1s', '-s', lua, origin, '--', file])
      const result = parseWrkResult(stdout)

      expect([...seen.keys()].sort()).toEqual([
        '/en/any-page?q=toll+tariff | - | -',
        '/id?page=2 | _ga=GA1.1.1; _gid=GA1.1.2 | br, gzip',
        '/missing | - | br, gzip',
      ])
      // Every answer is in the histogram, and so are the samples wrk adds for coordinated omission
      // (stats_correct, before done(): the requests a stalled connection would have sent meanwhile).
      const counted = result.latencyUs.reduce((sum, [, count]) => sum + count, 0)
      expect(result.requests).toBeGreaterThan(0)
      expect(counted).toBeGreaterThanOrEqual(result.requests)
      // One request in three is refused; wrk counts the answers it read (the last ones may be unread).
      expect(result.errors.status).toBeGreaterThan(0)
      expect(result.errors.status).toBeLessThanOrEqual(seen.get('/missing | - | br, gzip') ?? 0)
      expect(summarize([result]).errors).toBe(result.errors.status)
    } finally {
      server.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('a run without the result line is an error, not zero requests', () => {
    expect(() => parseWrkResult('Running 1s test @ http://127.0.0.1:1\n  0 requests in 1.00s')).toThrow(
      /no result line/,
    )
    expect(() => parseWrkResult('JTT-WRK-RESULT {"requests":-1,"durationUs":1,"errors":{},"latencyUs":[]}')).toThrow(
      /not what bench-mixed.lua writes/,
    )
  })
})

describe('turns run one after another', () => {
  const errors = { connect: 0, read: 1, write: 0, status: 2, timeout: 0 }
  const turn = (requests: number, seconds: number, latencyUs: [number, number][]) => ({
    requests,
    durationUs: seconds * 1e6,
    bytes: requests * 100,
    errors,
    latencyUs,
  })

  it('join into one run: counts and time added up, histograms merged, req/s over the whole time', () => {
    const joined = joinSequential([
      turn(300, 3, [
        [100, 2],
        [900, 1],
      ]),
      turn(600, 3, [
        [100, 1],
        [200, 5],
      ]),
    ])
    expect(joined).toMatchObject({ requests: 900, durationUs: 6e6, bytes: 90_000 })
    expect(joined.errors).toEqual({ connect: 0, read: 2, write: 0, status: 4, timeout: 0 })
    expect(joined.latencyUs).toEqual([
      [100, 3],
      [200, 5],
      [900, 1],
    ])
    // Side by side the two would make 300 req/s; one after the other, 150.
    expect(summarize([joined]).rps).toBe(150)
  })

  it('are compared by the median, which one slow turn does not move', () => {
    expect(median([5, 1, 100])).toBe(5)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })
})
