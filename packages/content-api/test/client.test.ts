import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUrl, createContentClient, unwrap, ContentApiRequestError } from '../src'

// A real local HTTP server standing in for misbehaving services (slow, broken, off-contract).
let server: http.Server
let base = ''
const seen: { url: string; auth?: string }[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', auth: req.headers.authorization })
    const send = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(body)
    if (req.url?.startsWith('/v1/components')) {
      return send(
        200,
        JSON.stringify({
          data: [{ id: '1', slug: 'footer-email', title: 'info@x.id', locale: 'id' }],
          meta: { page: 1, per_page: 20, total: 1, total_pages: 1 },
        }),
      )
    }
    if (req.url?.startsWith('/v1/settings')) return send(200, JSON.stringify({ data: [{ id: 1 }] })) // off-contract
    if (req.url?.startsWith('/v1/menu')) return setTimeout(() => send(200, '{"data":[]}'), 500) // slow
    if (req.url?.startsWith('/v1/pages'))
      return send(400, JSON.stringify({ error: { code: 'invalid_locale', message: 'Unknown locale' } }))
    if (req.url?.startsWith('/v1/current-user/profile')) return send(502, '<html>bad gateway</html>')
    return send(404, JSON.stringify({ error: { code: 'not_found', message: 'No such endpoint' } }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('buildUrl', () => {
  it('keeps filter brackets readable to the server and drops empty values', () => {
    const url = buildUrl('http://h/v1/', '/components', { 'filter[slug]': 'a b', locale: 'id', page: undefined, q: '' })
    expect(url).toBe('http://h/v1/components?filter%5Bslug%5D=a+b&locale=id')
    expect(new URL(url).searchParams.get('filter[slug]')).toBe('a b')
  })
})

describe('createContentClient', () => {
  it('parses a contract-conforming answer and sends the default locale', async () => {
    const result = await createContentClient({ baseUrl: base, locale: 'en' }).components({ slug: 'footer-email' })
    expect(result.ok && result.data.data[0]?.title).toBe('info@x.id')
    expect(seen.at(-1)?.url).toContain('locale=en')
  })

  it("builds a declared read's address from its parameters and its flags", async () => {
    const api = createContentClient({ baseUrl: base, locale: 'en' })
    await api.pressReleases({ year: 2024, draft: true, page: 2, perPage: 9 })
    expect(seen.at(-1)?.url).toBe('/v1/press-releases?filter%5Byear%5D=2024&locale=en&draft=true&page=2&per_page=9')
    await api.pressRelease({ slug: 'a b/c', locale: 'id' })
    expect(seen.at(-1)?.url).toBe('/v1/press-releases/a%20b%2Fc?locale=id')
    await api.pressReleaseYears() // no locale, draft or paging: the declaration takes none
    expect(seen.at(-1)?.url).toBe('/v1/press-releases/years')
  })

  it('reports an off-contract answer as invalid-response', async () => {
    const result = await createContentClient({ baseUrl: base }).settings({ key: 'x' })
    expect(!result.ok && result.error.kind).toBe('invalid-response')
  })

  it('reports a slow service as a timeout', async () => {
    const result = await createContentClient({ baseUrl: base, timeoutMs: 100 }).menu()
    expect(!result.ok && result.error).toMatchObject({ kind: 'timeout', status: 0 })
  })

  it('carries the API error code and status', async () => {
    const result = await createContentClient({ baseUrl: base }).pages({ slug: 'x' })
    expect(!result.ok && result.error).toMatchObject({ kind: 'http', status: 400, code: 'invalid_locale' })
  })

  it('handles a non-JSON error page and sends the bearer token', async () => {
    const result = await createContentClient({ baseUrl: base }).profile('tok123')
    expect(!result.ok && result.error).toMatchObject({ kind: 'http', status: 502 })
    expect(seen.at(-1)?.auth).toBe('Bearer tok123')
  })

  it('reports an unreachable service as a network error', async () => {
    const result = await createContentClient({ baseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 2000 }).menu()
    expect(!result.ok && result.error.kind).toBe('network')
  })

  it('unwrap throws a typed error', async () => {
    const result = await createContentClient({ baseUrl: base }).pages()
    expect(() => unwrap(result)).toThrow(ContentApiRequestError)
  })
})
