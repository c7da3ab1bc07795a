import { expect, test } from '@playwright/test'
import type { TrafficAdvisory } from '@jtt/content-api'
import { chooseInterfaceLanguage, signInToAdmin } from './admin-session'
import { api, cmsRest, must } from './fixtures'
import { expectAccessible } from './forms'

/**
 * The traffic operators' phone screen and the editors' times in the admin. Reporting publishes an
 * incident that every list shows: like rest-area-status.spec.ts, this file edits shared content.
 */
test.describe.configure({ mode: 'serial' })

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

/** The screen's words (apps/cms/src/i18n/screens.ts) and what the CMS titles the report in each language. */
const RUNS = [
  {
    language: 'id',
    km: '57.5',
    words: { title: 'Lapor kejadian', section: 'Ruas', side: 'A — arah Cikampek', type: 'Kecelakaan' },
    buttons: { report: 'Laporkan', end: 'Selesai' },
    reported: 'Terkirim',
    titles: {
      id: 'Kecelakaan di KM 57,5 arah Cikampek (Jakarta–Cikampek)',
      en: 'Accident at KM 57.5 towards Cikampek (Jakarta–Cikampek)',
    },
  },
  {
    language: 'en',
    km: '58',
    words: { title: 'Report an incident', section: 'Section', side: 'A — towards Cikampek', type: 'Accident' },
    buttons: { report: 'Report', end: 'End' },
    reported: 'Reported',
    titles: {
      id: 'Kecelakaan di KM 58 arah Cikampek (Jakarta–Cikampek)',
      en: 'Accident at KM 58 towards Cikampek (Jakarta–Cikampek)',
    },
  },
] as const

const inForce = async (locale: 'id' | 'en'): Promise<TrafficAdvisory[]> =>
  (await must(api().trafficAdvisories({ locale, kind: 'incident', state: 'current', perPage: 100 }))).data

test('an operator on a phone reports an incident in a few taps and ends it with one, in both languages', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const cms = process.env.E2E_CMS_URL!
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  const operator = await signInToAdmin(page, ['operator'], ['traffic:write'])
  for (const run of RUNS) {
    // Indonesian for an account that has not chosen; English once it has.
    if (run.language === 'en') await chooseInterfaceLanguage(page, operator, 'en')
    await page.goto(`${cms}/admin/traffic-incidents`)
    const form = page.getByRole('form', { name: run.words.title })
    await form.getByLabel(run.words.section).selectOption({ label: 'Jakarta–Cikampek (KM 0–72)' })
    await form.getByLabel('KM', { exact: true }).fill(run.km)
    await form.getByRole('radio', { name: run.words.side }).tap()
    await form.getByRole('radio', { name: run.words.type }).tap()
    await form.getByRole('radio', { name: 'Info' }).tap() // no alert emails for a test
    await form.getByRole('button', { name: run.buttons.report }).tap()
    await expect(form.getByRole('status')).toHaveText(run.reported)
    // Listed at once, titled in the operator's language; published in both.
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: run.titles[run.language] }) })
    await expect(row).toBeVisible()
    await expectAccessible(page, `traffic incident screen (${run.language})`)
    const reported = (await inForce('id')).find((a) => a.title === run.titles.id)
    expect(reported, 'the incident is in force on the site').toBeDefined()
    const english = (await inForce('en')).find((a) => a.id === reported!.id)
    expect(english?.title).toBe(run.titles.en)

    await row.getByRole('button', { name: run.buttons.end }).tap()
    await expect(row).toHaveCount(0)
    await expect.poll(async () => (await inForce('id')).some((a) => a.id === reported!.id)).toBe(false)
  }
  await context.close()
})

test('an editor in another time zone reads and types an advisory’s times in WIB', async ({ browser }) => {
  test.setTimeout(90_000)
  const cms = process.env.E2E_CMS_URL!
  const context = await browser.newContext({ timezoneId: 'America/New_York' })
  const page = await context.newPage()
  await chooseInterfaceLanguage(page, await signInToAdmin(page, ['editor']), 'en')
  const roads = (await must(api().tollRoads({ slug: 'semarang-solo' }))).data
  // A draft of its own: visitors and the other tests never see it.
  const { doc } = (await cmsRest('POST', '/traffic-advisories?locale=id&draft=true', {
    title: `Zona waktu ${Date.now()}`,
    kind: 'road-works',
    severity: 'info',
    sections: [Number(roads[0]!.id)],
    kmFrom: 430,
    kmTo: 431,
    directions: ['A'],
    startsAt: '2026-12-01T15:00:00.000Z', // 22:00 WIB; 10:00 in New York
    _status: 'draft',
  })) as { doc: { id: number } }
  await page.goto(`${cms}/admin/collections/traffic-advisories/${doc.id}`)
  // The date picker's own input: the field also holds the time-zone picker's (hidden) input, and while
  // the admin re-renders the field the date input is briefly gone, so `input` then `.first()` once
  // settled on the hidden one and waited the whole test for it to show.
  const start = page.locator('#field-startsAt .react-datepicker__input-container input')
  await expect(start).toHaveValue('1 Dec 2026 22:00')
  await start.fill('2 Dec 2026 06:30')
  await start.press('Enter')
  await page.getByRole('button', { name: 'Save Draft' }).click()
  const stored = async () =>
    ((await cmsRest('GET', `/traffic-advisories/${doc.id}?draft=true&depth=0`)) as { startsAt: string }).startsAt
  // 06:30 WIB is 23:30 UTC the day before, whatever the browser's zone.
  await expect.poll(stored).toBe('2026-12-01T23:30:00.000Z')
  // The editor leaves; the admin removes the draft. Payload locks a document to the editor who has it
  // open, and the lock can outlive a closed page (nothing may tell the CMS it was left): a DELETE
  // meanwhile is refused with 423. Removing a test's own draft takes it over, as an admin may.
  await context.close()
  await cmsRest('DELETE', `/traffic-advisories/${doc.id}?overrideLock=true`)
})
