import { ROUTES, sitePath } from '@jtt/content-api/routes'
import { describe, expect, it } from 'vitest'
import { pageCacheKey } from '../../src/lib/page-cache-key'

const LIST = sitePath('press-releases', 'id')
const SEARCH = sitePath('search-results', 'id')
const FINDER = sitePath('rest-areas', 'id')

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
      `${LIST}?year=2024&page=2`,
      `${LIST}?page=2&year=2024`,
      `${LIST}?utm_campaign=x&page=2&gclid=1&year=2024`,
    ]
    const keys = spellings.map((url) => pageCacheKey(url, false))
    for (const key of keys)
      expect(key).toEqual({
        url: `${LIST}?page=2&year=2024`,
        group: `id:${ROUTES['press-releases'].page}`,
      })
    // The English path is its own group.
    expect(pageCacheKey(`${sitePath('press-releases', 'en')}?page=3`, false)?.group).toBe(
      `en:${ROUTES['press-releases'].page}`,
    )
  })

  it('keeps a repeated parameter in its order, and encodes values one way', () => {
    expect(pageCacheKey(`${FINDER}?facility=ev&type=A&facility=atm&zz=1`, false)?.url).toBe(
      `${FINDER}?facility=ev&facility=atm&type=A`,
    )
    expect(pageCacheKey(`${SEARCH}?q=jalan%20tol`, false)?.url).toBe(`${SEARCH}?q=jalan+tol`)
  })

  it('keeps nothing for a list asked with an empty parameter: the page redirects to the clean address', () => {
    expect(pageCacheKey(`${SEARCH}?q=tarif&type=`, false)).toBeNull()
    expect(pageCacheKey(`${SEARCH}?q=tarif&utm_source=`, false)).toBeNull()
    expect(pageCacheKey(`${SEARCH}?q=%20`, false)).toBeNull()
  })

  it('keeps nothing for pages made for one visitor, router fetches, or addresses outside the locales', () => {
    expect(pageCacheKey(sitePath('account', 'en'), false)).toBeNull()
    expect(pageCacheKey(`${sitePath('unsubscribe', 'id')}?token=abc`, false)).toBeNull()
    expect(pageCacheKey(`${sitePath('email-alert-unsubscribe', 'en')}?utm_source=mail&token=abc`, false)).toBeNull()
    expect(pageCacheKey(`${sitePath('email-alert', 'id')}?status=confirm&token=abc`, false)).toBeNull()
    expect(pageCacheKey('/id', true)).toBeNull()
    expect(pageCacheKey('/api/search?q=x', false)).toBeNull()
    expect(pageCacheKey('/fr/page', false)).toBeNull()
    expect(pageCacheKey(undefined, false)).toBeNull()
  })

  it('keeps the pages every guest gets alike: the sign-in page, and the subscription pages without a token', () => {
    const login = sitePath('login', 'id')
    expect(pageCacheKey(`${login}?redirect=${sitePath('account', 'id')}&utm_source=x`, false)).toEqual({
      url: `${login}?redirect=${encodeURIComponent(sitePath('account', 'id'))}`,
      group: 'id:/login',
    })
    const unsubscribe = sitePath('unsubscribe', 'en')
    expect(pageCacheKey(`${unsubscribe}?fbclid=1`, false)).toEqual({ url: unsubscribe, group: 'en:/unsubscribe' })
    const sent = `${sitePath('email-alert', 'en')}?status=sent`
    expect(pageCacheKey(sent, false)?.url).toBe(sent)
  })

  it('keeps an address that is no route as it came, in one group per language', () => {
    expect(pageCacheKey('/id/a/b/c?x=1', false)).toEqual({ url: '/id/a/b/c?x=1', group: 'id:other' })
  })
})
