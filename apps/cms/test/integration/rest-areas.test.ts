import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cacheTags, REST_AREA_FACILITIES, type RestArea } from '@jtt/content-api'
import { adminRest, client, expectErrorBody, getRaw, loginToken } from './helpers'
import { siteReceiver } from './receiver'

async function all(locale: 'id' | 'en' = 'id', filters: Parameters<ReturnType<typeof client>['restAreas']>[0] = {}) {
  const result = await client(locale).restAreas({ locale, perPage: 100, ...filters })
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}

describe('GET /rest-areas', () => {
  it('lists the sample rest areas on several sections, ordered by section and KM, with meta', async () => {
    const { data, meta } = await all()
    expect(meta.total).toBeGreaterThanOrEqual(20)
    expect(new Set(data.map((a) => a.road.slug)).size).toBeGreaterThanOrEqual(5)
    const first = data.find((a) => a.name === 'Rest Area KM 57A')!
    expect(first).toMatchObject({ km: 57, side: 'A', type: 'A', road: { slug: 'jakarta-cikampek' } })
    expect(first.position.lat).toBeLessThan(-5.5) // on Java
    expect(first.album.length).toBeGreaterThan(0)
    expect(first.album[0]!.conversions.thumb?.url).toMatch(/^http/)
    expect(first.facilities).toContain('fuel')
    expect(first.capacity.cars).toBeGreaterThan(0)
    const page2 = await client().restAreas({ perPage: 5, page: 2 })
    if (!page2.ok) throw new Error(page2.error.message)
    expect(page2.data.meta).toMatchObject({ page: 2, per_page: 5, total: meta.total })
  })

  it('answers each language, with the Indonesian text as the fallback', async () => {
    const [id, en] = (await Promise.all([all('id'), all('en')])).map((body) => body.data) as [RestArea[], RestArea[]]
    const pick = (list: RestArea[]) => list.find((a) => a.name === 'Rest Area KM 439A')!
    expect(pick(id).description).toMatch(/Rest area tipe A/)
    expect(pick(en).description).toMatch(/A type A rest area/)
    expect(pick(en).locale).toBe('en')
    expect(pick(en).openingHours).toBe('24 hours')
  })

  it('filters by section, side, type, facility (all of several) and status', async () => {
    const road = await all('id', { road: 'semarang-solo' })
    expect(road.data.length).toBeGreaterThan(0)
    expect(road.data.every((a) => a.road.slug === 'semarang-solo')).toBe(true)
    const sideB = await all('id', { road: 'semarang-solo', side: 'B' })
    expect(sideB.data.every((a) => a.side === 'B')).toBe(true)
    expect(sideB.data.length).toBeLessThan(road.data.length)
    const typeC = await all('id', { type: 'C' })
    expect(typeC.data.length).toBeGreaterThan(0)
    expect(typeC.data.every((a) => a.type === 'C')).toBe(true)
    const both = await all('id', { facilities: ['ev-charging', 'fuel'] })
    expect(both.data.length).toBeGreaterThan(0)
    expect(both.data.every((a) => a.facilities.includes('ev-charging') && a.facilities.includes('fuel'))).toBe(true)
    const evOnly = await all('id', { facilities: ['ev-charging'] })
    expect(evOnly.data.length).toBeGreaterThan(both.data.length)
    const closed = await all('id', { status: 'closed' })
    expect(closed.data.every((a) => a.status.value === 'closed')).toBe(true)
  })

  it('searches by KM marker (with or without the side), by name and by section', async () => {
    const km = await all('id', { q: 'km 57' })
    expect(km.data.map((a) => a.name)).toEqual(['Rest Area KM 57A'])
    const withSide = await all('id', { q: '519b' })
    expect(withSide.data.map((a) => a.name)).toEqual(['Rest Area KM 519B'])
    const byRoad = await all('id', { q: 'ngawi' })
    expect(byRoad.data.some((a) => a.road.slug === 'solo-ngawi')).toBe(true)
    expect(byRoad.data.some((a) => a.road.slug === 'ngawi-kertosono')).toBe(true)
    expect((await all('id', { q: 'tidak ada di mana pun' })).data).toEqual([])
  })

  it('finds one by id; an id that is not a whole number matches nothing', async () => {
    const some = (await all()).data[3]!
    expect((await all('en', { id: some.id })).data.map((a) => a.id)).toEqual([some.id])
    expect((await all('id', { id: 'abc' })).data).toEqual([])
  })

  it.each([
    ['/rest-areas?filter[side]=C', 'invalid_filter'],
    ['/rest-areas?filter[type]=D', 'invalid_filter'],
    ['/rest-areas?filter[facility]=fuel,spa', 'invalid_filter'],
    ['/rest-areas?filter[status]=busy', 'invalid_filter'],
    ['/rest-areas?filter[road]=Not%20a%20slug', 'invalid_filter'],
    ['/rest-areas?filter[colour]=red', 'invalid_filter'],
    ['/rest-areas?filter[q]=', 'invalid_filter'],
    ['/rest-areas?locale=fr', 'invalid_locale'],
    ['/rest-areas?per_page=500', 'invalid_pagination'],
    ['/rest-areas?sort=km', 'bad_request'],
  ])('%s is a 400 %s', async (path, code) => {
    const res = await getRaw(path)
    expect(res.status).toBe(400)
    expect(expectErrorBody(res.json).code).toBe(code)
  })

  it('lists every rest area in the sitemap under its id in both languages', async () => {
    const sitemap = await client().sitemap({ type: 'rest-area', perPage: 100 })
    if (!sitemap.ok) throw new Error(sitemap.error.message)
    const { meta } = await all()
    expect(sitemap.data.meta.total).toBe(meta.total)
    for (const entry of sitemap.data.data) expect(entry.keys).toEqual({ id: entry.id, en: entry.id })
  })
})

