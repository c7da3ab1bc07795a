import { afterEach, describe, expect, it } from 'vitest'
import type { Readiness } from '../src/health'
import { serveTestFront } from './test-front'

// A real front on a loopback port; the stand-in for Next records whether a health request reached it.
const fronts: { close(): void }[] = []
afterEach(() => fronts.splice(0).forEach((f) => f.close()))

async function front(readiness?: () => Promise<Readiness>) {
  let reachedNext = 0
  const { server, port } = await serveTestFront(
    async (_req, res) => {
      reachedNext++
      res.end('next')
    },
    readiness ? { health: { readiness, reuseMs: 0 } } : {},
  )
  fronts.push(server)
  const get = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init)
  return { get, reachedNext: () => reachedNext }
}

describe('health endpoints', () => {
  it('answers /healthz with 200 without asking any dependency or Next', async () => {
    let asked = 0
    const f = await front(async () => {
      asked++
      return { ready: false, checks: { database: 'down' } }
    })
    const res = await f.get('/healthz')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'ok' })
    expect(asked).toBe(0)
    expect(f.reachedNext()).toBe(0)
  })

  it('answers /readyz with the readiness of the dependencies: 200 when ready, 503 when not', async () => {
    let database = 'ok'
    const f = await front(async () => ({ ready: database === 'ok', checks: { database } }))
    const ready = await f.get('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } })
    database = 'no answer'
    const down = await f.get('/readyz?probe=1')
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ status: 'unavailable', checks: { database: 'no answer' } })
    expect(f.reachedNext()).toBe(0)
  })

  it('reports not ready when the check itself fails, never a 500', async () => {
    const f = await front(async () => {
      throw new Error('connect ECONNREFUSED')
    })
    const res = await f.get('/readyz')
    expect(res.status).toBe(503)
    expect((await res.json()).checks).toEqual({ readiness: 'connect ECONNREFUSED' })
  })

  it('reuses one result within its lifetime, so frequent probes cost one check', async () => {
    let asked = 0
    const { server, port } = await serveTestFront(async (_q, res) => void res.end(), {
      health: { readiness: async () => ({ ready: true, checks: { n: String(++asked) } }), reuseMs: 60_000 },
    })
    fronts.push(server)
    for (let i = 0; i < 5; i++) expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200)
    expect(asked).toBe(1)
  })

  it('takes GET and HEAD only, and leaves other paths to the app', async () => {
    const f = await front(async () => ({ ready: true, checks: {} }))
    expect((await f.get('/healthz', { method: 'HEAD' })).status).toBe(200)
    const post = await f.get('/readyz', { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
    expect(await (await f.get('/healthzz')).text()).toBe('next')
    expect(f.reachedNext()).toBe(1)
  })

  it('is ready whenever listening for an app without a readiness check', async () => {
    const f = await front()
    expect((await f.get('/readyz')).status).toBe(200)
  })
})
