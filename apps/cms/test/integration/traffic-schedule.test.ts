import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cacheTags } from '@jtt/content-api'
import { adminRest, client, cmsUrl, getRaw, loginToken, richText } from './helpers'
import { queuedJobInputs } from './queuedJobs'
import { siteReceiver } from './receiver'

/**
 * Scheduled publishing and expiry with a window of seconds: each step waits for the event it is about
 * (the CMS's notification to the site, the job leaving the queue), never for a fixed time.
 */
const site = siteReceiver()
beforeAll(() => site.listen())
afterAll(() => site.close())

const must = <T>(result: { ok: true; data: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}
const ids = async (state?: 'current' | 'upcoming' | 'past') =>
  must(await client().trafficAdvisories({ perPage: 100, ...(state ? { state } : {}) })).data.map((a) => a.id)
const sectionId = async (slug: string) => Number(must(await client().tollRoads({ slug })).data[0]!.id)

/** Resolves once the queue holds no job of this task for this document (each has run). */
async function jobsRan(task: string, matches: (input: Record<string, unknown>) => boolean) {
  await expect.poll(async () => (await queuedJobInputs(task)).filter(matches).length, { timeout: 60_000 }).toBe(0)
}

describe('an advisory’s start and end change the site by themselves', () => {
  it('upcoming → current at its start → past at its end, each invalidating the site like a publish', async () => {
    const token = await loginToken()
    const hour = 3_600_000
    // Published an hour ahead: upcoming, whatever the time a busy machine takes to save it.
    const created = await adminRest('POST', '/traffic-advisories?locale=id', token, {
      title: `Penutupan singkat ${Date.now()}`,
      kind: 'road-works',
      subKind: 'lane-closure',
      severity: 'info',
      sections: [await sectionId('semarang-solo')],
      kmFrom: 440,
      kmTo: 441,
      directions: ['B'],
      startsAt: new Date(Date.now() + hour).toISOString(),
      endsAt: new Date(Date.now() + 2 * hour).toISOString(),
      advice: richText('Uji jadwal.'),
      _status: 'published',
    })
    expect(created.status).toBe(201)
    const id = String((created.json.doc as { id: number }).id)
    const tags = [cacheTags.list('traffic-advisory'), cacheTags.item('traffic-advisory', id)]
    const boundaries = async () =>
      (await queuedJobInputs('trafficBoundary')).filter((input) => input.advisory === id).map((input) => input.edge)
    expect(await ids('upcoming')).toContain(id)
    expect(await ids('current')).not.toContain(id)
    expect((await boundaries()).sort()).toEqual(['end', 'start'])

    // The editor brings it forward to seconds from now: the waiting jobs are replaced by the new times.
    const startsAt = Date.now() + 6_000
    const endsAt = startsAt + 6_000
    const moved = await adminRest('PATCH', `/traffic-advisories/${id}?locale=id`, token, {
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
    })
    expect(moved.status).toBe(200)
    // No shared cache may keep the list past the next start or end (this one's end at the latest).
    const asked = Date.now()
    const cacheControl = (await getRaw('/traffic-advisories?locale=id')).headers.get('cache-control') ?? ''
    const keptFor = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1])
    // (Asked after the end only on a machine stalled for seconds: then no bound is left to check.)
    if (asked < endsAt) expect(keptFor).toBeLessThanOrEqual(Math.ceil((endsAt - asked) / 1000))

    await site.changeNamingSince(tags, startsAt, 30_000)
    expect(await ids('current')).toContain(id)
    expect(await ids()).toContain(id)

    await site.changeNamingSince(tags, endsAt, 30_000)
    expect(await ids('current')).not.toContain(id)
    expect(await ids()).not.toContain(id)
    expect(await ids('past')).toContain(id)
    expect(must(await client().trafficAdvisory({ id })).data.state).toBe('past')
    // Both jobs ran, and the ones of the first times were dropped, not left waiting for an hour.
    await jobsRan('trafficBoundary', (input) => input.advisory === id)
  })
})

describe('scheduled publishing (embargo)', () => {
  it('a press release saved as a draft with a time to go live is published then, and the site told', async () => {
    const token = await loginToken()
    const publishAt = Date.now() + 5_000
    const slug = `embargo-${publishAt}`
    const created = await adminRest('POST', '/press-releases?locale=id&draft=true', token, {
      title: `Embargo ${publishAt}`,
      slug,
      body: richText('Terbit pada waktunya.'),
      publishAt: new Date(publishAt).toISOString(),
      _status: 'draft',
    })
    expect(created.status).toBe(201)
    const id = (created.json.doc as { id: number }).id
    // Payload's own scheduled publish, as the admin's “Schedule publish” queues it.
    const scheduled = (await queuedJobInputs('schedulePublish')).filter(
      (input) => (input.doc as { value?: string } | undefined)?.value === String(id),
    )
    expect(scheduled).toHaveLength(1)
    expect((await getRaw(`/press-releases/${slug}?locale=id`)).status).toBe(404)

    await site.changeNamingSince([cacheTags.item('press-release', slug)], publishAt, 30_000)
    expect((await getRaw(`/press-releases/${slug}?locale=id`)).status).toBe(200)
    await jobsRan('schedulePublish', (input) => (input.doc as { value?: string } | undefined)?.value === String(id))
    // The suite's other files count the sample releases (images, English slugs): this one goes again.
    expect((await adminRest('DELETE', `/press-releases/${id}`, token)).status).toBe(200)
  })
})

