import http from 'node:http'
import { expect, test } from '@playwright/test'
import { stopService, waitForUrl } from '../../../../scripts/lib/proc.mjs'
import { startAppServer } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { LOCALES } from './fixtures'
import { expectAccessible } from './forms'
import { sitePath } from '@jtt/content-api/routes'

// One site with the integrations on, shared by the tests of this file, one at a time.
test.describe.configure({ mode: 'serial' })

/**
 * The optional integrations switched on, in a second instance of the built site, against local
 * stand-ins (this machine reaches no outside service): map tiles (`MAP_TILE_URL`) under the contact
 * page's office and the rest areas, kept usable when the tiles stop loading; and the tag manager
 * (`GTM_ID`), whose container runs under the site's CSP.
 */
const { integrationsWeb: port, standIns: standInPort } = testPorts.e2e
const site = `http://127.0.0.1:${port}`
const ATTRIBUTION = 'Tiles: stand-in for the test'
// A 1×1 PNG, enough for Leaflet to count a tile as loaded.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** What a tag manager container does: a data-layer event, and a beacon to its own host. */
const CONTAINER = `window.dataLayer.push({ event: 'standin.loaded' });
fetch('http://127.0.0.1:${standInPort}/collect', { method: 'POST', body: 'hit' }).then(() => window.dataLayer.push({ event: 'standin.sent' }))`

const tileRequests: string[] = []
const beacons: string[] = []
let failTiles = false
const tiles = http.createServer((req, res) => {
  const cors = { 'access-control-allow-origin': '*' }
  if (req.url?.startsWith('/gtm.js'))
    return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(CONTAINER)
  if (req.url === '/collect') {
    beacons.push(req.method ?? '')
    return void res.writeHead(204, cors).end()
  }
  tileRequests.push(req.url ?? '')
  if (failTiles) return void res.writeHead(503).end()
  res.writeHead(200, { 'content-type': 'image/png', ...cors }).end(PNG)
})
let web: ReturnType<typeof startAppServer>

test.beforeAll(async () => {
  test.setTimeout(120_000)
  await new Promise<void>((resolve) => tiles.listen(standInPort, '127.0.0.1', resolve))
  web = startAppServer('web', 'web-maps', {
    env: {
      ...process.env,
      ...JSON.parse(process.env.E2E_WEB_ENV!),
      NODE_ENV: 'production',
      PORT: String(port),
      CONTENT_API_URL: process.env.E2E_API_URL!,
      MAP_TILE_URL: `http://127.0.0.1:${standInPort}/{z}/{x}/{y}.png`,
      MAP_TILE_ATTRIBUTION: ATTRIBUTION,
      GTM_ID: 'GTM-STANDIN',
      GTM_SCRIPT_URL: `http://127.0.0.1:${standInPort}/gtm.js`,
    },
    quiet: process.env.E2E_LOG !== '1',
  })
  await waitForUrl(`${site}${sitePath('home', 'id')}`, { child: web, ok: (s) => s === 200 })
})
test.afterAll(async () => {
  await stopService(web)
  await new Promise<void>((resolve) => tiles.close(() => resolve()))
})

/** CSP violations the page reports (the tile server's origin must be allowed for images). */
function violations(page: import('@playwright/test').Page) {
  const seen: string[] = []
  page.on('console', (m) => m.type() === 'error' && /Content Security Policy/.test(m.text()) && seen.push(m.text()))
  return seen
}

for (const locale of LOCALES) {
  test(`contact page: the office on the map, over the configured tiles, with their attribution (${locale})`, async ({
    page,
  }) => {
    const csp = violations(page)
    tileRequests.length = 0
    await page.goto(`${site}/${locale === 'id' ? 'id/hubungi-kami' : 'en/contact-us'}`)
    const map = page.getByRole('region', {
      name: locale === 'id' ? 'Peta kantor PT Jasamarga Transjawa Tol' : 'Map of the PT Jasamarga Transjawa Tol office',
    })
    await map.scrollIntoViewIfNeeded()
    const marker = map.locator('.leaflet-marker-icon')
    await expect(marker).toHaveCount(1)
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached()
    expect(tileRequests.length).toBeGreaterThan(0)
    await expect(map.getByText(ATTRIBUTION)).toBeVisible()
    // Before its popup opens (a popup may cover the links around the map, as on any map), and from the
    // top of the page (scrolled to the map, the sticky header covers the form's upper fields).
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectAccessible(page, `contact page with the map (${locale})`)
    await map.scrollIntoViewIfNeeded()
    await marker.focus()
    await page.keyboard.press('Enter')
    await expect(map.locator('.leaflet-popup')).toContainText(
      locale === 'id' ? 'Kantor PT Jasamarga Transjawa Tol' : 'PT Jasamarga Transjawa Tol office',
    )
    // The sketch is for maps off only; the links point at the office's position.
    await expect(page.getByRole('img', { name: /Location sketch|Denah lokasi/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
      'href',
      /mlat=-6\.\d+&mlon=106\.\d+/,
    )
    expect(csp).toEqual([])
  })
}

test('tiles that stop loading leave the rest-area markers usable', async ({ page }) => {
  failTiles = true
  try {
    tileRequests.length = 0
    await page.goto(`${site}${sitePath('rest-areas', 'en')}`)
    const map = page.getByRole('region', { name: 'Rest area map' })
    await map.scrollIntoViewIfNeeded()
    await expect.poll(() => tileRequests.length).toBeGreaterThan(0)
    const marker = map.locator('.leaflet-marker-icon').first()
    await expect(marker).toBeVisible()
    await expect(map.locator('.leaflet-tile-loaded')).toHaveCount(0)
    await marker.focus()
    await page.keyboard.press('Enter')
    await expect(map.locator('.leaflet-popup').getByRole('link').first()).toBeVisible()
  } finally {
    failTiles = false
  }
})

test('the tag manager loads its container and sends its beacon, with no CSP violation', async ({ page }) => {
  const csp = violations(page)
  beacons.length = 0
  await page.goto(`${site}${sitePath('home', 'en')}`)
  const events = () =>
    page.evaluate(() => ((window as Window & { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event))
  await expect.poll(events).toEqual(expect.arrayContaining(['gtm.js', 'standin.loaded', 'standin.sent']))
  expect(beacons).toEqual(['POST'])
  await expect(page.locator('script[src*="/gtm.js?id=GTM-STANDIN"]')).toHaveCount(1)
  expect(csp).toEqual([])
})
