import fs from 'node:fs'
import http from 'node:http'
import type net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { serveTestFront } from '../../packages/server/test/test-front'
import { startEdge } from '../lib/edge.mjs'
import { testPorts } from '../lib/test-ports.mjs'

/**
 * The edge (deploy/nginx/jtt.conf.template, as production renders it) in front of two web instances,
 * one of which cannot answer the way a restarting instance cannot: a visitor's request goes to the
 * other one. Stand-ins play the instance that misbehaves on cue; the last case drains a real front
 * (@jtt/server) under GETs and POSTs. npm test installs nginx; elsewhere this is skipped.
 */
const hasNginx = fs.existsSync('/usr/sbin/nginx')
const stops: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop()
})

type Behaviour = (req: http.IncomingMessage, res: http.ServerResponse, earlier: number) => void
/** A stand-in instance: `behave` is given how many requests its connection carried before this one. */
async function instance(name: string, behave?: Behaviour) {
  const carried = new WeakMap<net.Socket, number>()
  /** Answered normally, and not (closed or refused by its `behave`). */
  const seen = { answered: 0, dropped: 0 }
  const server = http.createServer((req, res) => {
    const earlier = carried.get(req.socket) ?? 0
    carried.set(req.socket, earlier + 1)
    if (behave) return behave(req, res, earlier)
    seen.answered++
    res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store', 'content-length': name.length })
    res.end(name)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  stops.push(() => new Promise((resolve) => server.close(resolve)))
  return { port: (server.address() as net.AddressInfo).port, seen, server }
}

async function edgeFor(ports: number[]) {
  const edge = await startEdge({ webPort: ports, port: testPorts.edgeRetry, quiet: true, formRate: '100000r/s' })
  stops.push(edge.stop)
  return edge.url
}

const statusesOf = async (url: string, count: number, init: RequestInit = {}) => {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${url}/page-${i}`, init)
    await res.arrayBuffer()
    statuses.push(res.status)
  }
  return statuses
}

describe.skipIf(!hasNginx)('the edge in front of two web instances, one of them restarting', () => {
  it('resends a GET whose kept-alive connection the instance closed, instead of answering 502', async () => {
    const a = await instance('a', (req, res, earlier) => {
      if (earlier === 0) return void res.writeHead(200, { 'content-length': 1, 'cache-control': 'no-store' }).end('a')
      // Closed as the next request arrived: what nginx sees when an instance closes an idle connection.
      a.seen.dropped++
      req.socket.destroy()
    })
    const b = await instance('b')
    const url = await edgeFor([a.port, b.port])
    const statuses = await statusesOf(url, 20)
    expect(statuses).toEqual(statuses.map(() => 200))
    expect(a.seen.dropped).toBeGreaterThan(0)
  })

  it('sends a GET or a POST that an instance refused to connect to to the other one', async () => {
    const gone = await instance('gone')
    await new Promise((resolve) => gone.server.close(resolve))
    const b = await instance('b')
    const url = await edgeFor([gone.port, b.port])
    expect(await statusesOf(url, 6)).toEqual([200, 200, 200, 200, 200, 200])
    expect(await statusesOf(url, 6, { method: 'POST', body: 'x=1' })).toEqual([200, 200, 200, 200, 200, 200])
  })

  it('resends a GET that an instance answered 503', async () => {
    const a = await instance('a', (_req, res) => {
      a.seen.dropped++
      res.writeHead(503, { 'content-length': 0 }).end()
    })
    const b = await instance('b')
    const url = await edgeFor([a.port, b.port])
    expect(await statusesOf(url, 6)).toEqual([200, 200, 200, 200, 200, 200])
    expect(a.seen.dropped).toBeGreaterThan(0)
  })

  it('loses no GET and no POST while one real front drains (its SIGTERM) under load', async () => {
    const answered = { a: 0, b: 0 }
    const front = (name: 'a' | 'b') =>
      serveTestFront(async (_req, res) => {
        // A moment of work, so some answers are in flight when the drain starts.
        await new Promise((resolve) => setTimeout(resolve, 5))
        answered[name]++
        res.setHeader('cache-control', 'no-store')
        res.end(name)
      })
    const a = await front('a')
    const b = await front('b')
    stops.push(() => new Promise((resolve) => b.server.close(resolve)))
    const url = await edgeFor([a.port, b.port])
    const statuses = new Map<string, number>()
    let running = true
    const client = async (n: number) => {
      for (let i = 0; running; i++) {
        const post = (n + i) % 2 === 0
        const res = await fetch(`${url}/load-${n}-${i}`, post ? { method: 'POST', body: 'x=1' } : {})
        await res.arrayBuffer()
        const key = `${post ? 'POST' : 'GET'} ${res.status}`
        statuses.set(key, (statuses.get(key) ?? 0) + 1)
      }
    }
    const clients = Array.from({ length: 8 }, (_, n) => client(n))
    await expect.poll(() => answered.a, { timeout: 10_000 }).toBeGreaterThan(20)
    const drained = await a.server.drain()
    const afterDrain = answered.b
    await expect.poll(() => answered.b, { timeout: 10_000 }).toBeGreaterThan(afterDrain + 50)
    running = false
    await Promise.all(clients)
    expect(drained).toEqual({ drained: true, cut: 0 })
    expect(Object.fromEntries(statuses)).toEqual({ 'GET 200': expect.any(Number), 'POST 200': expect.any(Number) })
  }, 60_000)
})
