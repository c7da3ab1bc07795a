import { execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import {
  median,
  mergeHistograms,
  parseVisitors,
  parseWrkResult,
  percentile,
  summarize,
} from '../lib/bench-histogram.mjs'
import { ANALYTICS_COOKIE, requestsFile, visitorPairs, visitorsFile } from '../lib/bench-mixed-requests.mjs'

const exec = promisify(execFile)
const lua = path.resolve(import.meta.dirname, '../lib/bench-mixed.lua')
const visitorsLua = path.resolve(import.meta.dirname, '../lib/bench-visitors.lua')

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

describe("bench-visitors.lua in Debian's wrk", () => {
  it("times each visitor's requests apart on shared connections: a cookie that costs 20 ms shows on one side only", async () => {
    const seen = new Map<string, number>()
    // The cookie requests of one path are answered 20 ms later; everything else at once.
    const server = http.createServer((req, res) => {
      const key = `${req.url} | ${req.headers.cookie ?? '-'}`
      seen.set(key, (seen.get(key) ?? 0) + 1)
      const delay = req.url === '/slow-with-cookie' && req.headers.cookie === ANALYTICS_COOKIE ? 20 : 0
      setTimeout(() => {
        res.statusCode = req.url === '/missing' ? 404 : 200
        res.end('ok')
      }, delay)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-wrk-visitors-'))
    try {
      const file = path.join(dir, 'visitors.txt')
      fs.writeFileSync(file, visitorsFile(visitorPairs(['/fast', '/slow-with-cookie', '/missing', '/fast?q=2'])))
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const { stdout } = await exec('wrk', ['-t2', '-c2', '-d2s', '-s', visitorsLua, origin, '--', file, '2'])
      const { cookie, plain } = parseVisitors(stdout)
      const overall = parseWrkResult(stdout)

      // Both visitors sent every path, with their own headers.
      expect([...seen.keys()].sort()).toEqual(
        ['/fast', '/fast?q=2', '/missing', '/slow-with-cookie']
          .flatMap((p) => [`${p} | -`, `${p} | ${ANALYTICS_COOKIE}`])
          .sort(),
      )
      // Alternating pairs on the same connections: the same number of answers each, give or take the
      // last pair of each thread.
      expect(Math.abs(cookie.requests - plain.requests)).toBeLessThanOrEqual(2)
      expect(cookie.requests + plain.requests).toBeGreaterThan(20)
      // A quarter of the cookie visitor's requests take about 20 ms (Node's timers may fire up to a
      // millisecond early, and a busy machine answers the others later), hardly any of the other's (a stall of the machine falls on both).
      const slowShare = (r: typeof cookie) =>
        r.latencyUs.filter(([us]) => us >= 15_000).reduce((sum, [, n]) => sum + n, 0) / r.requests
      expect(slowShare(cookie)).toBeGreaterThan(0.2)
      expect(slowShare(plain)).toBeLessThan(0.05)
      expect(summarize([cookie]).p90).toBeGreaterThanOrEqual(15)
      expect(summarize([plain]).p90).toBeLessThan(15)
      // Status errors are each visitor's own (a quarter each), and wrk's histogram has every answer.
      expect(cookie.errors.status).toBeGreaterThan(0)
      expect(plain.errors.status).toBeGreaterThan(0)
      expect(overall.latencyUs.reduce((sum, [, n]) => sum + n, 0)).toBeGreaterThanOrEqual(
        cookie.requests + plain.requests - 2,
      )
    } finally {
      server.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('a run without the visitors line is an error', () => {
    expect(() => parseVisitors('JTT-WRK-RESULT {}')).toThrow(/no visitors line/)
    expect(() =>
      parseVisitors('JTT-VISITORS {"durationUs":1,"cookie":{"requests":1,"errors":0,"latencyUs":[]}}'),
    ).toThrow(/not what bench-visitors.lua writes/)
  })
})

describe('the median', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect(median([5, 1, 100])).toBe(5)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })
})
