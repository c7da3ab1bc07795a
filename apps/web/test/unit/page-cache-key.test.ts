import { describe, expect, it } from 'vitest'
import { pageCacheKey } from '../../src/lib/page-cache-key'

describe('the key the front keeps a page under', () => {
  it('is the page itself for a page that reads no query: every other parameter is dropped', () => {
    expect(pageCacheKey('/id', false)).toEqual({ url: '/id', group: 'id:/' })
    expect(pageCacheKey('/id?utm_source=newsletter&fbclid=abc', false)).toEqual({ url: '/id', group: 'id:/' })
    expect(pageCacheKey('/en/privacy-policy?x=1', false)).toEqual({
      url: '/en/privacy-policy',
      group: 'en:/[dynamicPage]',
    })
  })

  it('keeps the known parameters of a list, sorted, and drops the others', () => {
    const spellings = [
      '/id/media-informasi/siaran-pers?year=2024&page=2',
      '/id/media-informasi/siaran-pers?page=2&year=2024',
      '/id/media-informasi/siaran-pers?utm_campaign=x&page=2&gclid=1&year=2024',
    ]
    const keys = spellings.map((url) => pageCacheKey(url, false))
    for (const key of keys)
      expect(key).toEqual({
        url: '/id/media-informasi/siaran-pers?page=2&year=2024',
        group: 'id:/media-informasi/siaran-pers',
      })
    // The English path is its own group.
    expect(pageCacheKey('/en/media-information/press-release?page=3', false)?.group).toBe(
      'en:/media-informasi/siaran-pers',
    )
  })

  it('keeps a repeated parameter in its order, and encodes values one way', () => {
    expect(pageCacheKey('/id/layanan/rest-area?facility=ev&type=A&facility=atm&zz=1', false)?.url).toBe(
      '/id/layanan/rest-area?facility=ev&facility=atm&type=A',
    )
    expect(pageCacheKey('/id/hasil-pencarian?q=jalan%20tol', false)?.url).toBe('/id/hasil-pencarian?q=jalan+tol')
  })

  it('keeps nothing for a list asked with an empty parameter: the page redirects to the clean address', () => {
    expect(pageCacheKey('/id/hasil-pencarian?q=tarif&type=', false)).toBeNull()
    expect(pageCacheKey('/id/hasil-pencarian?q=tarif&utm_source=', false)).toBeNull()
    expect(pageCacheKey('/id/hasil-pencarian?q=%20', false)).toBeNull()
  })

  it('keeps nothing for pages made for one visitor, router fetches, or addresses outside the locales', () => {
    expect(pageCacheKey('/id/login?redirect=/id/akun', false)).toBeNull()
    expect(pageCacheKey('/id/akun', false)).toBeNull()
    expect(pageCacheKey('/id/unsubscribe?token=abc', false)).toBeNull()
    expect(pageCacheKey('/id', true)).toBeNull()
    expect(pageCacheKey('/api/search?q=x', false)).toBeNull()
    expect(pageCacheKey('/fr/page', false)).toBeNull()
    expect(pageCacheKey(undefined, false)).toBeNull()
  })

  it('keeps an address that is no route as it came, in one group per language', () => {
    expect(pageCacheKey('/id/a/b/c?x=1', false)).toEqual({ url: '/id/a/b/c?x=1', group: 'id:other' })
  })
})
