import { expect, test, type Page } from '@playwright/test'
import { trafficStateAt, type TrafficAdvisory, type TrafficAdvisoryFilters } from '@jtt/content-api'
import { feedPath, sitePath } from '@jtt/content-api/routes'
import { formatNumber } from '../../src/lib/format'
import { BANNER_STORAGE_KEY, bannerAdvisories } from '../../src/lib/services/traffic-banner'
import { api, LOCALES, must, urlOf } from './fixtures'
import { expectAccessible, messages } from './forms'

type Locale = 'id' | 'en'
const LIST = { id: sitePath('traffic-advisories', 'id'), en: sitePath('traffic-advisories', 'en') } as const
const DETAIL = (locale: Locale, id: string) => sitePath('traffic-advisory', locale, { id })

/** What the site should show: the Content API's current and upcoming advisories, judged by the clock. */
async function advisories(locale: Locale, filters: TrafficAdvisoryFilters = {}): Promise<TrafficAdvisory[]> {
  const list = (await must(api().trafficAdvisories({ locale, perPage: 100, ...filters }))).data
  return list
    .map((a) => ({ ...a, state: trafficStateAt(a.startsAt, a.endsAt, Date.now()) }))
    .filter((a) => a.state !== 'past')
}

const titlesIn = (page: Page, which: 'current' | 'upcoming') =>
  page.locator(`[data-advisories="${which}"] article`).getByRole('heading').allTextContents()

const kmText = (a: TrafficAdvisory, locale: Locale) =>
  a.kmFrom === a.kmTo
    ? `KM ${formatNumber(a.kmFrom, locale)}`
    : `KM ${formatNumber(a.kmFrom, locale)}–${formatNumber(a.kmTo, locale)}`

