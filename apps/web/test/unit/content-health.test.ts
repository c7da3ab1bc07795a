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
})
