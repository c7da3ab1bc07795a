import { expect, test } from '@playwright/test'
import { sitePath } from '@jtt/content-api/routes'

test('offline and back online are announced', async ({ page, context }) => {
  await page.goto(sitePath('home', 'en'))
  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-network', 'offline')
  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: 'You are back online' })).toBeVisible()
})

test('the progress bar shows while a slow navigation is in flight, then hides', async ({ page }) => {
  // Hold the next page (its prefetch too) for a while, so the navigation is visibly in flight.
  await page.route('**/en/terms-of-use**', async (route) => {
    await new Promise((r) => setTimeout(r, 1500))
    await route.continue()
  })
  await page.goto('/en/privacy-policy')
  const bar = page.getByRole('progressbar', { includeHidden: true })
  await expect(bar).toHaveAttribute('aria-hidden', 'true')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click()
  await expect(bar).toHaveAttribute('data-state', 'running')
  await expect(bar).not.toHaveAttribute('aria-hidden', 'true')
  await expect(page).toHaveURL(/terms-of-use/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use')
  await expect(bar).toHaveAttribute('aria-hidden', 'true', { timeout: 5000 })
})

test('internal links are prefetched when the browser is idle', async ({ page }) => {
  const prefetched: string[] = []
  page.on('request', (req) => {
    if (req.headers()['next-router-prefetch'] || req.headers()['rsc']) prefetched.push(new URL(req.url()).pathname)
  })
  await page.goto(sitePath('home', 'en'))
  await expect.poll(() => prefetched.length, { timeout: 10_000 }).toBeGreaterThan(0)
})

test('only the links a visitor can see are prefetched; the others when scrolled to or opened', async ({ page }) => {
  const prefetched = new Set<string>()
  page.on('request', (req) => {
    if (req.headers()['next-router-prefetch'] || req.headers()['rsc']) prefetched.add(new URL(req.url()).pathname)
  })
  // A phone: the rest-area list runs several screens down, and the menu is closed.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(sitePath('rest-areas', 'en'))
  const details = page.locator(`main a[href^="${sitePath('rest-area', 'en', { id: '' })}"]`)
  const last = details.last()
  const lastHref = (await last.getAttribute('href')) ?? ''
  expect(lastHref).not.toBe('')
  // Pages linked from the closed menu only (the top bar's "Contact Us" is in view, and in the menu too).
  const closedMenu = await page.evaluate(() => {
    const links = (selector: string) => [...document.querySelectorAll<HTMLAnchorElement>(selector)]
    const shown = new Set(
      links('a[href^="/en"]')
        .filter((a) => a.checkVisibility())
        .map((a) => a.pathname),
    )
    return links('header nav a[href^="/en/"]')
      .filter((a) => !a.checkVisibility())
      .map((a) => a.pathname)
      .filter((path) => !shown.has(path))
  })
  expect(closedMenu.length).toBeGreaterThan(0)
  // The home page (the logo) is in view and is prefetched once the browser is idle ...
  await expect.poll(() => prefetched.has(sitePath('home', 'en')), { timeout: 10_000 }).toBe(true)
  await page.waitForTimeout(2500) // past the idle timeout: nothing else is still to come
  // ... the last rest area, screens below, and the links of the closed menu are not.
  expect(prefetched.has(lastHref)).toBe(false)
  expect(closedMenu.filter((path) => prefetched.has(path))).toEqual([])
  await last.scrollIntoViewIfNeeded()
  await expect.poll(() => prefetched.has(lastHref), { timeout: 10_000 }).toBe(true)
  // Opening the menu and a group in it shows the group's links: those are prefetched now.
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'About Us' }).click()
  const nowShown = await page.evaluate(
    (paths) =>
      [...document.querySelectorAll<HTMLAnchorElement>('header nav a[href^="/en/"]')]
        .filter((a) => a.checkVisibility() && paths.includes(a.pathname))
        .map((a) => a.pathname),
    closedMenu,
  )
  expect(nowShown.length).toBeGreaterThan(0)
  await expect.poll(() => nowShown.filter((path) => prefetched.has(path)), { timeout: 10_000 }).toEqual(nowShown)
})

