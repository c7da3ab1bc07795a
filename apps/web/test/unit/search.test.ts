import { DOCUMENT_TYPES, MAX_SEARCH_QUERY_LENGTH, SEARCH_TYPES } from '@jtt/content-api'
import { SCREEN_IDS, sitePath } from '@jtt/content-api/routes'
import { describe, expect, it } from 'vitest'
import { searchHref } from '../../src/lib/search-target'
import { readSearchState, searchQueryString } from '../../src/lib/search-state'
import en from '../../messages/en.json'
import id from '../../messages/id.json'

describe('search result types', () => {
  it('every type of the contract has a label in both languages', () => {
    for (const type of SEARCH_TYPES) {
      expect((id.search.type as Record<string, string>)[type], `id: ${type}`).toBeTruthy()
      expect((en.search.type as Record<string, string>)[type], `en: ${type}`).toBeTruthy()
    }
  })

  it('every kind of document has a label in both languages (a document result shows its kind)', () => {
    for (const kind of DOCUMENT_TYPES) {
      expect((id.search.kind as Record<string, string>)[kind], `id: ${kind}`).toBeTruthy()
      expect((en.search.kind as Record<string, string>)[kind], `en: ${kind}`).toBeTruthy()
    }
  })
})

describe('searchHref', () => {
  it('builds item URLs from the content routes, in the asked language', () => {
    expect(searchHref({ kind: 'item', type: 'page', key: 'kebijakan-privasi' }, 'id')).toBe('/id/kebijakan-privasi')
    expect(searchHref({ kind: 'item', type: 'page', key: 'privacy-policy' }, 'en')).toBe('/en/privacy-policy')
  })

  it('builds screens from the route registry, with their anchor', () => {
    expect(searchHref({ kind: 'screen', screen: 'board-of-directors', hash: 'person-3' }, 'en')).toBe(
      `${sitePath('board-of-directors', 'en')}#person-3`,
    )
    // The site's routing (next-intl's table) and the registry's sitePath agree on every screen.
    for (const screen of SCREEN_IDS) {
      for (const locale of ['id', 'en'] as const) {
        expect(searchHref({ kind: 'screen', screen }, locale)).toBe(sitePath(screen, locale))
      }
    }
  })

  it('keeps safe site paths and web addresses, refuses anything else', () => {
    expect(searchHref({ kind: 'href', href: sitePath('contact', 'en') }, 'en')).toBe(sitePath('contact', 'en'))
    expect(searchHref({ kind: 'href', href: 'https://cms.example/media/laporan.pdf' }, 'id')).toBe(
      'https://cms.example/media/laporan.pdf',
    )
    expect(searchHref({ kind: 'href', href: '/id/a b"onmouseover' }, 'id')).toBeNull()
  })
})

describe('readSearchState', () => {
  it('reads the query, a known type and a page number', () => {
    expect(readSearchState({ q: '  tarif   tol ', type: 'page', page: '3' })).toEqual({
      q: 'tarif tol',
      type: 'page',
      page: 3,
    })
  })

  it('never fails: unknown types and bad pages are dropped, long queries cut, arrays use the first', () => {
    expect(readSearchState({ q: ['a', 'b'], type: 'people', page: '-1' })).toEqual({ q: 'a', type: undefined, page: 1 })
    expect(readSearchState({ page: '1e9' }).page).toBe(1)
    expect(readSearchState({ page: '99999' }).page).toBe(1)
    expect(readSearchState({ page: '5000' }).page).toBe(1000)
    expect(Array.from(readSearchState({ q: '😀'.repeat(500) }).q)).toHaveLength(MAX_SEARCH_QUERY_LENGTH)
    expect(readSearchState({ q: '\u0000<b>\u202e' }).q).toBe('<b>')
  })

  it('writes the query string without empty parameters or page 1 (spec §5)', () => {
    expect(searchQueryString({ q: 'jalan tol', page: 1 })).toBe('?q=jalan+tol')
    expect(searchQueryString({ q: '', page: 1 })).toBe('')
    expect(searchQueryString({ q: 'x', type: 'menu', page: 2 })).toBe('?q=x&type=menu&page=2')
  })
})