describe('deleted, nothing stays queued under its id', () => {
  // SQLite gives a deleted row's id to the next one created, which would inherit jobs left waiting.
  const waitingFor = async (id: string) => ({
    boundaries: (await queuedJobInputs('trafficBoundary')).filter((input) => input.advisory === id).length,
    publishes: (await queuedJobInputs('schedulePublish')).filter(
      (input) => (input.doc as { value?: string } | undefined)?.value === id,
    ).length,
  })

  it('a published advisory with its start and end ahead, and a draft with a time to go live', async () => {
    const token = await loginToken()
    const hour = 3_600_000
    const advisory = {
      kind: 'road-works',
      subKind: 'lane-closure',
      severity: 'info',
      sections: [await sectionId('semarang-solo')],
      kmFrom: 442,
      kmTo: 443,
      directions: ['A'],
      startsAt: new Date(Date.now() + hour).toISOString(),
      endsAt: new Date(Date.now() + 2 * hour).toISOString(),
      advice: richText('Uji hapus.'),
    }
    const published = await adminRest('POST', '/traffic-advisories?locale=id', token, {
      ...advisory,
      title: `Dihapus ${Date.now()}`,
      _status: 'published',
    })
    const draft = await adminRest('POST', '/traffic-advisories?locale=id&draft=true', token, {
      ...advisory,
      title: `Draf dihapus ${Date.now()}`,
      publishAt: new Date(Date.now() + hour).toISOString(),
      _status: 'draft',
    })
    const [first, second] = [published, draft].map((res) => {
      expect(res.status).toBe(201)
      return String((res.json.doc as { id: number }).id)
    })
    expect(await waitingFor(first!)).toEqual({ boundaries: 2, publishes: 0 })
    expect(await waitingFor(second!)).toEqual({ boundaries: 0, publishes: 1 })
    for (const id of [first, second]) {
      expect((await adminRest('DELETE', `/traffic-advisories/${id}`, token)).status).toBe(200)
      expect(await waitingFor(id!)).toEqual({ boundaries: 0, publishes: 0 })
    }
  })

  it('an advisory unpublished before its start leaves no boundary waiting', async () => {
    const token = await loginToken()
    const created = await adminRest('POST', '/traffic-advisories?locale=id', token, {
      title: `Ditarik ${Date.now()}`,
      kind: 'other',
      severity: 'info',
      sections: [await sectionId('solo-ngawi')],
      kmFrom: 502,
      kmTo: 503,
      directions: ['B'],
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      _status: 'published',
    })
    expect(created.status).toBe(201)
    const id = String((created.json.doc as { id: number }).id)
    expect(await waitingFor(id)).toEqual({ boundaries: 1, publishes: 0 })
    const unpublished = await adminRest('PATCH', `/traffic-advisories/${id}?locale=id`, token, { _status: 'draft' })
    expect(unpublished.status).toBe(200)
    expect(await waitingFor(id)).toEqual({ boundaries: 0, publishes: 0 })
    expect((await adminRest('DELETE', `/traffic-advisories/${id}`, token)).status).toBe(200)
  })
})

/** The admin's traffic incident screen as the server renders it for this user. */
async function incidentScreen(token: string) {
  const res = await fetch(`${cmsUrl()}/admin/traffic-incidents`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status).toBe(200)
  return res.text()
}

describe('scheduled publishing, overtaken', () => {
  it('an advisory published by hand before its time leaves no scheduled publish waiting', async () => {
    const token = await loginToken()
    const created = await adminRest('POST', '/traffic-advisories?locale=id&draft=true', token, {
      title: `Embargo lalu lintas ${Date.now()}`,
      kind: 'other',
      severity: 'info',
      sections: [await sectionId('solo-ngawi')],
      kmFrom: 500,
      kmTo: 501,
      directions: ['A'],
      startsAt: new Date().toISOString(),
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
      _status: 'draft',
    })
    expect(created.status).toBe(201)
    const id = String((created.json.doc as { id: number }).id)
    const waiting = async () =>
      (await queuedJobInputs('schedulePublish')).filter((i) => (i.doc as { value?: string } | undefined)?.value === id)
    expect(await waiting()).toHaveLength(1)
    const published = await adminRest('PATCH', `/traffic-advisories/${id}?locale=id`, token, { _status: 'published' })
    expect(published.status).toBe(200)
    expect(await waiting()).toHaveLength(0)
    expect(await ids()).toContain(id)
  })
})