test.describe('traffic information list', () => {
  for (const locale of LOCALES) {
    test(`shows current advisories by section, then upcoming ones, with KM, direction, times and severity in words (${locale})`, async ({
      page,
    }) => {
      const t = messages[locale].traffic
      const all = await advisories(locale)
      const current = all.filter((a) => a.state === 'current')
      const upcoming = all.filter((a) => a.state === 'upcoming')
      expect(current.length, 'the seed has an advisory in effect').toBeGreaterThan(0)
      expect(upcoming.length, 'the seed has an upcoming one').toBeGreaterThan(0)

      const res = await page.goto(LIST[locale])
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
      expect((await titlesIn(page, 'current')).sort()).toEqual(current.map((a) => a.title).sort())
      expect(await titlesIn(page, 'upcoming')).toEqual(upcoming.map((a) => a.title))
      // Grouped under each section's heading.
      for (const a of current) {
        const group = page.getByRole('region', { name: new RegExp(`^${a.sections[0]!.name} \\(`) })
        await expect(group.getByRole('article', { name: a.title })).toBeVisible()
      }
      for (const a of all) {
        const card = page.getByRole('article', { name: a.title })
        await expect(card.getByText(kmText(a, locale), { exact: true })).toBeVisible()
        await expect(card).toContainText(a.directions[0]!.towards)
        await expect(card.locator('time').first()).toHaveAttribute('datetime', a.startsAt)
        await expect(card.locator('time').first()).toContainText(/WIB/)
        // Severity by icon and word, never by colour alone.
        const badge = card.locator(`[data-severity="${a.severity}"]`)
        await expect(badge.locator('svg')).toHaveCount(1)
        await expect(badge).toContainText(t.severity.match(new RegExp(`${a.severity} \\{([^}]+)\\}`))![1]!)
      }
      await expectAccessible(page, `traffic list (${locale})`)
    })
  }

  test('links its Atom feed and the CAP alerts in <head>', async ({ page }) => {
    for (const locale of LOCALES) {
      await page.goto(LIST[locale])
      const atom = page.locator('head link[rel="alternate"][type="application/atom+xml"]')
      await expect(atom.first()).toHaveAttribute('href', new RegExp(`${feedPath('traffic-advisories', { locale })}$`))
      const caps = await page
        .locator('head link[rel="alternate"][type="application/cap+xml"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')))
      const ids = (await advisories(locale)).map((a) => a.id)
      expect(caps.map((href) => /traffic-advisory-(\d+)\.xml$/.exec(href ?? '')?.[1]).sort()).toEqual([...ids].sort())
    }
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('filters are a GET form; empty fields leave the address; no match says so', async ({ page }) => {
      for (const locale of LOCALES) {
        const t = messages[locale].traffic
        const some = (await advisories(locale))[0]!
        await page.goto(LIST[locale])
        await page.getByLabel(t.section, { exact: true }).selectOption(some.sections[0]!.slug)
        await page.getByLabel(t.direction, { exact: true }).selectOption(some.directions[0]!.side)
        await page.getByRole('button', { name: t.apply }).click()
        await expect(page).toHaveURL(
          urlOf(`${LIST[locale]}?section=${some.sections[0]!.slug}&dir=${some.directions[0]!.side}`),
        )
        const expected = await advisories(locale, {
          section: some.sections[0]!.slug,
          direction: some.directions[0]!.side,
        })
        const shown = [...(await titlesIn(page, 'current')), ...(await titlesIn(page, 'upcoming'))]
        expect(shown.sort()).toEqual(expected.map((a) => a.title).sort())
        expect(shown).toContain(some.title)
      }
      // A kind nothing matches: both parts say so.
      const kinds = new Set((await advisories('en')).map((a) => a.kind))
      const unused = (['weather', 'other', 'incident', 'road-works', 'traffic-engineering'] as const).find(
        (k) => !kinds.has(k),
      )
      if (unused) {
        await page.goto(`${LIST.en}?kind=${unused}`)
        await expect(page.getByText(messages.en.traffic.noneCurrent)).toBeVisible()
        await expect(page.getByText(messages.en.traffic.noneUpcoming)).toBeVisible()
      }
    })

    test('a hand-written address with empty parameters redirects to the clean one', async ({ request }) => {
      const res = await request.get(`${LIST.id}?section=&dir=B&kind=`, { maxRedirects: 0 })
      expect([302, 303, 307, 308]).toContain(res.status())
      expect(res.headers()['location']).toMatch(urlOf(`${LIST.id}?dir=B`))
    })
  })

  test('the filtered and the empty list are accessible (axe runs with JavaScript)', async ({ page }) => {
    const some = (await advisories('id'))[0]!
    await page.goto(`${LIST.id}?section=${some.sections[0]!.slug}&dir=${some.directions[0]!.side}`)
    await expect(page.getByRole('article', { name: some.title })).toBeVisible()
    await expectAccessible(page, 'filtered list')
    await page.goto(`${LIST.en}?section=${some.sections[0]!.slug}&kind=weather&dir=B`)
    await expect(page.getByText(messages.en.traffic.noneCurrent)).toBeVisible()
    await expectAccessible(page, 'empty list')
  })

  test('with JavaScript the form also leaves empty fields out', async ({ page }) => {
    const kind = (await advisories('id'))[0]!.kind
    await page.goto(LIST.id)
    await page.getByLabel(messages.id.traffic.kind, { exact: true }).selectOption(kind)
    await page.getByRole('button', { name: messages.id.traffic.apply }).click()
    await expect(page).toHaveURL(urlOf(`${LIST.id}?kind=${kind}`))
  })

  test('shared caches keep the list no longer than the next start or end', async ({ request }) => {
    const asked = Date.now()
    const res = await request.get(LIST.en)
    const maxAge = Number(/s-maxage=(\d+)/.exec(res.headers()['cache-control'] ?? '')?.[1])
    const next = Math.min(
      ...(await advisories('en'))
        .flatMap((a) => [Date.parse(a.startsAt), a.endsAt ? Date.parse(a.endsAt) : Infinity])
        .filter((ms) => ms > asked),
    )
    // Asked before the request, so the page's own count can only be lower.
    expect(maxAge).toBeGreaterThanOrEqual(0)
    expect(maxAge).toBeLessThanOrEqual(Math.min(300, Math.floor((next - asked) / 1000)))
  })
})

