import { expect, test } from '@playwright/test'
import { formatCurrency, formatDate, formatNumber } from '../../src/lib/format'
import { api, LOCALES, must } from './fixtures'
import { expectAccessible, fill, messages } from './forms'
import { sitePath } from '@jtt/content-api/routes'

const NETWORK = {
  id: sitePath('toll-road-network', 'id'),
  en: sitePath('toll-road-network', 'en'),
} as const
const SERVICE = {
  id: sitePath('toll-road-services', 'id'),
  en: sitePath('toll-road-services', 'en'),
} as const

test.describe('toll-road network', () => {
  test('the server HTML carries the network map (SVG from each section’s route) and every section', async ({
    request,
  }) => {
    for (const locale of LOCALES) {
      const roads = (await must(api().tollRoads({ locale, perPage: 100 }))).data
      const res = await request.get(NETWORK[locale])
      expect(res.status()).toBe(200)
      const html = await res.text()
      const svg = html.match(/<svg[^>]*data-network-map[\s\S]*?<\/svg>/)?.[0] ?? ''
      expect(svg).toMatch(/role="img"/)
      for (const road of roads) {
        expect(svg, road.slug).toContain(`data-section="${road.slug}"`)
        expect(svg).toContain(road.name)
        expect(html).toContain(road.gates[0]!.name)
      }
      // One path per section, and over them one per advisory in force with its stretch marked.
      expect(svg.match(/<path (?![^>]*data-advisory)/g)?.length).toBe(roads.length)
      const inForce = (await must(api().trafficAdvisories({ locale, state: 'current', perPage: 100 }))).data
      const marked = [...svg.matchAll(/data-advisory="([^"]+)"/g)].map((m) => m[1])
      expect(marked.length).toBeGreaterThan(0) // the sample content has a repair in force
      for (const id of marked) expect(inForce.map((a) => a.id)).toContain(id)
    }
  })

  for (const locale of LOCALES) {
    test(`lists each section with length, route, operator, operating since and gates, as the API says (${locale})`, async ({
      page,
    }) => {
      const t = messages[locale].tollRoads
      const roads = (await must(api().tollRoads({ locale, perPage: 100 }))).data
      await page.goto(NETWORK[locale])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.networkTitle)
      await expect(page.getByRole('img', { name: t.mapTitle })).toBeVisible()
      for (const road of roads) {
        const section = page.getByRole('region', { name: road.name })
        const facts = section.locator('dl')
        await expect(facts).toContainText(fill(t.lengthKm, { km: formatNumber(road.lengthKm, locale) }))
        await expect(facts).toContainText(fill(t.startEnd, { start: road.start, end: road.end }))
        await expect(section.getByText(road.operator)).toBeVisible()
        if (road.operatingSince) await expect(facts).toContainText(formatDate(road.operatingSince, locale))
        await expect(section.getByRole('listitem')).toHaveCount(road.gates.length)
      }
    })
  }
})

test.describe('toll-road service and tariff calculator', () => {
  test('shows the CMS’s numbers, payment methods and traffic links in both languages', async ({ page }) => {
    for (const locale of LOCALES) {
      const service = (await must(api().tollRoadService({ locale }))).data
      await page.goto(SERVICE[locale])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title)
      for (const c of service.contacts) {
        await expect(page.getByRole('link', { name: new RegExp(`${c.label}: ${c.number}`) })).toHaveAttribute(
          'href',
          `tel:${c.number}`,
        )
      }
      for (const p of service.paymentMethods) await expect(page.getByText(p.name, { exact: true })).toBeVisible()
      for (const l of service.trafficLinks)
        await expect(page.getByRole('link', { name: l.label })).toHaveAttribute('href', l.url)
    }
  })

  /** Weleri → Kalikangkung, class III: a trip on Batang–Semarang (closed system). */
  const TRIP = { entry: 'batang-semarang.weleri', exit: 'batang-semarang.kalikangkung', vehicleClass: 3 } as const

  for (const javaScriptEnabled of [false, true]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled })

      for (const locale of LOCALES) {
        test(`the calculator answers the tariff in rupiah and the distance (${locale})`, async ({ page }) => {
          const t = messages[locale].tariff
          await page.goto(SERVICE[locale])
          await page.getByLabel(t.entry).selectOption(TRIP.entry)
          await page.getByLabel(t.exit).selectOption(TRIP.exit)
          await page.getByLabel(t.vehicleClass).selectOption(String(TRIP.vehicleClass))
          await page.getByRole('button', { name: t.calculate }).click()
          await expect(page).toHaveURL(new RegExp(`\\?entry=${TRIP.entry}&exit=${TRIP.exit}&class=3$`))
          const quote = (await must(api().tariffQuote(TRIP))).data
          const result = page.locator('[data-tariff-result]')
          await expect(result.locator('[data-amount]')).toHaveText(formatCurrency(quote.tariff))
          await expect(result.locator('[data-amount]')).toHaveText(/^Rp\s[\d.]+$/)
          await expect(result).toContainText(fill(t.distanceKm, { km: formatNumber(quote.distanceKm, locale) }))
          await expect(result).toContainText(fill(t.className, { roman: 'III' }))
        })

        test(`gates that cannot be quoted get a clear message, not an error page; axe passes (${locale})`, async ({
          page,
        }) => {
          const t = messages[locale].tariff
          const res = await page.goto(`${SERVICE[locale]}?entry=semarang-solo.ungaran&exit=solo-ngawi.sragen&class=1`)
          expect(res?.status()).toBe(200)
          // With JavaScript, Next.js's route announcer is an (empty) alert too.
          await expect(page.getByRole('alert').filter({ hasText: t.invalid })).toBeVisible()
          if (javaScriptEnabled) await expectAccessible(page, `tariff error (${locale})`)
          const bad = await page.goto(`${SERVICE[locale]}?entry=x&exit=y&class=9`)
          expect(bad?.status()).toBe(200)
          await expect(page.getByRole('alert').filter({ hasText: t.invalid })).toBeVisible()
        })
      }
    })
  }

  for (const locale of LOCALES) {
    test(`with JavaScript the exit list keeps to the entry’s section (${locale})`, async ({ page }) => {
      const t = messages[locale].tariff
      await page.goto(SERVICE[locale])
      await page.getByLabel(t.entry).selectOption('semarang-solo.ungaran')
      const exit = page.getByLabel(t.exit)
      await expect(exit.locator('option[value="solo-ngawi.sragen"]')).toBeDisabled()
      await expect(exit.locator('option[value="semarang-solo.ungaran"]')).toBeDisabled()
      await exit.selectOption('semarang-solo.boyolali')
      await page.getByLabel(t.vehicleClass).selectOption('1')
      await page.getByRole('button', { name: t.calculate }).click()
      const quote = (
        await must(
          api().tariffQuote({ entry: 'semarang-solo.ungaran', exit: 'semarang-solo.boyolali', vehicleClass: 1 }),
        )
      ).data
      await expect(page.locator('[data-amount]')).toHaveText(formatCurrency(quote.tariff))
    })
  }

  test('an empty field leaves the address', async ({ request }) => {
    const res = await request.get(`${SERVICE.en}?entry=&exit=semarang-solo.bawen&class=1`, { maxRedirects: 0 })
    expect([302, 303, 307, 308]).toContain(res.status())
    expect(res.headers()['location']).toMatch(/tollroad-services\?exit=semarang-solo\.bawen&class=1$/)
  })
})
