import { describe, expect, it } from 'vitest'
import type { TrafficAdvisory, TrafficAdvisoryFilters } from '@jtt/content-api'
import { adminRest, client, cmsUrl, expectErrorBody, getRaw, loginToken, richText } from './helpers'

const must = <T>(result: { ok: true; data: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}

type Filters = TrafficAdvisoryFilters & { page?: number; perPage?: number }
const list = async (locale: 'id' | 'en' = 'id', filters: Filters = {}) =>
  must(await client(locale).trafficAdvisories({ locale, perPage: 100, ...filters }))
const titled = (items: TrafficAdvisory[], start: string) => items.find((a) => a.title.startsWith(start))

/** A section's id by its slug, as the Content API lists it. */
async function sectionId(slug: string): Promise<number> {
  return Number(must(await client().tollRoads({ slug })).data[0]!.id)
}

/** Payload's REST API with the client's language (the operator's phone, the editor's browser). */
async function post(path: string, token: string, body: unknown, language: 'id' | 'en') {
  const res = await fetch(`${cmsUrl()}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify(body),
  })
  return { status: res.status, text: await res.text() }
}

describe('GET /traffic-advisories', () => {
  it('lists current and upcoming advisories (not past ones), each with its state, places and directions', async () => {
    const { data } = await list()
    const works = titled(data, 'Perbaikan sambungan jembatan')!
    expect(works).toMatchObject({ state: 'current', kind: 'road-works', subKind: 'lane-closure', endsAt: null })
    expect(works.sections.map((s) => s.slug)).toEqual(['palimanan-kanci'])
    expect(works.directions).toEqual([{ side: 'A', towards: 'Kanci' }])
    const oneWay = titled(data, 'Rekayasa satu arah')!
    expect(oneWay).toMatchObject({ state: 'upcoming', severity: 'closure', kmFrom: 70, kmTo: 414 })
    expect(oneWay.directions).toEqual([{ side: 'A', towards: 'Semarang' }])
    expect(oneWay.advice.length).toBeGreaterThan(0)
    expect(titled(data, 'Penutupan lajur KM 52–54')).toBeUndefined()
    expect(data.every((a) => a.state !== 'past')).toBe(true)
    // current ones first (by start), then the upcoming
    const states = data.map((a) => a.state)
    expect(states).toEqual([...states].sort())
  })

  it('filters by state, section, direction and kind', async () => {
    const past = (await list('id', { state: 'past' })).data
    expect(titled(past, 'Penutupan lajur KM 52–54')).toMatchObject({ state: 'past', lanesAffected: 2 })
    expect(past.every((a) => a.state === 'past')).toBe(true)
    const upcoming = (await list('id', { state: 'upcoming' })).data
    expect(upcoming.length).toBeGreaterThan(0)
    expect(upcoming.every((a) => a.state === 'upcoming')).toBe(true)
    const onSection = (await list('id', { section: 'palimanan-kanci' })).data
    expect(onSection.length).toBeGreaterThanOrEqual(2) // the works and the one-way that spans it
    expect(onSection.every((a) => a.sections.some((s) => s.slug === 'palimanan-kanci'))).toBe(true)
    expect((await list('id', { section: 'ngawi-kertosono', state: 'past' })).data).toEqual([])
    const towardsJakarta = (await list('id', { direction: 'B' })).data
    expect(towardsJakarta.every((a) => a.directions.some((d) => d.side === 'B'))).toBe(true)
    expect(titled(towardsJakarta, 'Rekayasa satu arah')).toBeUndefined()
    const engineering = (await list('id', { kind: 'traffic-engineering' })).data
    expect(engineering.length).toBeGreaterThan(0)
    expect(engineering.every((a) => a.kind === 'traffic-engineering')).toBe(true)
  })

  it('paginates with the one meta', async () => {
    const all = await list('id')
    const second = must(await client().trafficAdvisories({ perPage: 1, page: 2 }))
    expect(second.meta).toMatchObject({ page: 2, per_page: 1, total: all.meta.total })
    expect(second.data[0]!.id).toBe(all.data[1]!.id)
  })

  it('answers English, with what has no English yet in Indonesian and named', async () => {
    const works = titled((await list('en')).data, 'Bridge joint repair')!
    expect(works.locale).toBe('en')
    expect(works.untranslated).toEqual(['detour'])
    expect(JSON.stringify(works.detour)).toContain('Gerbang Tol Ciperna')
    expect(JSON.stringify(works.advice)).toContain('expansion joint')
  })

  it('refuses unknown filter values with 400, never 500', async () => {
    for (const query of ['filter[state]=soon', 'filter[kind]=x', 'filter[direction]=C', 'filter[section]=Bad%20Slug']) {
      const res = await getRaw(`/traffic-advisories?${query}`)
      expect(res.status, query).toBe(400)
      expect(expectErrorBody(res.json).code).toBe('invalid_filter')
    }
  })
})

describe('GET /traffic-advisories/{id}', () => {
  it('answers one advisory by id, a past one too; anything else is 404', async () => {
    const past = titled((await list('id', { state: 'past' })).data, 'Penutupan lajur KM 52–54')!
    const one = must(await client().trafficAdvisory({ id: past.id }))
    expect(one.data).toEqual(past)
    for (const id of ['999999', 'abc', '1.5']) expect((await getRaw(`/traffic-advisories/${id}`)).status, id).toBe(404)
  })
})

describe('validation: a save that does not fit the road is refused whole, in the client’s language', () => {
  const draftOf = async (over: Record<string, unknown>) => ({
    title: `Uji validasi ${Date.now()}`,
    kind: 'road-works',
    severity: 'caution',
    sections: [await sectionId('jakarta-cikampek')],
    kmFrom: 10,
    kmTo: 12,
    directions: ['A'],
    startsAt: '2026-12-01T15:00:00.000Z',
    advice: richText('Uji.'),
    _status: 'published',
    ...over,
  })
  const saved = async (title: string) =>
    (
      await adminRest(
        'GET',
        `/traffic-advisories?where[title][equals]=${encodeURIComponent(title)}&draft=true`,
        await loginToken(),
      )
    ).json.totalDocs

  it('KM outside the section', async () => {
    const body = await draftOf({ kmTo: 95 })
    const id = await post('/traffic-advisories?locale=id', await loginToken(), body, 'id')
    expect(id.status).toBe(400)
    expect(id.text).toContain('KM 95 berada di luar ruas yang dipilih: Jakarta–Cikampek (KM 0–72).')
    const en = await post('/traffic-advisories?locale=id', await loginToken(), body, 'en')
    expect(en.status).toBe(400)
    expect(en.text).toContain('KM 95 is outside the chosen section(s): Jakarta–Cikampek (KM 0–72).')
    expect(await saved(body.title)).toBe(0)
  })

  it('an end before the start, two directions for a one-way, a sub-kind of another kind', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ endsAt: '2026-12-01T14:00:00.000Z' }, 'Waktu selesai harus setelah waktu mulai.'],
      [
        { kind: 'traffic-engineering', subKind: 'one-way', directions: ['A', 'B'] },
        'Satu arah dan contraflow berlaku untuk tepat satu arah.',
      ],
      [{ subKind: 'flood' }, "Subjenis 'flood' tidak cocok dengan jenis 'road-works'."],
    ]
    for (const [over, message] of cases) {
      const body = await draftOf(over)
      const res = await post('/traffic-advisories?locale=id', await loginToken(), body, 'id')
      expect(res.status, message).toBe(400)
      expect(res.text).toContain(message)
      expect(await saved(body.title)).toBe(0)
    }
  })

  it('an end moved before the start of a saved advisory is refused too', async () => {
    const token = await loginToken()
    const created = await post('/traffic-advisories?locale=id', token, await draftOf({ _status: 'draft' }), 'en')
    expect(created.status).toBe(201)
    const id = (JSON.parse(created.text) as { doc: { id: number } }).doc.id
    const moved = await adminRest('PATCH', `/traffic-advisories/${id}?draft=true`, token, {
      endsAt: '2026-11-30T00:00:00.000Z',
    })
    expect(moved.status).toBe(400)
    expect(JSON.stringify(moved.json)).toContain('The end must be after the start.')
    await adminRest('DELETE', `/traffic-advisories/${id}`, token)
  })
})

describe('times are WIB (Asia/Jakarta) in the admin', () => {
  it('keeps the instant sent and records Asia/Jakarta beside it; no other zone is taken', async () => {
    const token = await loginToken()
    const base = {
      kind: 'road-works',
      severity: 'info',
      sections: [await sectionId('semarang-solo')],
      kmFrom: 430,
      kmTo: 431,
      directions: ['A'],
      // 1 December 2026, 22:00 to 05:00 WIB (UTC+7), as an editor types it in the admin.
      startsAt: '2026-12-01T15:00:00.000Z',
      endsAt: '2026-12-01T22:00:00.000Z',
      _status: 'published', // validated as published saves are (a draft's fields are not)
    }
    const title = `Zona waktu ${Date.now()}`
    const created = await adminRest('POST', '/traffic-advisories?locale=id', token, { ...base, title })
    expect(created.status).toBe(201)
    const id = (created.json.doc as { id: number }).id
    const stored = await adminRest('GET', `/traffic-advisories/${id}?depth=0`, token)
    expect(stored.json).toMatchObject({
      startsAt: '2026-12-01T15:00:00.000Z',
      startsAt_tz: 'Asia/Jakarta',
      endsAt: '2026-12-01T22:00:00.000Z',
      endsAt_tz: 'Asia/Jakarta',
    })
    const elsewhere = await adminRest('POST', '/traffic-advisories?locale=id', token, {
      ...base,
      title: `${title} Berlin`,
      startsAt_tz: 'Europe/Berlin',
    })
    expect(elsewhere.status).toBe(400)
    expect(JSON.stringify(elsewhere.json)).toContain('startsAt_tz')
    await adminRest('DELETE', `/traffic-advisories/${id}`, token)
  })
})

describe('drafts stay private', () => {
  it('a draft advisory is listed and read by previewers only', async () => {
    const token = await loginToken()
    const title = `Draf lalu lintas ${Date.now()}`
    const created = await adminRest('POST', '/traffic-advisories?locale=id&draft=true', token, {
      title,
      kind: 'weather',
      severity: 'info',
      sections: [await sectionId('semarang-solo')],
      kmFrom: 430,
      kmTo: 432,
      directions: ['B'],
      startsAt: new Date().toISOString(),
      _status: 'draft',
    })
    expect(created.status).toBe(201)
    const id = String((created.json.doc as { id: number }).id)
    expect(titled((await list()).data, title)).toBeUndefined()
    expect((await getRaw(`/traffic-advisories/${id}`)).status).toBe(404)
    expect((await getRaw('/traffic-advisories?draft=true')).status).toBe(401)
    const preview = must(await client().trafficAdvisories({ draft: true, perPage: 100 }, { token }))
    expect(titled(preview.data, title)).toMatchObject({ status: 'draft', state: 'current' })
    const one = await getRaw(`/traffic-advisories/${id}?draft=true`, { authorization: `Bearer ${token}` })
    expect(one.status).toBe(200)
    expect(one.headers.get('cache-control')).toBe('private, no-store')
    await adminRest('DELETE', `/traffic-advisories/${id}`, token)
  })
})

describe('site search', () => {
  /** The index follows the commit (and the seed's rebuild at start): waits until it answers as expected. */
  async function eventually(q: string, locale: 'id' | 'en', check: (types: string[]) => boolean) {
    const deadline = Date.now() + 30_000
    for (;;) {
      const body = must(await client(locale).search({ q, locale }))
      if (check(body.data.map((r) => r.type))) return body.data
      if (Date.now() > deadline) throw new Error(`search '${q}': ${JSON.stringify(body.data)}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  it('finds current and upcoming advisories in both languages, leading to their page; never past ones', async () => {
    const works = titled((await list()).data, 'Perbaikan sambungan jembatan')!
    const found = await eventually('sambungan jembatan', 'id', (types) => types.includes('traffic-advisory'))
    expect(found.find((r) => r.type === 'traffic-advisory')!.target).toEqual({
      kind: 'item',
      type: 'traffic-advisory',
      key: works.id,
    })
    await eventually('expansion joint', 'en', (types) => types.includes('traffic-advisory'))
    await eventually('Lebaran 2027', 'id', (types) => types.includes('traffic-advisory'))
    const past = must(await client().search({ q: 'pemeliharaan perkerasan' })).data
    expect(past.filter((r) => r.type === 'traffic-advisory')).toEqual([])
  })
})
