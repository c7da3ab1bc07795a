import { describe, expect, it } from 'vitest'
import { sanitizeQuery, toQueryString } from '../../src/lib/query-string'

describe('sanitizeQuery', () => {
  it('removes undefined, null and empty-string values and keeps the rest', () => {
    expect(sanitizeQuery({ q: 'tol', page: '', sort: undefined, year: null, lang: 'id' })).toEqual({
      q: 'tol',
      lang: 'id',
    })
  })

  it('turns numbers and booleans into strings, keeping 0 and false', () => {
    expect(sanitizeQuery({ page: 0, limit: 20, archived: false, open: true })).toEqual({
      page: '0',
      limit: '20',
      archived: 'false',
      open: 'true',
    })
  })

  it('drops NaN and infinite numbers', () => {
    const params = { page: Number.NaN, size: Number.POSITIVE_INFINITY, year: 2026 }
    expect(sanitizeQuery(params)).toEqual({ year: '2026' })
  })

  it('removes empty strings inside arrays and arrays left empty', () => {
    expect(sanitizeQuery({ tag: ['a', '', 'b'], region: ['', ''], none: [] })).toEqual({ tag: ['a', 'b'] })
  })

  it('keeps whitespace, which is a value and not an empty string', () => {
    expect(sanitizeQuery({ q: ' ' })).toEqual({ q: ' ' })
  })

  it('accepts URLSearchParams, grouping repeated keys into arrays', () => {
    const params = new URLSearchParams('q=gerbang&page=&tag=a&tag=&tag=b&empty=')
    expect(sanitizeQuery(params)).toEqual({ q: 'gerbang', tag: ['a', 'b'] })
  })

  it('does not modify its input', () => {
    const input = { q: '', tag: ['a', ''] }
    sanitizeQuery(input)
    expect(input).toEqual({ q: '', tag: ['a', ''] })
  })
})

describe('toQueryString', () => {
  it('returns an empty string when nothing is left', () => {
    expect(toQueryString({ q: '', page: undefined })).toBe('')
    expect(toQueryString(new URLSearchParams())).toBe('')
  })

  it('builds a ?-prefixed string in key order, repeating array keys', () => {
    expect(toQueryString({ a: 1, b: '2', c: '', tag: ['x', 'y'] })).toBe('?a=1&b=2&tag=x&tag=y')
  })

  it('percent-encodes keys and values', () => {
    expect(toQueryString({ q: 'tol & gerbang', 'k/ey': 'a=b' })).toBe('?q=tol+%26+gerbang&k%2Fey=a%3Db')
  })
})
