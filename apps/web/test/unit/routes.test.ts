import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { matchRoute } from '../../src/i18n/match-route'
import {
  personalRoutes,
  publicRoutes,
  requiresSignIn,
  routesWithPages,
  sharedRenderedRoutes,
  timedRoutes,
} from '../../src/i18n/pages'
import { pathnames, type AppPathname } from '../../src/i18n/routes'
import en from '../../messages/en.json'
import id from '../../messages/id.json'

const appDir = path.resolve(__dirname, '../../src/app/[locale]')

/** Pages only the proxy requests (lib/status-page.ts); they are not routes of the table. */
const INTERNAL_PAGES = ['/status-page/[code]']

/** Internal pathnames of every page.tsx under app/[locale] (`[...x]` counts as the catch-all). */
function pageRoutes(dir = appDir, prefix = ''): string[] {
  const found: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'page.tsx') found.push(prefix || '/')
    if (entry.isDirectory()) {
      const segment = entry.name.replace(/^\[\.\.\.(\w+)\]$/, '[$1]')
      found.push(...pageRoutes(path.join(dir, entry.name), `${prefix}/${segment}`))
    }
  }
  return found
}

const keysOf = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  )

describe('routing table', () => {
  it('lists exactly the routes that have a page file', () => {
    const pages = pageRoutes().filter((route) => !INTERNAL_PAGES.includes(route))
    expect([...routesWithPages].sort()).toEqual(pages.sort())
    for (const route of routesWithPages) expect(Object.keys(pathnames)).toContain(route)
  })

  it('says of every page rendered per request whether shared caches may keep it', () => {
    // Rendered per request: the page reads the query string or says so. Private by decision: signed-in
    // pages, the sign-in page and the unsubscribe pages (a subscriber's token in the address).
    const privatePages = new Set<string>(personalRoutes)
    for (const route of [...routesWithPages].filter(requiresSignIn)) expect(privatePages).toContain(route)
    const perRequest = pageRoutes().filter((route) => {
      const file = path.join(appDir, route.replace(/\[dynamicPage\]$/, '[...dynamicPage]'), 'page.tsx')
      const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
      return /force-dynamic|searchParams/.test(source)
    })
    expect(perRequest.length).toBeGreaterThan(5)
    const shared = new Set<string>(sharedRenderedRoutes.keys())
    for (const route of perRequest) expect([route, shared.has(route) || privatePages.has(route)]).toEqual([route, true])
    for (const route of sharedRenderedRoutes.keys()) {
      expect(perRequest).toContain(route)
      expect(privatePages.has(route)).toBe(false)
    }
  })

  it('times every shared page that reads the traffic advisories per request, and only such pages', () => {
    // Read per request and kept by shared caches: their lifetime there ends at the next start or end.
    const source = (route: string) => fs.readFileSync(path.join(appDir, route, 'page.tsx'), 'utf8')
    const readsAdvisories = [...sharedRenderedRoutes.keys()].filter(
      (route) => route !== '/[dynamicPage]' && /getTrafficAdvisor/.test(source(route)),
    )
    expect([...timedRoutes].sort()).toEqual(readsAdvisories.sort())
    expect([...timedRoutes].sort()).toEqual(['/layanan/info-lalu-lintas', '/layanan/info-lalu-lintas/[id]'])
  })

  it('guards every route that does not opt out: only the account page is for signed-in editors', () => {
    expect([...routesWithPages].filter(requiresSignIn)).toEqual(['/akun'])
    expect(requiresSignIn('/login')).toBe(false)
    for (const route of publicRoutes) expect(Object.keys(pathnames)).toContain(route)
    // A route added to the table without opting out is guarded (spec §6: pages opt out, not in).
    const added = '/tentang-kami/profil/rute-baru' as AppPathname
    expect(requiresSignIn(added)).toBe(true)
  })

  it('uses the spec paths', () => {
    expect(pathnames['/hubungi-kami']).toEqual({ id: '/hubungi-kami', en: '/contact-us' })
    expect(pathnames['/layanan/jalan-tol/jaringan-jalan-tol-jtt'].en).toBe('/services/tollservices/tollroad')
    expect(pathnames['/tentang-kami/profil/sekilas-pt-jasamarga-transjawa-tol'].en).toBe(
      '/about-us/profile/pt-jasamarga-transjawa-tol-overview',
    )
    expect(pathnames['/hubungan-investor/laporan-keuangan/laporan-tahunan'].en).toBe(
      '/investor-relations/financial-report/annual-report',
    )
  })

  it('matches localized paths to their route, parameters and catch-all included', () => {
    const route = (locale: 'id' | 'en', path: string) => matchRoute(locale, path)?.route ?? null
    expect(route('en', '/contact-us')).toBe('/hubungi-kami')
    expect(route('id', '/contact-us')).toBe('/[dynamicPage]')
    expect(matchRoute('en', '/services/rest-area/42')).toEqual({
      route: '/layanan/rest-area/[id]',
      params: { id: '42' },
    })
    expect(route('id', '/')).toBe('/')
    expect(route('id', '')).toBe('/')
    expect(route('en', '/search-result/')).toBe('/hasil-pencarian')
    expect(matchRoute('en', '/privacy-policy')).toEqual({
      route: '/[dynamicPage]',
      params: { dynamicPage: 'privacy-policy' },
    })
    expect(route('en', '/a/b/c')).toBeNull()
  })
})

describe('UI strings', () => {
  it('exist in both languages with the same keys and no empty value', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(id).sort())
    for (const key of keysOf(id)) {
      const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], id)
      expect(value, key).not.toBe('')
    }
  })
})
