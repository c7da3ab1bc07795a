import { createNavigation } from 'next-intl/navigation'
import { ROUTES } from '@jtt/content-api/routes'
import { describe, expect, it } from 'vitest'
import { localeCodes } from '../../src/i18n/locales'
import { getPathname, type Href } from '../../src/i18n/navigation'
import { pathnames, type AppPathname } from '../../src/i18n/routes'
import { routing } from '../../src/i18n/routing'

/** next-intl's own answer, the reference the site's getPathname stands in for. */
const reference = createNavigation(routing).getPathname

const paramValues = ['26', 'jtt-siapkan-layanan-libur-natal', 'jalan tol ünïcode', 'a/b']

describe('getPathname (the site’s, without next-intl’s client Link)', () => {
  for (const locale of localeCodes) {
    it(`gives next-intl's path for every route of the table (${locale})`, () => {
      let compared = 0
      for (const pathname of Object.keys(pathnames) as AppPathname[]) {
        const names = [...pathname.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!)
        const values = names.length ? paramValues : ['']
        for (const value of values) {
          const href = (
            names.length ? { pathname, params: Object.fromEntries(names.map((n) => [n, value])) } : pathname
          ) as Href
          expect(getPathname({ locale, href }), JSON.stringify(href)).toBe(
            reference({ locale, href: href as Parameters<typeof reference>[0]['href'] }),
          )
          compared++
        }
      }
      expect(compared).toBeGreaterThan(Object.keys(pathnames).length)
    })
  }

  it('refuses a route without its parameter', () => {
    expect(() =>
      getPathname({ locale: 'id', href: { pathname: ROUTES['rest-area'].page, params: {} } as unknown as Href }),
    ).toThrow(/no "id"/)
  })
})
