import type net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveMetrics } from '../src/metrics'
import { createRateLimiter } from '../src/rate-limit'
import { memoryLogger } from './memory-logger'
import { serveTestFront } from './test-front'

/**
 * The front's metrics as Prometheus scrapes them (issue 26): requests by route pattern, method and
 * status with their duration, the cache's results, rate-limit refusals, Node's process metrics, all
 * labelled with the app — on a port of their own, which answers nothing else.
 */
let front = ''
let metrics = ''
const closers: (() => void)[] = []
beforeAll(async () => {
  const { server, port } = await serveTestFront(
    async (req, res) => {
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'text/plain' }).end('ok')
    },
    { logger: memoryLogger().logger, routeOf: (url) => (url.startsWith('/id/') ? '/[locale]/[slug]' : '/(other)') },
  )
  const scrape = await serveMetrics('web', 0, '127.0.0.1')
  front = `http://127.0.0.1:${port}`
  metrics = `http://127.0.0.1:${(scrape.address() as net.AddressInfo).port}`
  closers.push(
    () => server.close(),
    () => scrape.close(),
  )
})
afterAll(() => closers.forEach((close) => close()))

const scraped = async () => {
  const res = await fetch(`${metrics}/metrics`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return res.text()
}
/** The value of one series, `name{labels…}`, with the labels in any order. */
const valueOf = (text: string, name: string, labels: Record<string, string>) => {
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith(`${name}{`) && Object.entries(labels).every(([key, value]) => l.includes(`${key}="${value}"`)),
    )
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
}

describe('metrics', () => {
  it('count requests by route pattern, method and status, never by address, with their durations', async () => {
    const before =
      valueOf(await scraped(), 'http_request_duration_seconds_count', { route: '/[locale]/[slug]', status: '200' }) ?? 0
    for (const slug of ['a', 'b', 'c']) expect((await fetch(`${front}/id/${slug}?token=x`)).status).toBe(200)
    expect((await fetch(`${front}/missing`)).status).toBe(404)
    await fetch(`${front}/id/a`, { method: 'PROPFIND' })
    const text = await scraped()
    const labels = { app: 'web', route: '/[locale]/[slug]', method: 'GET', status: '200' }
    expect(valueOf(text, 'http_request_duration_seconds_count', labels)).toBe(before + 3)
    expect(valueOf(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 3)
    expect(
      valueOf(text, 'http_request_duration_seconds_count', { route: '/(other)', status: '404' }),
    ).toBeGreaterThanOrEqual(1)
    // A method no route takes (WebDAV's; Node's parser refuses made-up ones itself) is one series, OTHER.
    expect(valueOf(text, 'http_request_duration_seconds_count', { method: 'OTHER' })).toBeGreaterThanOrEqual(1)
    expect(text).not.toContain('PROPFIND')
    expect(text).not.toMatch(/\/id\/a|token=/)
    expect(valueOf(text, 'front_cache_results_total', { result: 'BYPASS' })).toBeGreaterThanOrEqual(4)
  })

  it('count the refusals of each rate limit', async () => {
    const limit = createRateLimiter({ name: 'test-form', points: 1, windowSeconds: 60, redis: null })
    expect(await limit.hit('203.0.113.9')).toBe(0)
    expect(await limit.hit('203.0.113.9')).toBeGreaterThan(0)
    expect(await limit.blockedFor('203.0.113.9')).toBeGreaterThan(0)
    expect(valueOf(await scraped(), 'rate_limit_refusals_total', { limit: 'test-form' })).toBe(2)
  })

  it("carry Node's process metrics, and answer nothing but GET /metrics", async () => {
    const text = await scraped()
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(text).toMatch(new RegExp(`^${name}\\{app="web"\\} `, 'm'))
    expect((await fetch(`${metrics}/`)).status).toBe(404)
    expect((await fetch(`${metrics}/metrics`, { method: 'POST' })).status).toBe(404)
  })
})
