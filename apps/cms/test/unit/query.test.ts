import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import { parseQuery } from '../../src/api/query'

const req = (qs: string) => new Request(`http://x/v1/components${qs}`)
const spec = { filters: ['slug'] as const, locale: true, paging: true, flags: ['draft'] }

function errorOf(fn: () => unknown): ApiError {
  try {
    fn()
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected an ApiError')
}

describe('parseQuery', () => {
  it('reads filters, locale, paging and flags', () => {
    expect(parseQuery(req('?filter[slug]=a&locale=en&page=2&per_page=5&draft=true'), spec)).toEqual({
      filters: { slug: 'a' },
      locale: 'en',
      page: 2,
      perPage: 5,
      flags: { draft: true },
      text: {},
    })
  })
  it('defaults to Indonesian, page 1, 20 per page', () => {
    expect(parseQuery(req(''), spec)).toMatchObject({ locale: 'id', page: 1, perPage: 20 })
  })
  it.each([
    ['?filter[title]=a', 'invalid_filter'],
    ['?locale=de', 'invalid_locale'],
    ['?page=0', 'invalid_pagination'],
    ['?per_page=1000', 'invalid_pagination'],
    ['?page=1e3', 'invalid_pagination'],
    ['?x=1', 'bad_request'],
    ['?page=1&page=2', 'bad_request'],
  ])('%s → 400 %s', (qs, code) => {
    const error = errorOf(() => parseQuery(req(qs), spec))
    expect(error.status).toBe(400)
    expect(error.code).toBe(code)
  })
  it('refuses paging where the resource has none', () => {
    expect(errorOf(() => parseQuery(req('?page=1'), { locale: true })).code).toBe('bad_request')
  })
})
