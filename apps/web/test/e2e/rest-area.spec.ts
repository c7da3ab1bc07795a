import { expect, test, type Page } from '@playwright/test'
import type { RestArea, TollRoad } from '@jtt/content-api'
import { formatNumber } from '../../src/lib/format'
import { restAreasAhead } from '../../src/lib/services/geo'
import { api, loadedAt, LOCALES, must, urlOf } from './fixtures'
import { expectAccessible, fill, messages } from './forms'
import { pinch, swipe } from './touch'
import { sitePath } from '@jtt/content-api/routes'

const LIST = { id: sitePath('rest-areas', 'id'), en: sitePath('rest-areas', 'en') } as const
const DETAIL = (locale: 'id' | 'en', id: string) => `${LIST[locale]}/${id}`

const restAreas = async (locale: 'id' | 'en', filters = {}) =>
  (await must(api().restAreas({ locale, perPage: 100, ...filters }))).data
const roads = async (locale: 'id' | 'en'): Promise<TollRoad[]> =>
  (await must(api().tollRoads({ locale, perPage: 100 }))).data

const listNames = (page: Page) =>
  page
    .getByRole('region', { name: /Daftar rest area|Rest area list/ })
    .getByRole('heading', { level: 3 })
    .allTextContents()

test.describe('rest-area list', () => {
  test('shows every rest area with its section and live status, in both languages', async ({ page }) => {
    for (const locale of LOCALES) {
      const areas = await restAreas(locale)
      const res = await page.goto(LIST[locale])
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'id' ? 'Rest Area' : 'Rest Areas')
      expect(await listNames(page)).toEqual(areas.map((a) => a.name))
      const full = areas.find((a) => a.status.value === 'full')!
      const card = page.getByRole('article', { name: full.name }).first()
      await expect(card.getByText(locale === 'id' ? 'Penuh' : 'Full', { exact: true })).toBeVisible()
      await expect(card.getByText(full.status.note!)).toBeVisible()
      await expect(card.locator('time')).toHaveAttribute('datetime', full.status.changedAt!)
    }
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('search and filters are a GET form; empty fields leave the address', async ({ page }) => {
      for (const locale of LOCALES) {
        const t = messages[locale].restArea
        await page.goto(LIST[locale])
        await expect(page.getByRole('heading', { name: t.searchRestArea })).toBeVisible()
        await page.getByLabel(t.searchLabel).fill('km 57')
        await page.getByRole('button', { name: t.apply }).click()
        await loadedAt(page, new RegExp(`${LIST[locale]}\\?q=km\\+57$`))
        expect(await listNames(page)).toEqual((await restAreas(locale, { q: 'km 57' })).map((a) => a.name))
      }

      await page.goto(LIST.id)
      await page.getByLabel('Ruas tol').selectOption('semarang-solo')
      await page.getByLabel('Arah perjalanan').selectOption('B')
      await page.getByRole('checkbox', { name: 'SPBU' }).check()
      await page.getByRole('button', { name: 'Terapkan' }).click()
      await loadedAt(page, urlOf(`${sitePath('rest-areas', 'id')}?road=semarang-solo&dir=B&facility=fuel`))
      const expected = await restAreas('id', { road: 'semarang-solo', side: 'B', facilities: ['fuel'] })
      expect(expected.length).toBeGreaterThan(0)
      expect(await listNames(page)).toEqual(expected.map((a) => a.name))
      await expect(page.getByRole('region', { name: 'Peta rest area' })).toHaveCount(0) // no map without JS
    })

    test('your location by section and KM, ahead in the direction of travel', async ({ page }) => {
      await page.goto(LIST.en)
      await page.getByLabel('Toll road').selectOption('semarang-solo')
      await page.getByLabel('Direction of travel').selectOption('A')
      await page.getByLabel('Your KM').fill('430')
      await page.getByRole('button', { name: 'Apply' }).click()
      await expect(page).toHaveURL(/\?road=semarang-solo&dir=A&km=430$/)
      const [areas, sections] = await Promise.all([restAreas('en'), roads('en')])
      const expected = restAreasAhead(areas, sections, { road: 'semarang-solo', km: 430 }, 'A', { limit: 5 })
      const ahead = page.getByRole('region', { name: 'Rest areas ahead of you' })
      await expect(ahead.getByRole('heading', { level: 3 })).toHaveText(expected.map((x) => x.area.name))
      await expect(ahead.getByText(`${expected[0]!.distanceKm} km ahead`, { exact: true })).toBeVisible()
      expect(expected.every((x) => x.area.status.value === 'open')).toBe(true)
    })
  })

  for (const locale of LOCALES) {
    test(`with JavaScript the text search finds by name, section or city (${locale})`, async ({ page }) => {
      const t = messages[locale].restArea
      await page.goto(LIST[locale])
      await page.getByLabel(t.searchLabel).fill('Cikampek')
      await page.getByRole('button', { name: t.apply }).click()
      await expect(page).toHaveURL(new RegExp(`${LIST[locale]}\\?q=Cikampek$`))
      const expected = (await restAreas(locale, { q: 'Cikampek' })).map((a) => a.name)
      expect(expected.length).toBeGreaterThan(0)
      await expect.poll(() => listNames(page)).toEqual(expected)
    })
  }

  test('with JavaScript the form also leaves empty fields out', async ({ page }) => {
    await page.goto(LIST.id)
    await page.getByLabel('Tipe').selectOption('C')
    await page.getByRole('button', { name: 'Terapkan' }).click()
    await loadedAt(page, urlOf(`${sitePath('rest-areas', 'id')}?type=C`))
    expect(await listNames(page)).toEqual((await restAreas('id', { type: 'C' })).map((a) => a.name))
  })

  test('a hand-written address with empty parameters redirects to the clean one', async ({ request }) => {
    const res = await request.get(`${LIST.id}?q=&road=solo-ngawi&dir=&type=`, { maxRedirects: 0 })
    expect([302, 303, 307, 308]).toContain(res.status())
    expect(res.headers()['location']).toMatch(urlOf(`${sitePath('rest-areas', 'id')}?road=solo-ngawi`))
  })

  test.describe('your location, granted', () => {
    // On Semarang–Solo, about KM 431 (between Ungaran and Bawen).
    test.use({ geolocation: { latitude: -7.145, longitude: 110.4105 }, permissions: ['geolocation'] })

    for (const locale of LOCALES) {
      test(`finds the section and KM, then lists the open rest areas ahead with distances (${locale})`, async ({
        page,
      }) => {
        const t = messages[locale].restArea
        await page.goto(LIST[locale])
        await expect(page.getByRole('heading', { name: t.yourLocation })).toBeVisible()
        await page.getByRole('button', { name: t.useLocation }).click()
        await expect(page).toHaveURL(/\?lat=-7\.145&lng=110\.41/)
        const ahead = page.getByRole('region', { name: t.aheadHeading })
        await expect(ahead).toContainText('Semarang–Solo')
        await ahead.getByRole('link', { name: fill(t.headingTo, { city: 'Solo' }) }).click()
        await loadedAt(page, /dir=A/)
        // 'near KM 431.2' / 'sekitar KM 431,2': the first KM in the region is where the visitor is.
        const at = Number((await ahead.textContent())!.match(/KM ([\d.,]+)/)![1]!.replace(',', '.'))
        const [areas, sections] = await Promise.all([restAreas(locale), roads(locale)])
        const expected = restAreasAhead(areas, sections, { road: 'semarang-solo', km: at }, 'A', { limit: 5 })
        await expect(ahead.getByRole('heading', { level: 3 })).toHaveText(expected.map((x) => x.area.name))
        // Full and closed ones come back when asked for.
        await page.getByLabel(t.includeUnavailable).check()
        await page.getByRole('button', { name: t.apply }).click()
        const all = restAreasAhead(areas, sections, { road: 'semarang-solo', km: at }, 'A', {
          limit: 5,
          includeUnavailable: true,
        })
        await expect(ahead.getByRole('heading', { level: 3 })).toHaveText(all.map((x) => x.area.name))
      })
    }
  })

  test.describe('your location, denied', () => {
    test.use({ permissions: [] })

    for (const locale of LOCALES) {
      test(`says so and offers section and KM instead; axe passes (${locale})`, async ({ page, context }) => {
        const t = messages[locale].restArea
        await context.clearPermissions()
        await page.goto(LIST[locale])
        await page.getByRole('button', { name: t.useLocation }).click()
        await expect(page.getByText(t.locationDenied)).toBeVisible({ timeout: 20_000 })
        await expect(page.getByLabel(t.kmLabel)).toBeFocused()
        await expectAccessible(page, `location denied (${locale})`)
        await page.getByLabel(t.kmLabel).fill('60')
        await page.getByLabel(t.road).selectOption('jakarta-cikampek')
        await page.getByLabel(t.direction).selectOption('B')
        await page.getByRole('button', { name: t.apply }).click()
        await expect(page).toHaveURL(/road=jakarta-cikampek&dir=B&km=60$/)
        const [areas, sections] = await Promise.all([restAreas(locale), roads(locale)])
        const expected = restAreasAhead(areas, sections, { road: 'jakarta-cikampek', km: 60 }, 'B', { limit: 5 })
        const ahead = page.getByRole('region', { name: t.aheadHeading })
        await expect(ahead.getByRole('heading', { level: 3 })).toHaveText(expected.map((x) => x.area.name))
      })
    }
  })

  test('the map loads Leaflet only here, once near the viewport, and its markers work without tiles', async ({
    page,
  }) => {
    const leaflet: string[] = []
    page.on('response', async (res) => {
      if (res.url().includes('/_next/static/') && (await res.text().catch(() => '')).includes('leaflet'))
        leaflet.push(res.url())
    })
    await page.goto('/en/privacy-policy')
    await page.waitForLoadState('networkidle')
    expect(leaflet).toEqual([])
    // On a phone the list fills the first screens: the map below it waits until the visitor scrolls.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(LIST.en)
    await page.waitForLoadState('networkidle')
    const map = page.getByRole('region', { name: 'Rest area map' })
    await expect(map).toBeAttached()
    expect(leaflet).toEqual([])
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(0)
    await map.scrollIntoViewIfNeeded()
    await expect.poll(() => leaflet.length).toBeGreaterThan(0)
    const areas = await restAreas('en')
    // Rest areas close together share a marker; together the markers stand for every one.
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible()
    const counts = await map
      .locator('.leaflet-marker-icon')
      .evaluateAll((els) => els.map((e) => Number(e.dataset.count)))
    expect(counts.reduce((a, b) => a + b, 0)).toBe(areas.length)
    await expectAccessible(page, 'rest-area list with the map loaded')
    await map.locator('.leaflet-marker-icon').first().focus()
    await page.keyboard.press('Enter')
    await expect(map.locator('.leaflet-popup').getByRole('link').first()).toBeVisible()
    await map.getByRole('button', { name: 'Zoom in' }).click()
    await expect.poll(async () => (await map.locator('.leaflet-marker-icon').count()) > counts.length).toBe(true)
  })
})

