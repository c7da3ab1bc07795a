import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_COOKIE,
  BROTLI,
  headerVariants,
  requestsFile,
  splitConnections,
  typeRequests,
  visitorPairs,
  visitorsFile,
} from '../lib/bench-mixed-requests.mjs'
import { compareVisitors, mixedRows, mixedTargets } from '../lib/bench-mixed-report.mjs'

const withCookie = (r: { headers: Record<string, string> }) => r.headers.Cookie === ANALYTICS_COOKIE
const withBrotli = (r: { headers: Record<string, string> }) => r.headers['Accept-Encoding'] === BROTLI

describe('mixed load requests', () => {
  it('carry analytics cookies on a third and accept Brotli on half, in every combination', () => {
    const requests = typeRequests(['/id', '/en'])
    expect(requests).toHaveLength(12)
    expect(requests.filter(withCookie)).toHaveLength(4)
    expect(requests.filter(withBrotli)).toHaveLength(6)
    const combinations = new Set(headerVariants().map((h) => Object.keys(h).sort().join('+')))
    expect([...combinations].sort()).toEqual(['', 'Accept-Encoding', 'Accept-Encoding+Cookie', 'Cookie'])
  })

  it('send every path of a type with every variant, consecutive requests to different paths', () => {
    const paths = ['/id/a-list?page=2', '/id/a-list?year=2025']
    const requests = typeRequests(paths)
    for (const path of paths) expect(requests.filter((r) => r.path === path)).toHaveLength(6)
    requests.slice(1).forEach((r, i) => expect(r.path).not.toBe(requests[i]?.path))
  })

  it('give both visitors every path in pairs that differ by the cookie alone, each first as often with either encoding', () => {
    const paths = ['/id', '/en', '/id/a-form', '/en/a-form']
    const pairs = visitorPairs(paths)
    expect(pairs.map((r) => r.path)).toEqual(paths.flatMap((p) => [p, p]))
    expect(pairs.every((r) => withCookie(r) === (r.visitor === 'cookie'))).toBe(true)
    const firsts = pairs.filter((_, i) => i % 2 === 0)
    for (let i = 0; i < pairs.length; i += 2) expect(withBrotli(pairs[i]!)).toBe(withBrotli(pairs[i + 1]!))
    // Each combination of (who goes first, Brotli or not) once in four pairs.
    const combinations = firsts.map((r) => `${r.visitor} first, ${withBrotli(r) ? 'Brotli' : 'identity'}`)
    expect(new Set(combinations).size).toBe(4)
  })

  it('are written one a line, path then headers, and nothing that would break a line is written', () => {
    expect(
      requestsFile([
        { path: '/id?q=a+b', headers: { Cookie: ANALYTICS_COOKIE } },
        { path: '/en', headers: {} },
      ]),
    ).toBe(`/id?q=a+b\tCookie: ${ANALYTICS_COOKIE}\n/en\n`)
    expect(() => requestsFile([{ path: '/id\n/en', headers: {} }])).toThrow(/line break/)
    expect(visitorsFile(visitorPairs(['/en']))).toBe(
      `cookie\t/en\tCookie: ${ANALYTICS_COOKIE}\tAccept-Encoding: br, gzip\nplain\t/en\tAccept-Encoding: br, gzip\n`,
    )
  })

  it('share the connections: the visitors theirs, the rest evenly, all of them used', () => {
    const shares = splitConnections(50, 17, [4, 4])
    expect(shares.reduce((a, b) => a + b, 0) + 8).toBe(50)
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1)
    expect(() => splitConnections(10, 9, [1, 1])).toThrow(/one each/)
  })
})

describe('the cookie visitor rule', () => {
  const visitor = (p50: number, p99: number, errors = 0) => ({ p50, p99, errors })

  it('holds within 10 % of latency, or half a millisecond', () => {
    expect(compareVisitors(visitor(1.05, 10.9), visitor(1, 10)).ok).toBe(true)
    expect(compareVisitors(visitor(0.4, 0.8), visitor(0.2, 0.4)).ok).toBe(true)
    expect(compareVisitors(visitor(3, 10), visitor(2, 10)).ok).toBe(false)
    expect(compareVisitors(visitor(1, 12), visitor(1, 10)).ok).toBe(false)
    expect(compareVisitors(visitor(1, 10, 3), visitor(1, 10)).ok).toBe(false)
  })

  it('fails as the issue measured it (p99 97 ms against 3.9 ms)', () => {
    const c = compareVisitors(visitor(30, 97), visitor(0.8, 3.9))
    expect(c.ok).toBe(false)
    expect(c.p99Ratio).toBeCloseTo(97 / 3.9)
  })
})

describe('mixed load rows', () => {
  const figures = { rps: 6000, p50: 1, p90: 3, p99: 20, errors: 0, errorsByKind: {}, requests: 1 }
  const process = (name: string, role: string, extra = {}) => ({
    name,
    role,
    connections: 4,
    urls: 2,
    preflight: [] as string[],
    ...figures,
    ...extra,
  })
  const run = (home = {}) => ({
    processes: [
      process('home', 'type', home),
      process('visitor with analytics cookies', 'cookie visitor'),
      process('visitor without cookies', 'plain visitor'),
    ],
    overall: { connections: 50, seconds: 30, ...figures },
  })

  it('meet the app-alone target, with a row per process, overall and the visitor comparison', () => {
    const { rows, notes } = mixedRows('mixed, app alone', run(), mixedTargets.app)
    expect(rows.map((r) => [r.name, r.ok])).toEqual([
      ['home (4 conn., 2 URLs)', null],
      ['visitor with analytics cookies (4 conn. shared by both visitors, 2 URLs)', null],
      ['visitor without cookies (4 conn. shared by both visitors, 2 URLs)', null],
      ['overall (50 conn., 30 s)', true],
      ['analytics cookies vs none', true],
    ])
    expect(notes).toEqual([])
    expect(mixedTargets.edge(20_000).ok({ ...figures, rps: 9_999 })).toBe(false)
  })

  it('fail a page type and overall when a request was not 2xx before the run, and say which', () => {
    const redirected = '/id/a-list?type=A (Cookie): HTTP 307'
    const { rows, notes } = mixedRows('mixed, edge', run({ preflight: [redirected] }), mixedTargets.app)
    expect(rows[0]).toMatchObject({ ok: false, value: expect.stringContaining('1 requests not 2xx before the run') })
    expect(rows.find((r) => r.name.startsWith('overall'))?.ok).toBe(false)
    expect(notes).toEqual([`mixed, edge, home: not 2xx before the run: ${redirected}`])
  })

  it('show a dash for the percentiles of a type whose every request timed out', () => {
    const home = { rps: 0, p50: NaN, p90: NaN, p99: NaN, errors: 4, errorsByKind: { timeout: 4 } }
    const { rows } = mixedRows('mixed, app alone', run(home), mixedTargets.app)
    expect(rows[0]?.value).toBe('0 req/s, p50 –, p90 –, p99 –, 4 errors (timeout 4)')
  })

  it('name the kinds of errors', () => {
    const home = { errors: 3, errorsByKind: { connect: 0, read: 0, write: 0, status: 1, timeout: 2 } }
    const { rows } = mixedRows('mixed, app alone', run(home), mixedTargets.app)
    expect(rows[0]).toMatchObject({ ok: false, value: expect.stringContaining('3 errors (status 1, timeout 2)') })
  })
})