test.describe('advisory page', () => {
  for (const locale of LOCALES) {
    test(`shows one advisory with its facts, structured data and the map of its stretch (${locale})`, async ({
      page,
    }) => {
      const t = messages[locale].traffic
      const a = (await advisories(locale)).find((x) => x.state === 'current')!
      const res = await page.goto(DETAIL(locale, a.id))
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.title)
      await expect(page.getByText(kmText(a, locale), { exact: true })).toBeVisible()
      await expect(page.locator(`[data-state="current"]`)).toContainText(t.state.match(/current \{([^}]+)\}/)![1]!)
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
      expect(data).toMatchObject({
        '@type': 'SpecialAnnouncement',
        name: a.title,
        spatialCoverage: { '@type': 'Place' },
      })
      if (a.endsAt) expect(data.expires).toBe(a.endsAt)
      await expect(page.getByRole('region', { name: t.map })).toBeVisible()
      await expect(page.locator('head link[type="application/cap+xml"]')).toHaveAttribute(
        'href',
        new RegExp(`${feedPath('traffic-cap-alert', { id: a.id })}$`),
      )
      await expectAccessible(page, `advisory page (${locale})`)
    })
  }

  test('without JavaScript there is no map, the rest is the same', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const a = (await advisories('id'))[0]!
    await page.goto(DETAIL('id', a.id))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.title)
    await expect(page.getByRole('region', { name: messages.id.traffic.map })).toHaveCount(0)
    await context.close()
  })

  test('an unknown advisory is the 404 page', async ({ page }) => {
    const res = await page.goto(DETAIL('en', '999999999'))
    expect(res?.status()).toBe(404)
  })
})

// The feeds themselves (valid Atom and CAP, what they list, an end leaving them) are tested on SQLite
// and PostgreSQL by the integration suite (apps/cms/test/integration/traffic-feeds.test.ts).
test.describe('feeds', () => {
  test('the press-release list links its Atom feed', async ({ page }) => {
    for (const locale of LOCALES) {
      await page.goto(sitePath('press-releases', locale))
      await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
        'href',
        new RegExp(`${feedPath('press-releases', { locale })}$`),
      )
    }
  })
})

/** What the banner names: closures and traffic engineering in effect (the seed's contraflow at least). */
async function bannerNames(locale: Locale) {
  const shown = bannerAdvisories(await advisories(locale))
  expect(shown.length, 'the seed has a closure or traffic engineering in effect').toBeGreaterThan(0)
  return shown
}