test.describe('rest-area detail', () => {
  test('shows description, facilities, capacities, status, map pin, directions and the next rest areas', async ({
    page,
  }) => {
    for (const locale of LOCALES) {
      const areas = await restAreas(locale)
      const area = areas.find((a) => a.name === 'Rest Area KM 445B') as RestArea
      const res = await page.goto(DETAIL(locale, area.id))
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(area.name)
      await expect(page.getByText(area.description)).toBeVisible()
      const labels =
        locale === 'id'
          ? ['Deskripsi', 'Fasilitas yang tersedia', 'Kapasitas']
          : ['Description', 'Facilities offered', 'Capacities']
      for (const label of labels) await expect(page.getByRole('heading', { name: label, level: 2 })).toBeVisible()
      await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', area.status.value)
      // The facts as the Content API gives them, in the page's language.
      const t = messages[locale].restArea
      // The line under the name: section · KM · side · towards {city} · type.
      await expect(page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p[1]')).toContainText(
        fill(t.towards, { city: area.towards }),
      )
      const facilities = page
        .getByRole('heading', { name: t.facilitiesOffered })
        .locator('xpath=following-sibling::ul[1]')
      await expect(facilities.getByRole('listitem')).toHaveText(
        area.facilities.map((f) => (t.facilities as Record<string, string>)[f]!),
      )
      const facts = page.getByRole('heading', { name: t.capacities }).locator('xpath=following-sibling::dl[1]')
      const vehicles = (n: number | null) => (n === null ? '–' : fill(t.vehicles, { count: formatNumber(n, locale) }))
      await expect(facts.locator('dd')).toHaveText([
        vehicles(area.capacity.cars),
        vehicles(area.capacity.busesTrucks),
        area.openingHours || '–',
      ])
      expect(area.capacity.cars).toBeGreaterThan(0)
      expect(area.openingHours).toBeTruthy()
      await expect(page.getByRole('link', { name: /Google Maps/ })).toHaveAttribute(
        'href',
        `https://www.google.com/maps/dir/?api=1&destination=${area.position.lat},${area.position.lng}`,
      )
      const map = page.getByRole('region', { name: /peta rest area|rest area map/i })
      await map.scrollIntoViewIfNeeded() // the map starts once it nears the viewport
      await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1)
      // Heading back (side B) from KM 445: nothing earlier on this section; towards Solo: 487A first.
      await expect(page.locator('[data-next-direction="A"] h4').first()).toHaveText('Rest Area KM 487A')
    }
  })

  for (const locale of LOCALES) {
    test(`the album opens as a lightbox by keyboard and gives the focus back; axe passes (${locale})`, async ({
      page,
    }) => {
      const t = messages[locale].restArea
      const area = (await restAreas(locale)).find((a) => a.album.length > 1)!
      await page.goto(DETAIL(locale, area.id))
      const open = page.getByRole('button', { name: t.seeAlbum })
      await open.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: new RegExp(`^${t.album}`) })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('img')).toHaveAttribute('alt', area.album[0]!.alt)
      await expect(dialog).toContainText(fill(t.photoOf, { n: 1, total: area.album.length }))
      await expectAccessible(page, `album open (${locale})`)
      await page.keyboard.press('ArrowRight')
      await expect(dialog.getByRole('img')).toHaveAttribute('alt', area.album[1]!.alt)
      await page.keyboard.press('Shift+Tab')
      await expect(dialog.getByRole('button', { name: new RegExp(t.next) })).toBeFocused() // focus stays inside
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(open).toBeFocused()
    })
  }

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true })

    test('the album: a swipe moves through the photos, two fingers zoom one and one finger then drags it', async ({
      page,
    }) => {
      const t = messages.en.restArea
      const area = (await restAreas('en')).find((a) => a.album.length > 1)!
      const total = area.album.length
      await page.goto(DETAIL('en', area.id))
      await page.getByRole('link', { name: area.album[0]!.alt }).tap()
      const dialog = page.getByRole('dialog', { name: new RegExp(`^${t.album}`) })
      const photo = dialog.getByRole('img')
      const figure = dialog.locator('figure')
      await expect(photo).toHaveAttribute('alt', area.album[0]!.alt)
      await swipe(page, figure, -200) // to the left: the next photo
      await expect(photo).toHaveAttribute('alt', area.album[1]!.alt)
      await expect(dialog).toContainText(fill(t.photoOf, { n: 2, total }))
      await swipe(page, figure, 200) // to the right: back
      await expect(photo).toHaveAttribute('alt', area.album[0]!.alt)
      await swipe(page, figure, 200) // and round to the last
      await expect(photo).toHaveAttribute('alt', area.album[total - 1]!.alt)
      await swipe(page, figure, -20) // too short to be a swipe
      await expect(photo).toHaveAttribute('alt', area.album[total - 1]!.alt)

      await pinch(page, figure, 2.5)
      await expect(photo).toHaveAttribute('data-zoom', /^\d/)
      expect(Number(await photo.getAttribute('data-zoom'))).toBeGreaterThan(1.5)
      // Zoomed in, one finger drags the photo instead of changing it.
      await swipe(page, figure, -200)
      await expect(photo).toHaveAttribute('style', /translate\(-\d/)
      await expect(photo).toHaveAttribute('alt', area.album[total - 1]!.alt)
      // Pinched back out, the photo is whole again and a swipe moves on.
      await pinch(page, figure, 0.2)
      await expect(photo).not.toHaveAttribute('data-zoom')
      await swipe(page, figure, -200)
      await expect(photo).toHaveAttribute('alt', area.album[0]!.alt)
      // A new photo starts unzoomed.
      await pinch(page, figure, 2.5)
      await expect(photo).toHaveAttribute('data-zoom', /^\d/)
      await dialog.getByRole('button', { name: new RegExp(t.next) }).tap()
      await expect(photo).toHaveAttribute('alt', area.album[1]!.alt)
      await expect(photo).not.toHaveAttribute('data-zoom')
    })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the album is a list of links to the photos', async ({ page }) => {
      const area = (await restAreas('id')).find((a) => a.album.length > 0)!
      await page.goto(DETAIL('id', area.id))
      await expect(page.getByRole('link', { name: area.album[0]!.alt })).toHaveAttribute(
        'href',
        area.album[0]!.conversions.hero?.url ?? area.album[0]!.url,
      )
    })
  })

  test('an unknown id is the site’s 404', async ({ request }) => {
    expect((await request.get(sitePath('rest-area', 'en', { id: '999999' }))).status()).toBe(404)
    expect((await request.get(sitePath('rest-area', 'id', { id: 'bukan-angka' }))).status()).toBe(404)
  })

  for (const locale of LOCALES) {
    test(`visited rest-area pages (list and detail) open again offline, as a saved copy and from when (${locale})`, async ({
      page,
      context,
    }) => {
      const t = messages[locale]
      const area = (await restAreas(locale))[5]!
      await page.goto(DETAIL(locale, area.id))
      // The worker is registered for the rest-area pages and keeps this one.
      await expect
        .poll(() =>
          page.evaluate(
            async () =>
              (await caches.has('rest-area-pages')) && (await (await caches.open('rest-area-pages')).keys()).length,
          ),
        )
        .toBeGreaterThan(0)
      await page.reload() // now under the worker's control, which also keeps the scripts
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(area.name)
      await page.goto(LIST[locale]) // the list, visited under the worker
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.restArea.title)
      await context.setOffline(true)
      const savedCopy = new RegExp(`^${t.restArea.savedCopy.split('{time}')[0]}.+`)
      for (const [path, heading] of [
        [LIST[locale], t.restArea.title],
        [DETAIL(locale, area.id), area.name],
      ] as const) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
        await expect(page.locator('[data-saved-copy]')).toContainText(savedCopy)
        await expect(page.getByRole('status').filter({ hasText: t.network.offline.split('.')[0]! })).toBeVisible()
      }
      await context.setOffline(false)
    })
  }
})
