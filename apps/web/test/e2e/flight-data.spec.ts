import { expect, test } from '@playwright/test'
import { builtRoutes, LOCALES } from './fixtures'

/**
 * The React flight data a page's server HTML carries for hydration (`self.__next_f.push([1, "…"])`
 * scripts), joined into one string.
 */
function flightOf(html: string): string {
  const pushes = [...html.matchAll(/self\.__next_f\.push\((\[1,".*?"\])\)<\/script>/gs)]
  return pushes.map((push) => (JSON.parse(push[1]!) as [number, string])[1]).join('')
}

const count = (text: string, part: string) => text.split(part).length - 1

// Next sends each page's flight data with the 404 fallback of its layout (a whole page: header, menu,
// footer), rendered with the page. The header's menu and strings and the footer are made once per
// request (SiteHeader.tsx, SiteFooter.tsx), so the fallback refers to the page's copy instead of
// repeating it: about 11 KB less on every page.
test('every built page sends its footer and its menu once in its flight data, though its 404 fallback shows them too', async ({
  request,
}) => {
  const routes = await builtRoutes()
  test.setTimeout(routes.length * LOCALES.length * 2_000)
  for (const route of routes) {
    for (const locale of LOCALES) {
      const path = route[locale]
      const res = await request.get(path)
      expect(res.status(), path).toBe(200)
      const flight = flightOf(await res.text())
      expect(flight.length, `${path}: flight data found`).toBeGreaterThan(1000)
      // The fallback is there; the page's footer and menu are written out once (the fallback's refer to them).
      expect(count(flight, '"data-error-code":404'), `${path}: the 404 fallback`).toBe(1)
      // Written out: with its props (the other refers to the page's, `["$","footer",null,"$24"]` or
      // `["$","footer",null,"$24:props"]`).
      expect(count(flight, '["$","footer",null,{'), `${path}: footers written out`).toBe(1)
      expect(count(flight, '"groups":['), `${path}: menus written out`).toBe(1)
    }
  }
})