describe('operators on the road (traffic:write)', () => {
  const OPERATOR = { email: 'operator-lalin@example.com', password: 'Operator#Lalin26' }
  const OTHER = { email: 'operator-rest@example.com', password: 'Operator#Rest26' }

  async function tokenOf(user: typeof OPERATOR, scopes: string[]) {
    const admin = await loginToken()
    await adminRest('POST', '/users', admin, { ...user, name: 'Operator', roles: ['operator'], scopes })
    return loginToken(user.email, user.password)
  }

  it('report an incident (published at once) and end it with one save; nothing else', async () => {
    const token = await tokenOf(OPERATOR, ['traffic:write'])
    const incident = {
      title: 'Kecelakaan KM 57',
      kind: 'incident',
      subKind: 'accident',
      severity: 'caution',
      sections: [await sectionId('jakarta-cikampek')],
      kmFrom: 57,
      kmTo: 57,
      directions: ['A'],
      startsAt: new Date().toISOString(),
      _status: 'published',
    }
    const reported = await adminRest('POST', '/traffic-advisories?locale=id', token, incident)
    expect(reported.status).toBe(201)
    const id = String((reported.json.doc as { id: number }).id)
    expect(await ids('current')).toContain(id)

    // Only incidents: no road works, and no other field of a saved one.
    expect((await adminRest('POST', '/traffic-advisories', token, { ...incident, kind: 'road-works' })).status).toBe(
      403,
    )
    const renamed = await adminRest('PATCH', `/traffic-advisories/${id}?locale=id`, token, {
      title: 'Diganti',
      kmTo: 60,
    })
    expect(renamed.status).toBe(200)
    expect(must(await client().trafficAdvisory({ id })).data).toMatchObject({ title: incident.title, kmTo: 57 })
    const works = must(await client().trafficAdvisories({ kind: 'road-works' })).data[0]!
    // Road works are not the operator's to change: Payload finds no document it may update.
    expect([403, 404]).toContain(
      (await adminRest('PATCH', `/traffic-advisories/${works.id}`, token, { endsAt: null })).status,
    )

    const waiting = site.changeNaming([cacheTags.item('traffic-advisory', id)])
    const ended = await adminRest('PATCH', `/traffic-advisories/${id}?locale=id`, token, {
      endsAt: new Date().toISOString(),
    })
    expect(ended.status).toBe(200)
    await waiting
    expect(await ids('current')).not.toContain(id)
    expect(await ids('past')).toContain(id)
  })

  it('an incident reported without a title (as the screen sends it) is titled in both languages', async () => {
    const token = await tokenOf(OPERATOR, ['traffic:write'])
    const reported = await adminRest(
      'POST',
      '/traffic-advisories?locale=id',
      token,
      {
        kind: 'incident',
        subKind: 'breakdown',
        severity: 'info',
        sections: [await sectionId('semarang-solo')],
        kmFrom: 440.5,
        kmTo: 440.5,
        directions: ['B'],
        startsAt: new Date().toISOString(),
        _status: 'published',
      },
      'id',
    )
    expect(reported.status).toBe(201)
    const id = String((reported.json.doc as { id: number }).id)
    // Side B leads back to the section's start: Semarang. Both languages are stored with the report.
    const stored = await adminRest('GET', `/traffic-advisories/${id}?locale=all&depth=0`, await loginToken())
    expect(stored.json.title).toEqual({
      id: 'Kendaraan mogok di KM 440,5 arah Semarang (Semarang–Solo)',
      en: 'Breakdown at KM 440.5 towards Semarang (Semarang–Solo)',
    })
    const english = must(await client('en').trafficAdvisory({ id })).data
    expect(english.title).toBe('Breakdown at KM 440.5 towards Semarang (Semarang–Solo)')
    expect(english.untranslated).not.toContain('title')
    const indonesian = must(await client().trafficAdvisory({ id })).data
    expect(indonesian).toMatchObject({ title: 'Kendaraan mogok di KM 440,5 arah Semarang (Semarang–Solo)' })
    expect(indonesian.status).toBe('published')
    const ended = await adminRest('PATCH', `/traffic-advisories/${id}?locale=id`, token, {
      endsAt: new Date().toISOString(),
    })
    expect(ended.status).toBe(200)
  })

  it('an operator without traffic:write reports nothing', async () => {
    const token = await tokenOf(OTHER, [])
    const res = await adminRest('POST', '/traffic-advisories', token, { title: 'X', kind: 'incident' })
    expect(res.status).toBe(403)
    expect(await incidentScreen(token)).toContain('Akun ini tidak boleh melaporkan kejadian lalu lintas.')
  })

  it('the operators’ screen offers the sections with their KM range and lists incidents in force', async () => {
    const token = await loginToken(OPERATOR.email, OPERATOR.password)
    const html = await incidentScreen(token)
    // In Indonesian, the interface language of an operator who has not chosen one.
    expect(html).toContain('Lapor kejadian</h1>')
    expect(html).not.toContain('Report an incident')
    expect(html).toContain('Jakarta–Cikampek (KM 0–72)')
    expect(html).toContain('name="incident-type"')
  })
})
