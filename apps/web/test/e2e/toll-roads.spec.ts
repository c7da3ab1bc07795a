import { expect, test } from '@playwright/test'
import { formatCurrency } from '../../src/lib/format'
import { api, LOCALES, must } from './fixtures'

const NETWORK = {
  id: '/id/layanan/jalan-tol/jaringan-jalan-tol-jtt',
  en: '/en/services/tollservices/tollroad',
} as const
const SERVICE = {
  id: '/id/layanan/jalan-tol/layanan-jalan-tol-jtt',
  en: '/en/services/tollservices/tollroad-services',
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
      expect(svg.match(/<path /g)?.length).toBe(roads.length)
    }
  })

  test('lists each section with length, route, operator and gates', async ({ page }) => {
    const roads = (await must(api().tollRoads({ locale: 'en', perPage: 100 }))).data
    await page.goto(NETWORK.en)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JTT Toll Road Network')
    await expect(page.getByRole('img', { name: 'Map of the JTT toll-road network' })).toBeVisible()
    for (const road of roads) {
      const section = page.getByRole('region', { name: road.name })
      await expect(section.getByText(road.operator)).toBeVisible()
      await expect(section.getByRole('listitem')).toHaveCount(road.gates.length)
    }
  })
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

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('a GET form answers the tariff in rupiah and the distance', async ({ page }) => {
      await page.goto(SERVICE.id)
      await page.getByLabel('Gerbang masuk').selectOption('batang-semarang.weleri')
      await page.getByLabel('Gerbang keluar').selectOption('batang-semarang.kalikangkung')
      await page.getByLabel('Golongan kendaraan').selectOption('3')
      await page.getByRole('button', { name: 'Hitung tarif' }).click()
      await expect(page).toHaveURL(/\?entry=batang-semarang\.weleri&exit=batang-semarang\.kalikangkung&class=3$/)
      const quote = (
        await must(
          api().tariffQuote({ entry: 'batang-semarang.weleri', exit: 'batang-semarang.kalikangkung', vehicleClass: 3 }),
        )
      ).data
      const result = page.locator('[data-tariff-result]')
      await expect(result.locator('[data-amount]')).toHaveText(formatCurrency(quote.tariff))
      await expect(result.locator('[data-amount]')).toHaveText(/^Rp\s[\d.]+$/)
      await expect(result).toContainText(`${quote.distanceKm} km`)
      await expect(result).toContainText('Golongan III')
    })

    test('gates of two sections get a clear message, not an error page', async ({ page }) => {
      const res = await page.goto(`${SERVICE.en}?entry=semarang-solo.ungaran&exit=solo-ngawi.sragen&class=1`)
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('alert')).toHaveText(/same section/)
      const bad = await page.goto(`${SERVICE.en}?entry=x&exit=y&class=9`)
      expect(bad?.status()).toBe(200)
      await expect(page.getByRole('alert')).toHaveText(/cannot be quoted/)
    })
  })

  test('with JavaScript the exit list keeps to the entry’s section', async ({ page }) => {
    await page.goto(SERVICE.en)
    await page.getByLabel('Entry gate').selectOption('semarang-solo.ungaran')
    const exit = page.getByLabel('Exit gate')
    await expect(exit.locator('option[value="solo-ngawi.sragen"]')).toBeDisabled()
    await expect(exit.locator('option[value="semarang-solo.ungaran"]')).toBeDisabled()
    await exit.selectOption('semarang-solo.boyolali')
    await page.getByLabel('Vehicle class').selectOption('1')
    await page.getByRole('button', { name: 'Calculate tariff' }).click()
    const quote = (
      await must(api().tariffQuote({ entry: 'semarang-solo.ungaran', exit: 'semarang-solo.boyolali', vehicleClass: 1 }))
    ).data
    await expect(page.locator('[data-amount]')).toHaveText(formatCurrency(quote.tariff))
  })

  test('an empty field leaves the address', async ({ request }) => {
    const res = await request.get(`${SERVICE.en}?entry=&exit=semarang-solo.bawen&class=1`, { maxRedirects: 0 })
    expect([302, 303, 307, 308]).toContain(res.status())
    expect(res.headers()['location']).toMatch(/tollroad-services\?exit=semarang-solo\.bawen&class=1$/)
  })
})
