import { describe, expect, it } from 'vitest'
import { SITE_CONTENT_TYPES } from '../src'
import { ROUTE_IDS, ROUTES, routeSpec, SCREEN_IDS, sitePath } from '../src/routes'

const LOCALES = ['id', 'en'] as const

describe('the route registry', () => {
  it('names each route in kebab case, with one page folder and one path per language each', () => {
    for (const id of ROUTE_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/)
    const pages = ROUTE_IDS.map((id) => ROUTES[id].page)
    expect(new Set(pages).size).toBe(pages.length)
    for (const locale of LOCALES) {
      const paths = ROUTE_IDS.map((id) => ROUTES[id][locale])
      expect(new Set(paths).size, locale).toBe(paths.length)
      for (const path of paths) expect(path, locale).toMatch(/^\/([a-z0-9-]+|\[\w+\])?(\/([a-z0-9-]+|\[\w+\]))*$/)
    }
  })

  it('gives a route with a parameter the same parameter in its page and both paths, and no other', () => {
    for (const id of ROUTE_IDS) {
      const route = routeSpec(id)
      const params = (path: string) => [...path.matchAll(/\[(\w+)\]/g)].map((m) => m[1])
      const expected = route.param ? [route.param.name] : []
      for (const path of [route.page, route.id, route.en]) expect([id, params(path)]).toEqual([id, expected])
    }
  })

  it('has exactly one route per content type with pages of its own', () => {
    const types = ROUTE_IDS.flatMap((id) => routeSpec(id).param?.type ?? [])
    expect([...types].sort()).toEqual([...SITE_CONTENT_TYPES].sort())
  })

  it('lets search results lead to fixed, public screens only', () => {
    expect(SCREEN_IDS.length).toBeGreaterThan(5)
    expect([...SCREEN_IDS].sort()).toEqual(ROUTE_IDS.filter((id) => routeSpec(id).searchTarget).sort())
    for (const id of SCREEN_IDS) expect([id, routeSpec(id).param, routeSpec(id).public]).toEqual([id, undefined, true])
  })

  it('keeps the shared-cache flags apart: a personal page is never kept by query, nor in the sitemap', () => {
    for (const id of ROUTE_IDS) {
      const route = routeSpec(id)
      if (route.personal) expect([id, route.query, route.sitemap]).toEqual([id, undefined, undefined])
      if (!route.public) expect([id, route.personal]).toEqual([id, true])
    }
  })

  it('makes a request personal by a parameter only where the page reads it, on pages kept by query', () => {
    const withPersonalQuery = ROUTE_IDS.filter((id) => routeSpec(id).personalQuery)
    expect(withPersonalQuery.length).toBeGreaterThan(0)
    for (const id of withPersonalQuery) {
      const { personalQuery = [], query = [], personal } = routeSpec(id)
      expect([id, personalQuery.filter((name) => !query.includes(name)), personal]).toEqual([id, [], undefined])
    }
  })
})

describe('sitePath', () => {
  it('prefixes the language, the home page being the prefix alone', () => {
    expect(sitePath('home', 'id')).toBe('/id')
    expect(sitePath('home', 'en')).toBe('/en')
    expect(sitePath('contact', 'en')).toBe(`/en${ROUTES.contact.en}`)
    expect(sitePath('contact', 'id')).toBe(`/id${ROUTES.contact.id}`)
  })

  it('fills a parameter encoded as one segment', () => {
    const release = sitePath('press-release', 'en', { slug: 'a b/c?d#é' })
    expect(release).toBe(`/en${ROUTES['press-release'].en.replace('[slug]', 'a%20b%2Fc%3Fd%23%C3%A9')}`)
    expect(sitePath('cms-page', 'id', { dynamicPage: 'kebijakan-privasi' })).toBe('/id/kebijakan-privasi')
  })

  it('refuses a route without its parameter', () => {
    const call = sitePath as (route: string, locale: string, params?: Record<string, string>) => string
    expect(() => call('rest-area', 'id', {})).toThrow(/no "id" for route 'rest-area'/)
  })
})
