import { describe, expect, it } from 'vitest'
import type { TariffTable, TollRoad } from '@jtt/content-api'
import { adminRest, client, expectErrorBody, getRaw, loginToken } from './helpers'

async function roads(locale: 'id' | 'en' = 'id'): Promise<TollRoad[]> {
  const result = await client(locale).tollRoads({ locale, perPage: 100 })
  if (!result.ok) throw new Error(result.error.message)
  return result.data.data
}

async function tables(): Promise<TariffTable[]> {
  const result = await client().tariffs({ perPage: 100 })
  if (!result.ok) throw new Error(result.error.message)
  return result.data.data
}

describe('GET /toll-roads', () => {
  it('lists at least six sections with their route, gates and tariff system', async () => {
    const list = await roads()
    expect(list.length).toBeGreaterThanOrEqual(6)
    for (const road of list) {
      expect(road.geometry.length).toBeGreaterThanOrEqual(2)
      expect(road.gates.length).toBeGreaterThan(0)
      expect(road.lengthKm).toBeGreaterThan(0)
      for (const gate of road.gates) {
        expect(gate.id).toBe(`${road.slug}.${gate.code}`)
        expect(gate.position).not.toBeNull() // every gate lies on its route
      }
    }
    expect(new Set(list.map((r) => r.tariffSystem))).toEqual(new Set(['open', 'closed']))
  })

  it('names gates and describes sections per language', async () => {
    const [id, en] = await Promise.all([roads('id'), roads('en')])
    const gateId = id.find((r) => r.slug === 'semarang-solo')!.gates.find((g) => g.code === 'ungaran')!
    const gateEn = en.find((r) => r.slug === 'semarang-solo')!.gates.find((g) => g.code === 'ungaran')!
    expect(gateId.name).toBe('Gerbang Tol Ungaran')
    expect(gateEn.name).toBe('Ungaran Toll Gate')
    expect(en[0]!.description).not.toBe(id[0]!.description)
  })

  it('a description that gives the section’s length gives the length the section has, in both languages', async () => {
    for (const road of [...(await roads('id')), ...(await roads('en'))]) {
      for (const [, km] of (road.description ?? '').matchAll(/(\d+) km\b/g)) {
        expect(Number(km), `${road.slug} (${road.locale})`).toBe(road.lengthKm)
      }
    }
  })

  it('finds one by slug, and hides drafts from visitors', async () => {
    const one = await client().tollRoads({ slug: 'solo-ngawi' })
    if (!one.ok) throw new Error(one.error.message)
    expect(one.data.data.map((r) => r.slug)).toEqual(['solo-ngawi'])
    const token = await loginToken()
    const draft = await adminRest('POST', '/toll-roads?draft=true&locale=id', token, {
      name: 'Ruas Draf',
      slug: 'ruas-draf',
      _status: 'draft',
    })
    expect(draft.status).toBe(201)
    expect((await roads()).some((r) => r.slug === 'ruas-draf')).toBe(false)
    expect((await getRaw('/toll-roads?draft=true')).status).toBe(401)
    // A token alone (without draft=true) reads what visitors read.
    const tokenOnly = await client().tollRoads({ slug: 'ruas-draf' }, { token })
    if (!tokenOnly.ok) throw new Error(tokenOnly.error.message)
    expect(tokenOnly.data.data).toHaveLength(0)
    const preview = await client().tollRoads({ slug: 'ruas-draf', draft: true }, { token })
    if (!preview.ok) throw new Error(preview.error.message)
    expect(preview.data.data).toHaveLength(1)
  })

  it('refuses a section whose tariff rows name gates it does not have', async () => {
    const token = await loginToken()
    const road = (await roads()).find((r) => r.slug === 'batang-semarang')!
    const res = await adminRest('PATCH', `/toll-roads/${road.id}?locale=id`, token, {
      tariffs: [{ entry: 'batang', exit: 'tidak-ada', class1: 1, class2: 1, class3: 1, class4: 1, class5: 1 }],
    })
    expect(res.status).toBe(400)
  })
})

describe('GET /tariffs', () => {
  it('has a table for every section: per entry gate (open) or per pair (closed)', async () => {
    const [list, sections] = await Promise.all([tables(), roads()])
    expect(list.map((t) => t.road.slug).sort()).toEqual(sections.map((r) => r.slug).sort())
    for (const table of list) {
      expect(table.rows.length).toBeGreaterThan(0)
      for (const row of table.rows) {
        expect(row.tariffs).toHaveLength(5)
        expect(row.exit === null).toBe(table.system === 'open')
      }
    }
  })

  it('filters by section and refuses a malformed one', async () => {
    const one = await client().tariffs({ road: 'palimanan-kanci' })
    if (!one.ok) throw new Error(one.error.message)
    expect(one.data.data.map((t) => t.road.slug)).toEqual(['palimanan-kanci'])
    const bad = await getRaw('/tariffs?filter[road]=..')
    expect(bad.status).toBe(400)
  })
})