describe('live status: operators change the status fields only, and the site is told at once', () => {
  const site = siteReceiver()
  beforeAll(() => site.listen())
  afterAll(() => site.close())
  const OPERATOR = { email: 'operator-km57@example.com', password: 'Operator#Km57a' }

  async function operatorToken() {
    const admin = await loginToken()
    await adminRest('POST', '/users', admin, { ...OPERATOR, name: 'Operator KM 57', roles: ['operator'] })
    return loginToken(OPERATOR.email, OPERATOR.password)
  }

  it('an operator holds rest-area:status and may read the admin, nothing more', async () => {
    const profile = await client().profile(await operatorToken())
    if (!profile.ok) throw new Error(profile.error.message)
    expect(profile.data.data.roles).toEqual(['operator'])
    expect(profile.data.data.scopes).toEqual(['content:read', 'rest-area:status'])
  })

  it('an operator sets full with a note: the status and its time change, other fields stay, the site hears of it', async () => {
    const token = await operatorToken()
    const area = (await all('id', { q: 'km 42' })).data[0]!
    const waiting = site.changeNaming([cacheTags.list('rest-area'), cacheTags.item('rest-area', area.id)])
    const saved = await adminRest('PATCH', `/rest-areas/${area.id}?locale=id`, token, {
      status: 'full',
      statusNote: 'Penuh, lanjut ke KM 57A',
      name: 'Diganti operator',
      km: 1,
    })
    expect(saved.status).toBe(200)
    await waiting
    const after = (await all('id', { id: area.id })).data[0]!
    expect(after.status.value).toBe('full')
    expect(after.status.note).toBe('Penuh, lanjut ke KM 57A')
    expect(Date.parse(after.status.changedAt!)).toBeGreaterThan(Date.parse(area.status.changedAt ?? '1970-01-01'))
    expect(after.name).toBe(area.name)
    expect(after.km).toBe(area.km)
  })

  it('a status saved in Indonesian (the status screen) leaves no stale note in English', async () => {
    const token = await operatorToken()
    const admin = await loginToken()
    const pick = async (locale: 'id' | 'en') =>
      (await all(locale, { q: 'km 575' })).data.find((a) => a.name === 'Rest Area KM 575B')!
    const before = { id: await pick('id'), en: await pick('en') }
    expect(before.en.status.value).toBe('closed')
    expect(before.en.status.note).toMatch(/^Temporarily closed/)

    // The operators' status screen: one PATCH in Indonesian, the note emptied.
    const reopened = await adminRest('PATCH', `/rest-areas/${before.id.id}?locale=id`, token, {
      status: 'open',
      statusNote: '',
    })
    expect(reopened.status).toBe(200)
    const en = await pick('en')
    expect(en.status).toMatchObject({ value: 'open', note: null })

    // Closed again with a note in Indonesian, then translated: the translation keeps the Indonesian note.
    await adminRest('PATCH', `/rest-areas/${before.id.id}?locale=id`, token, {
      status: 'closed',
      statusNote: before.id.status.note,
    })
    expect((await pick('en')).status.note).toBe(before.id.status.note) // the Indonesian fallback
    await adminRest('PATCH', `/rest-areas/${before.id.id}?locale=en`, admin, { statusNote: before.en.status.note })
    expect((await pick('en')).status.note).toBe(before.en.status.note)
    expect((await pick('id')).status.note).toBe(before.id.status.note)

    // A new Indonesian note with the same status makes the English one stale too.
    await adminRest('PATCH', `/rest-areas/${before.id.id}?locale=id`, token, { statusNote: 'Dibuka pukul 18.00.' })
    expect((await pick('en')).status).toMatchObject({ value: 'closed', note: 'Dibuka pukul 18.00.' })

    await adminRest('PATCH', `/rest-areas/${before.id.id}?locale=id`, admin, { statusNote: before.id.status.note })
    await adminRest('PATCH', `/rest-areas/${before.id.id}?locale=en`, admin, { statusNote: before.en.status.note })
    expect((await pick('en')).status.note).toBe(before.en.status.note)
  })

  it('a save that leaves the status alone keeps its time; nobody sets the time by hand', async () => {
    const admin = await loginToken()
    const area = (await all('id', { q: 'km 62' })).data[0]!
    const saved = await adminRest('PATCH', `/rest-areas/${area.id}?locale=id`, admin, {
      openingHours: '24 jam',
      statusChangedAt: '2000-01-01T00:00:00.000Z',
    })
    expect(saved.status).toBe(200)
    expect((await all('id', { id: area.id })).data[0]!.status.changedAt).toBe(area.status.changedAt)
  })

  it('an operator may not create or delete rest areas, nor edit sections or pages', async () => {
    const token = await operatorToken()
    const area = (await all()).data[0]!
    expect((await adminRest('POST', '/rest-areas', token, { name: 'Baru', road: 1, km: 1, side: 'A' })).status).toBe(
      403,
    )
    expect((await adminRest('DELETE', `/rest-areas/${area.id}`, token)).status).toBe(403)
    expect((await adminRest('PATCH', `/toll-roads/${area.road.id}`, token, { operator: 'X' })).status).toBe(403)
    expect((await adminRest('PATCH', '/pages/1', token, { title: 'X' })).status).toBe(403)
  })

  it('rejects a status that does not exist', async () => {
    const admin = await loginToken()
    const area = (await all()).data[0]!
    expect((await adminRest('PATCH', `/rest-areas/${area.id}`, admin, { status: 'busy' })).status).toBe(400)
  })
})

describe('the contract lists every facility the CMS offers', () => {
  it('the sample data uses only known facilities', async () => {
    for (const area of (await all()).data) {
      for (const facility of area.facilities) expect(REST_AREA_FACILITIES).toContain(facility)
    }
  })
})