test.describe('home banner', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`names the closures and traffic engineering in effect, nothing else, and hides (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      for (const locale of LOCALES) {
        // A browser of its own per language: a hide is remembered for the same advisories in either.
        const context = await browser.newContext({ javaScriptEnabled })
        const page = await context.newPage()
        const t = messages[locale].traffic
        const shown = await bannerNames(locale)
        const named = new Set(shown.map((a) => a.id))
        const others = (await advisories(locale)).filter((a) => !named.has(a.id))
        expect(others.length, 'the seed has advisories the banner leaves out (works, upcoming)').toBeGreaterThan(0)
        await page.goto(sitePath('home', locale))
        const banner = page.locator('[data-traffic-banner]')
        const links = banner.locator('li a')
        await expect(links).toHaveCount(Math.min(shown.length, 3))
        for (const a of shown.slice(0, 3)) await expect(links.filter({ hasText: a.title })).toHaveCount(1)
        for (const a of others) await expect(links.filter({ hasText: a.title })).toHaveCount(0)
        if (javaScriptEnabled) await expectAccessible(page, `home banner open (${locale})`) // axe runs in the page
        await banner.locator('summary').click()
        await expect(banner.getByRole('link', { name: new RegExp(shown[0]!.title) })).toBeHidden()
        await expect(banner.locator('summary')).toContainText(t.bannerShow)
        await context.close()
      }
    })
  }

  test('a hidden banner stays hidden on the next visit, without shifting the page', async ({ page }) => {
    await bannerNames('id')
    await page.goto(sitePath('home', 'id'))
    await page.locator('[data-traffic-banner] summary').click()
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), BANNER_STORAGE_KEY)).not.toBe('')
    await page.reload()
    await expect(page.locator('#traffic-banner')).not.toHaveAttribute('open')
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) total += entry.value
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 500)
        }),
    )
    expect(shift).toBeLessThan(0.01)
  })
})

test.describe('traffic elsewhere', () => {
  test("a rest area's page lists the advisories on its section and direction", async ({ page }) => {
    const a = (await advisories('id'))[0]!
    const side = a.directions[0]!.side
    const areas = (await must(api().restAreas({ locale: 'id', perPage: 100, road: a.sections[0]!.slug, side }))).data
    expect(areas.length, 'a rest area lies on the advisory section and direction').toBeGreaterThan(0)
    await page.goto(sitePath('rest-area', 'id', { id: areas[0]!.id }))
    const part = page.locator('[data-section-advisories]')
    const expected = await advisories('id', { section: a.sections[0]!.slug, direction: side })
    await expect(part.getByRole('article')).toHaveCount(expected.length)
    await expect(part.getByRole('article', { name: a.title })).toBeVisible()
  })

  test('the network map marks the stretches in effect, and lists them', async ({ page }) => {
    for (const locale of LOCALES) {
      const current = (await advisories(locale)).filter((a) => a.state === 'current')
      await page.goto(sitePath('toll-road-network', locale))
      await expect(page.locator('[data-network-map] path[data-advisory]')).toHaveCount(current.length)
      const list = page.locator('[data-network-advisories]')
      for (const a of current) await expect(list.getByRole('article', { name: a.title })).toBeVisible()
    }
  })

  for (const locale of LOCALES) {
    test(`the traffic list opens again offline as a saved copy, with the time it was read (${locale})`, async ({
      page,
      context,
    }) => {
      const t = messages[locale]
      await page.goto(LIST[locale])
      await expect
        .poll(() =>
          page.evaluate(
            async () =>
              (await caches.has('rest-area-pages')) && (await (await caches.open('rest-area-pages')).keys()).length,
          ),
        )
        .toBeGreaterThan(0)
      await page.reload() // now under the worker's control, which also keeps the scripts
      await context.setOffline(true)
      await page.goto(LIST[locale])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.traffic.title)
      await expect(page.locator('[data-saved-copy]')).toContainText(
        new RegExp(`^${t.traffic.savedCopy.split('{time}')[0]}.+WIB`),
      )
      await expect(page.locator('#current-heading')).toContainText(t.traffic.asOf.split('{time}')[0]!)
      await context.setOffline(false)
    })
  }
})

test.describe('email alerts', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`the subscription form offers the traffic topic (asked for, not preset) and the sections to choose (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      for (const locale of LOCALES) {
        const t = messages[locale].alerts
        const roads = (await must(api().tollRoads({ locale, perPage: 100 }))).data
        await page.goto(sitePath('email-alert', locale))
        await expect(page.getByRole('checkbox', { name: t.topic.traffic })).not.toBeChecked()
        await expect(page.getByRole('checkbox', { name: t.topic['press-releases'] })).toBeChecked()
        const sections = page.getByRole('group', { name: t.sections })
        await expect(sections.getByRole('checkbox')).toHaveCount(roads.length)
        for (const road of roads) await expect(sections.getByRole('checkbox', { name: road.name })).not.toBeChecked()
        if (javaScriptEnabled) await expectAccessible(page, `email alert form (${locale})`)
      }
      await context.close()
    })
  }
})
