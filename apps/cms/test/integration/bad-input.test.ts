import { describe, expect, it } from 'vitest'
import { expectErrorBody, getRaw, postRaw } from './helpers'

describe('bad input answers 400 with { error: { code, message } }', () => {
  const cases: [string, string, string][] = [
    ['unknown filter', '/components?filter[nope]=x&locale=id', 'invalid_filter'],
    ['filter on a resource that has none', '/menu?filter[slug]=x', 'invalid_filter'],
    ['empty filter value', '/components?filter[slug]=&locale=id', 'invalid_filter'],
    ['bad locale', '/components?filter[slug]=footer-email&locale=fr', 'invalid_locale'],
    ['bad locale on settings', '/settings?filter[key]=facebook-url&locale=EN', 'invalid_locale'],
    ['page zero', '/components?page=0', 'invalid_pagination'],
    ['page not a number', '/pages?page=abc', 'invalid_pagination'],
    ['negative page', '/redirects?page=-1', 'invalid_pagination'],
    ['per_page above the limit', '/media?per_page=101', 'invalid_pagination'],
    ['fractional per_page', '/settings?per_page=1.5', 'invalid_pagination'],
    ['unknown parameter', '/components?sort=slug', 'bad_request'],
    ['repeated parameter', '/components?locale=id&locale=en', 'bad_request'],
    ['bad draft flag', '/pages?draft=yes', 'bad_request'],
  ]
  for (const [name, path, code] of cases) {
    it(name, async () => {
      const res = await getRaw(path)
      expect(res.status).toBe(400)
      const error = expectErrorBody(res.json)
      expect(error.code).toBe(code)
      expect(error.message.length).toBeGreaterThan(10)
      expect(res.text).not.toMatch(/\bat .+:\d+:\d+/) // no stack trace
    })
  }

  it('malformed JSON on login', async () => {
    const res = await postRaw('/auth/login', '{"email": "a@b.c", "password": ')
    expect(res.status).toBe(400)
    expect(expectErrorBody(res.json).code).toBe('invalid_json')
  })

  it('login body of the wrong type', async () => {
    const res = await postRaw('/auth/login', 'email=a', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(res.status).toBe(400)
    expect(expectErrorBody(res.json).code).toBe('invalid_json')
  })

  it('login without a valid email', async () => {
    const res = await postRaw('/auth/login', JSON.stringify({ email: 'not-an-email', password: 'x' }))
    expect(res.status).toBe(400)
    expect(expectErrorBody(res.json).code).toBe('validation_failed')
  })

  it('unknown endpoint is a JSON 404', async () => {
    const res = await getRaw('/components/extra/segments')
    expect(res.status).toBe(404)
    expect(expectErrorBody(res.json).code).toBe('not_found')
  })
})
