import { describe, expect, it } from 'vitest'
import { allowedMethods, checkBody, checkPost, checkMethod, checkTarget, MAX_URL_LENGTH } from '../src/guard'

describe('checkMethod', () => {
  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('passes %s on to Next', (method) => {
    expect(checkMethod(method)).toBeNull()
  })
  it('allows only GET and HEAD on read-only paths', () => {
    expect(checkMethod('GET', 501, true)).toBeNull()
    expect(checkMethod('DELETE', 405, true)?.status).toBe(405)
  })
  it.each(['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', undefined])(
    'refuses %s with 501, or the status asked for',
    (method) => {
      expect(checkMethod(method)?.status).toBe(501)
      expect(checkMethod(method, 405)?.status).toBe(405)
    },
  )
})

describe('checkTarget', () => {
  it.each(['/', '/id', '/en/contact-us?q=jalan+tol', '/id/%C3%A9t%C3%A9', '/v1/components?filter%5Bslug%5D=a'])(
    'passes %s',
    (url) => expect(checkTarget(url)).toBeNull(),
  )
  it.each([
    ['/id/%ff', 400],
    ['/id/%', 400],
    ['/sitemap.xml/%u002e', 400],
    ['/_next/static/%ff', 400],
    ['/id/a%00b', 400],
    ['/id?q=%E0%A4%A', 400],
    ['*', 400],
    ['http://evil.example/', 400],
    [`/${'a'.repeat(MAX_URL_LENGTH)}`, 414],
  ])('refuses %s with %i', (url, status) => {
    expect(checkTarget(url)?.status).toBe(status)
  })
})

describe('checkBody', () => {
  it('passes a body within the limit and requests without one', () => {
    expect(checkBody('POST', { 'content-length': '100' }, 100)).toBeNull()
    expect(checkBody('GET', {}, 0)).toBeNull()
  })
  it('refuses a declared length over the limit before reading it', () => {
    expect(checkBody('POST', { 'content-length': String(200 * 1024 * 1024) }, 16_384)?.status).toBe(413)
  })
  it('refuses a body without a length (chunked) and a malformed length', () => {
    expect(checkBody('POST', { 'transfer-encoding': 'chunked' }, 16_384)?.status).toBe(411)
    expect(checkBody('POST', { 'content-length': '12abc' }, 16_384)?.status).toBe(400)
  })
})

describe('checkPost', () => {
  const rules = { postPaths: /^\/(v1|api)\//, actionPaths: /^\/admin(\/|$)/ }
  it('passes reads, POSTs where they are taken, and server actions where the app has them', () => {
    expect(checkPost('GET', '/foo', {}, rules)).toBeNull()
    expect(checkPost('POST', '/v1/auth/login', {}, rules)).toBeNull()
    expect(checkPost('POST', '/admin/collections/pages?x=1', { 'next-action': 'abc' }, rules)).toBeNull()
    expect(checkPost('POST', '/foo', { 'next-action': 'abc' }, undefined)).toBeNull()
  })
  it.each(['/', '/foo', '/v1/%2e%2e/', '/admin/%2e%2e/x', '/administrator'])(
    'refuses a server action to %s with a 400',
    (url) => expect(checkPost('POST', url, { 'next-action': 'deadbeef' }, rules)?.status).toBe(400),
  )
  it.each(['/', '/admin', '/admin/login', '/v1', '/api/%2e%2e/x'])('refuses a plain POST to %s with a 405', (url) =>
    expect(checkPost('POST', url, {}, rules)?.status).toBe(405),
  )
  // Before: a page answered PUT, PATCH and DELETE with 200 (rendered as a GET).
  it.each(['PUT', 'PATCH', 'DELETE', 'OPTIONS'])(
    'refuses %s to a page with a 405 that allows GET and HEAD',
    (method) => {
      expect(checkPost(method, '/admin/collections/pages', {}, rules)).toMatchObject({
        status: 405,
        allow: 'GET, HEAD',
      })
      expect(checkPost(method, '/api/pages/1', {}, rules)).toBeNull()
    },
  )
})

describe('allowedMethods', () => {
  const rules = { postPaths: /^\/(v1|api)\//, actionPaths: /^\/admin(\/|$)/ }
  it('says pages and files take GET and HEAD, route handlers POST too', () => {
    expect(allowedMethods('/en/about', rules)).toBe('GET, HEAD')
    expect(allowedMethods('/v1/menu', rules)).toBe('GET, HEAD, POST')
    expect(allowedMethods('/v1/x.json', rules, true)).toBe('GET, HEAD')
    expect(allowedMethods('/anything', undefined)).toBe('GET, HEAD')
  })
})
