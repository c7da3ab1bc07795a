import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveTestFront } from './test-front'

// A real front that drops another app's draft-mode cookie; the stand-in app echoes the Cookie it got.
let server: http.Server
let port = 0

beforeAll(async () => {
  ;({ server, port } = await serveTestFront(async (req, res) => void res.end(req.headers.cookie ?? '(none)'), {
    dropCookies: ['__prerender_bypass', '__next_preview_data'],
  }))
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const cookieSeen = async (cookie: string) =>
  (await fetch(`http://127.0.0.1:${port}/media/a.jpg`, { headers: { cookie } })).text()

describe('dropCookies', () => {
  it("keeps the app's own cookies and removes the named ones before the app sees the request", async () => {
    expect(await cookieSeen('payload-token=abc; __prerender_bypass=123; theme=dark')).toBe(
      'payload-token=abc; theme=dark',
    )
    expect(await cookieSeen('__prerender_bypass=123;__next_preview_data=x')).toBe('(none)')
  })

  it('leaves cookies that only share a prefix with a dropped name', async () => {
    expect(await cookieSeen('__prerender_bypass_other=1')).toBe('__prerender_bypass_other=1')
  })
})