test('nothing is prefetched on a data-saver connection', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true, effectiveType: '4g' },
      configurable: true,
    })
  })
  const prefetched: string[] = []
  page.on('request', (req) => {
    if (req.headers()['next-router-prefetch']) prefetched.push(new URL(req.url()).pathname)
  })
  await page.goto(sitePath('home', 'en'))
  await page.waitForTimeout(4000) // twice the idle timeout
  expect(prefetched).toEqual([])
})

test('no tag manager is embedded when no container id is configured', async ({ request }) => {
  const html = await (await request.get(sitePath('home', 'id'))).text()
  expect(html).not.toContain('googletagmanager')
})

test('prefetches of menu links to missing pages settle at once (no request left pending)', async ({ page }) => {
  const pending = new Map<string, number>()
  const prefetched = new Set<string>()
  page.on('request', (req) => {
    pending.set(req.url(), Date.now())
    if (req.headers()['next-router-prefetch'] || req.headers()['rsc']) prefetched.add(new URL(req.url()).pathname)
  })
  page.on('requestfinished', (req) => pending.delete(req.url()))
  page.on('requestfailed', (req) => pending.delete(req.url()))
  await page.goto(sitePath('home', 'id'))
  // Open each menu group in turn: the idle prefetcher fetches the links in view, a group's once it opens.
  for (const group of await page.locator('header nav button[aria-controls]').all()) {
    await group.click()
    await page.waitForTimeout(300)
  }
  // Every prefetch, 404s included, must be done soon after.
  await page.waitForTimeout(4000)
  const stuck = [...pending].filter(([, since]) => Date.now() - since > 1000).map(([url]) => url)
  expect(stuck).toEqual([])
  const menuPaths = await page
    .locator('header nav ul[id] a[href^="/id/"]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))
  expect(menuPaths.filter((path) => prefetched.has(path)).length).toBeGreaterThan(3)
})

test('pages do not preload the error illustrations', async ({ request }) => {
  for (const path of [sitePath('home', 'id'), '/en/privacy-policy', `${sitePath('search-results', 'id')}?q=tol`]) {
    const html = await (await request.get(path)).text()
    expect(html, path).not.toMatch(/<link[^>]+rel="preload"[^>]+error-\d{3}\.png/)
  }
})

test('the idle prefetch of a page downloads none of its images (the home hero included)', async ({ page, request }) => {
  // The home page's hero: the image a prefetch of /id used to download.
  const home = await (await request.get(sitePath('home', 'id'))).text()
  const hero = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(home)?.[0] ?? ''
  const heroUrls = [...hero.matchAll(/(?:src|srcset)="([^"]+)"/gi)]
    .flatMap((m) => m[1]!.replace(/&amp;/g, '&').split(','))
    .map((candidate) => new URL(candidate.trim().split(/\s+/)[0]!, 'http://x').pathname)
  expect(heroUrls.length, 'the home page shows a hero image').toBeGreaterThan(0)

  let prefetchStarted = false
  const homePrefetched = { done: false }
  const imagesAfterPrefetch: string[] = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (req.headers()['rsc'] || req.headers()['next-router-prefetch']) {
      prefetchStarted = true
      if (url.pathname === sitePath('home', 'id'))
        req.response().then(
          () => (homePrefetched.done = true),
          () => {},
        )
    } else if (prefetchStarted && req.resourceType() === 'image') imagesAfterPrefetch.push(url.pathname)
  })
  // A page whose header links to the home page (the logo), so the idle prefetcher fetches /id.
  await page.goto('/id/kebijakan-privasi')
  await expect.poll(() => homePrefetched.done, { timeout: 15_000 }).toBe(true)
  await page.waitForTimeout(1500) // time for any preload the prefetched payloads asked for
  const onPage = await page.evaluate(() =>
    [...document.images].map((img) => new URL(img.currentSrc || img.src, location.href).pathname),
  )
  expect(imagesAfterPrefetch.filter((path) => heroUrls.includes(path))).toEqual([])
  expect(imagesAfterPrefetch.filter((path) => !onPage.includes(path))).toEqual([])
})