describe('GET /tariffs/quote', () => {
  it('quotes a closed-system trip from its table, in either direction, with the distance', async () => {
    const table = (await tables()).find((t) => t.road.slug === 'semarang-solo')!
    const row = table.rows.find(
      (r) => r.entry.id === 'semarang-solo.ungaran' && r.exit?.id === 'semarang-solo.salatiga',
    )!
    for (const [entry, exit] of [
      ['semarang-solo.ungaran', 'semarang-solo.salatiga'],
      ['semarang-solo.salatiga', 'semarang-solo.ungaran'],
    ] as const) {
      const quote = await client('en').tariffQuote({ entry, exit, vehicleClass: 2, locale: 'en' })
      if (!quote.ok) throw new Error(quote.error.message)
      expect(quote.data.data).toMatchObject({
        tariff: row.tariffs[1],
        distanceKm: 26,
        vehicleClass: 2,
        system: 'closed',
      })
      expect(quote.data.data.entry.name).toMatch(/Toll Gate$/)
    }
  })

  it('quotes an open-system trip with the entry gate’s flat tariff', async () => {
    const table = (await tables()).find((t) => t.road.slug === 'jakarta-cikampek')!
    const row = table.rows.find((r) => r.entry.id === 'jakarta-cikampek.cikarang-barat')!
    const quote = await client().tariffQuote({
      entry: 'jakarta-cikampek.cikarang-barat',
      exit: 'jakarta-cikampek.karawang-timur',
      vehicleClass: 1,
    })
    if (!quote.ok) throw new Error(quote.error.message)
    expect(quote.data.data).toMatchObject({ tariff: row.tariffs[0], distanceKm: 23, system: 'open' })
  })

  it.each([
    ['', 'a missing entry'],
    ['filter[entry]=semarang-solo.ungaran&filter[class]=1', 'a missing exit'],
    ['filter[entry]=semarang-solo.ungaran&filter[exit]=semarang-solo.bawen', 'a missing class'],
    ['filter[entry]=ungaran&filter[exit]=semarang-solo.bawen&filter[class]=1', 'a malformed gate id'],
    ['filter[entry]=semarang-solo.ungaran&filter[exit]=semarang-solo.bawen&filter[class]=6', 'class 6'],
    ['filter[entry]=semarang-solo.ungaran&filter[exit]=semarang-solo.bawen&filter[class]=II', 'a roman class'],
    ['filter[entry]=semarang-solo.ungaran&filter[exit]=semarang-solo.ungaran&filter[class]=1', 'the same gate'],
    ['filter[entry]=semarang-solo.ungaran&filter[exit]=solo-ngawi.sragen&filter[class]=1', 'two sections'],
    ['filter[entry]=semarang-solo.ungaran&filter[exit]=semarang-solo.merak&filter[class]=1', 'an unknown gate'],
    ['filter[entry]=atlantis.a&filter[exit]=atlantis.b&filter[class]=1', 'an unknown section'],
    ['filter[entry]=semarang-solo.ungaran&filter[exit]=semarang-solo.bawen&filter[class]=1&page=1', 'paging'],
  ])('refuses %s (%s) with a 400', async (query) => {
    const res = await getRaw(`/tariffs/quote?${query}`)
    expect(res.status).toBe(400)
    expect(expectErrorBody(res.json).message.length).toBeGreaterThan(0)
  })

  it('answers 404 for a trip the table has no tariff for (an interchange is no payment point)', async () => {
    const res = await getRaw(
      '/tariffs/quote?filter[entry]=semarang-solo.tembalang&filter[exit]=semarang-solo.bawen&filter[class]=1',
    )
    expect(res.status).toBe(404)
    expect(expectErrorBody(res.json).code).toBe('not_found')
  })
})

describe('GET /toll-road-service', () => {
  it('answers contacts, payment methods and traffic links in both languages', async () => {
    const [id, en] = await Promise.all([
      client().tollRoadService({ locale: 'id' }),
      client('en').tollRoadService({ locale: 'en' }),
    ])
    if (!id.ok || !en.ok) throw new Error('request failed')
    expect(id.data.data.contacts.map((c) => c.number)).toContain('14080')
    expect(en.data.data.title).toBe('JTT Toll Road Services')
    expect(en.data.data.trafficLinks.some((l) => l.url.startsWith('/en/'))).toBe(true)
    expect(id.data.data.trafficLinks.some((l) => l.url.startsWith('/id/'))).toBe(true)
    expect(en.data.data.paymentMethods.length).toBeGreaterThan(0)
  })

  it('drafts need a previewer', async () => {
    expect((await getRaw('/toll-road-service?draft=true')).status).toBe(401)
    expect((await getRaw('/toll-road-service?draft=yes')).status).toBe(400)
  })
})
