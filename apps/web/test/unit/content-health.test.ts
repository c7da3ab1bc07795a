import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { contentHealth, healthTrackingFetch } from '../../src/lib/content/health'

/** A local server that answers /ok at once and never answers /hang (a saturated service). */
let server: http.Server
let base = ''
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/ok') res.end('{}')
    // A service that is up but slower than the short time limit of an outage (500 ms).
    if (req.url === '/slow') setTimeout(() => res.end('{}'), 800)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => contentHealth.reachable())

const slowCall = () =>
  healthTrackingFetch(`${base}/hang`, { signal: AbortSignal.timeout(50) }).then(
    () => 'answered',
    (error: Error) => error.name,
  )

describe('content service health, as the web’s calls find it', () => {
  it('a refused connection is an outage at once', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    await expect(healthTrackingFetch(`http://127.0.0.1:${port}/`)).rejects.toThrow()
    expect(contentHealth.isDown()).toBe(true)
  })

  it('a slow answer is not an outage; three timed-out calls in a row are', async () => {
    expect(await slowCall()).toBe('TimeoutError')
    expect(await slowCall()).toBe('TimeoutError')
    expect(contentHealth.isDown()).toBe(false)
    expect(await slowCall()).toBe('TimeoutError')
    expect(contentHealth.isDown()).toBe(true)
    // An uncached answer says the service is back.
    await healthTrackingFetch(`${base}/ok`, { cache: 'no-store' })
    expect(contentHealth.isDown()).toBe(false)
  })

  it('an answer between timeouts starts the count again; a call its caller gave up on counts for nothing', async () => {
    await slowCall()
    await slowCall()
    await healthTrackingFetch(`${base}/ok`)
    await slowCall()
    await slowCall()
    const controller = new AbortController()
    const aborted = healthTrackingFetch(`${base}/hang`, { signal: controller.signal })
    controller.abort()
    await expect(aborted).rejects.toThrow()
    expect(contentHealth.isDown()).toBe(false)
  })

  it('finds a service back that answers slower than the outage time limit: one uncached call keeps its own limit', async () => {
    contentHealth.unreachable()
    // A page's cached read, while down: the short limit.
    expect(
      await healthTrackingFetch(`${base}/slow`).then(
        () => 'answered',
        (e: Error) => e.name,
      ),
    ).toBe('TimeoutError')
    // Two uncached calls at once (the readiness probe, a proxy table): the first is the recovery probe and
    // waits for the slow answer; the second, made meanwhile, gets the short limit.
    const probe = healthTrackingFetch(`${base}/slow`, { cache: 'no-store', signal: AbortSignal.timeout(2000) })
    const other = healthTrackingFetch(`${base}/slow`, { cache: 'no-store' }).then(
      () => 'answered',
      (e: Error) => e.name,
    )
    expect(await other).toBe('TimeoutError')
    expect((await probe).status).toBe(200)
    expect(contentHealth.isDown()).toBe(false)
  })
})
