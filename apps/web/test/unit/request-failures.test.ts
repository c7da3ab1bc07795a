import type http from 'node:http'
import { describe, expect, it } from 'vitest'
import { ContentUnavailableError } from '../../src/lib/content/errors'
import { contentFailed, trackContentFailures } from '../../src/lib/content/request-failures'

const request = (url: string) => ({ url }) as http.IncomingMessage
const failure = (kind: 'timeout' | 'network' | 'http' | 'invalid-response', status = 0) =>
  new ContentUnavailableError('a page', { kind, status, code: kind, message: kind })
/** Runs like a page render: the error is thrown after an await, as a content call fails. */
const render = (req: http.IncomingMessage, error: () => Error) =>
  trackContentFailures(req, async () => {
    await new Promise((resolve) => setTimeout(resolve, 1))
    throw error()
  }).catch(() => undefined)

describe('requests the content service failed', () => {
  it('a timeout, a refused connection or a 5xx marks the request that rendered', async () => {
    for (const [i, error] of [
      () => failure('timeout'),
      () => failure('network'),
      () => failure('http', 502),
    ].entries()) {
      const req = request(`/id/page-${i}`)
      await render(req, error)
      expect(contentFailed(req)).toBe(true)
    }
  })

  it('a 4xx or a malformed answer is a bug here, not an outage', async () => {
    for (const [i, error] of [() => failure('http', 400), () => failure('invalid-response', 200)].entries()) {
      const req = request(`/id/bug-${i}`)
      await render(req, error)
      expect(contentFailed(req)).toBe(false)
    }
  })

  it('another request for the same page (sharing its render) is marked too, one for another page is not', async () => {
    await render(request('/en/shared'), () => failure('timeout'))
    expect(contentFailed(request('/en/shared'))).toBe(true)
    expect(contentFailed(request('/en/other'))).toBe(false)
  })

  it('an error outside any tracked request marks nothing', () => {
    failure('timeout')
    expect(contentFailed(request(''))).toBe(false)
  })
})
