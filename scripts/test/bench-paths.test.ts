import { describe, expect, it } from 'vitest'
import { pathnames } from '../../apps/web/src/i18n/routes'
import { sitePath } from '../../packages/content-api/src/routes'
import { yearParam } from '../../apps/web/src/lib/list-params'
import { parseFinderQuery } from '../../apps/web/src/lib/services/rest-area-query'
import { firstLoadPaths, mixedPaths } from '../lib/bench-paths.mjs'

/** Content as the Content API lists it (bench-pages.mjs fetches these fields). */
const samples = {
  releases: [
    { slugs: { id: 'jtt-resmikan-gerbang', en: 'jtt-opens-toll-gate' } },
    { slugs: { id: 'mudik-lebaran', en: 'eid-homecoming' } },
  ],
  releasePages: 2,
  posts: [{ id: 7 }],
  postPages: 1,
  years: [2026, 2025],
  area: {
    id: 3,
    name: 'Rest Area KM 57A',
    type: 'A',
    side: 'B',
    km: 57.4,
    facilities: ['fuel', 'atm'],
    road: { slug: 'jakarta-cikampek' },
  },
  page: { slugs: { id: 'kebijakan-privasi', en: 'privacy-policy' } },
  line: { slugs: { id: 'jalan-tol', en: 'toll-road' } },
}

type Locale = 'id' | 'en'
const CATCH_ALL = '/[dynamicPage]'

/** Whether `/<locale><path>?…` is a screen of the route table in that language (the CMS catch-all apart). */
function isRoute(address: string, { catchAll = false } = {}) {
  const [, locale, rest = ''] = /^\/(id|en)(\/[^?]*)?(\?.*)?$/.exec(address) ?? []
  if (!locale) return false
  return Object.entries(pathnames).some(([key, value]) => {
    if (key === CATCH_ALL && !catchAll) return false
    const pattern = typeof value === 'string' ? value : value[locale as Locale]
    const regex = new RegExp(`^${pattern.replace(/\[[^\]]+\]/g, '[^/]+')}$`)
    return regex.test(rest || '/')
  })
}

describe('bench addresses', () => {
  const types = mixedPaths(samples)
  const paths = (name: string) => types.find((t) => t.name === name)?.paths ?? []

  it('are screens of the route table in their language, both languages for every page type', () => {
    for (const { name, paths } of types) {
      for (const address of paths) expect(isRoute(address, { catchAll: name === 'CMS page' }), address).toBe(true)
      expect(paths.some((p) => p.startsWith('/id')) && paths.some((p) => p.startsWith('/en')), name).toBe(true)
    }
    for (const address of Object.values(firstLoadPaths(samples))) {
      expect(address.startsWith('/id/') || address === '/id').toBe(true)
      expect(isRoute(address, { catchAll: address.endsWith('kebijakan-privasi') }), address).toBe(true)
    }
  })

  it('send only filters the finder understands, and a year the list filters by', () => {
    const finder = paths('rest-area finder')
    expect(finder.length).toBeGreaterThanOrEqual(5)
    for (const address of finder) {
      const raw = Object.fromEntries(new URL(address, 'http://site').searchParams)
      expect(Object.keys(raw).length, address).toBeGreaterThan(0)
      expect(parseFinderQuery(raw).ignored, address).toEqual([])
    }
    const years = paths('press-release list ?page= ?year=').filter((p) => p.includes('year='))
    expect(years).toEqual([
      `${sitePath('press-releases', 'id')}?year=2026`,
      `${sitePath('press-releases', 'en')}?year=2026`,
    ])
    expect(yearParam('2026')).toBe(2026)
  })

  it('ask for page 2 only of a list that has one', () => {
    expect(paths('press-release list ?page= ?year=')).toContain(`${sitePath('press-releases', 'en')}?page=2`)
    expect(types.map((t) => t.name)).not.toContain('CSR list ?page=')
    const twoPages = mixedPaths({ ...samples, postPages: 2 })
    expect(twoPages.find((t) => t.name === 'CSR list ?page=')?.paths).toEqual([
      `${sitePath('csr', 'id')}?page=2`,
      `${sitePath('csr', 'en')}?page=2`,
    ])
  })
})
