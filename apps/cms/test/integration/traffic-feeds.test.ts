import type { ChildProcess } from 'node:child_process'
import { trafficStateAt, type TrafficAdvisory } from '@jtt/content-api'
import { feedPath } from '@jtt/content-api/routes'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { stopService } from '../../../../scripts/lib/proc.mjs'
import { startWeb } from '../../../../scripts/lib/services.mjs'
import { atomViolations, wellFormed } from '../../../web/test/unit/atom-rules'
import { capSchemaErrors } from '../../../web/test/unit/cap-schema'
import { adminRest, client, loginToken, richText } from './helpers'

/**
 * The site's feeds (Atom per language, CAP 1.2) as the built web site serves them from this suite's
 * CMS, on SQLite and on PostgreSQL: valid, listing what the Content API says is current or upcoming,
 * and dropping an advisory by itself after its end. The site listens at the suite's notification
 * address, so publish-to-live reaches it as in production.
 */
const LOCALES = ['id', 'en'] as const
const must = <T>(result: { ok: true; data: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}

/** Current and upcoming advisories, judged by the clock as the feeds judge them. */
async function shown(locale: 'id' | 'en'): Promise<TrafficAdvisory[]> {
  const list = must(await client(locale).trafficAdvisories({ locale, perPage: 100 })).data
  return list.filter((a) => trafficStateAt(a.startsAt, a.endsAt, Date.now()) !== 'past')
}

describe('the traffic feeds, served by the site', () => {
  const { port, secret } = inject('receiver')
  const site = `http://127.0.0.1:${port}`
  let web: ChildProcess | undefined

  beforeAll(async () => {
    web = await startWeb(
      {
        ...inject('cmsEnv'),
        WEB_PORT: String(port),
        CONTENT_API_URL: inject('apiUrl'),
        CMS_PUBLIC_URL: inject('cmsUrl'),
        SITE_URL: site,
        // Its own page cache, in memory: what other files' sites left in Redis is theirs.
        REDIS_URL: '',
        REVALIDATE_SECRET: secret,
      },
      { quiet: true, host: '127.0.0.1' },
    )
  }, 240_000)
  afterAll(async () => {
    if (web) await stopService(web)
  })

  const get = async (path: string) => {
    const res = await fetch(`${site}${path}`)
    const headers = { type: res.headers.get('content-type'), cache: res.headers.get('cache-control') }
    return { status: res.status, ...headers, body: await res.text() }
  }

  it('the Atom feeds are valid and list the current and upcoming advisories', async () => {
    for (const locale of LOCALES) {
      for (const feed of ['traffic-advisories', 'press-releases'] as const) {
        const res = await get(feedPath(feed, { locale }))
        expect([res.status, res.type]).toEqual([200, 'application/atom+xml; charset=utf-8'])
        expect(res.cache).toMatch(/^public, max-age=0, s-maxage=\d+$/)
        expect(await wellFormed(res.body)).toEqual([])
        expect(atomViolations(res.body), `${feed} (${locale})`).toEqual([])
      }
      const traffic = (await get(feedPath('traffic-advisories', { locale }))).body
      const expected = await shown(locale)
      expect(expected.length).toBeGreaterThan(0)
      expect(traffic.match(/<entry>/g)?.length ?? 0).toBe(expected.length)
      // Each by its permanent id (a tag: URI ending in the advisory's id and the language).
      for (const a of expected) expect(traffic).toContain(`:traffic-advisory:${a.id}:${locale}</id>`)
    }
  })

  it('each current and upcoming advisory is a CAP 1.2 alert valid against the schema', async () => {
    const index = await get(feedPath('traffic-cap-index'))
    expect(index.status).toBe(200)
    expect(atomViolations(index.body)).toEqual([])
    const ids = (await shown('id')).map((a) => a.id)
    expect(ids.length).toBeGreaterThan(0)
    const linked = [...index.body.matchAll(/traffic-advisory-(\d+)\.xml"/g)].map((m) => m[1])
    expect(linked.sort()).toEqual([...ids].sort())
    for (const id of ids) {
      const alert = await get(feedPath('traffic-cap-alert', { id }))
      expect([alert.status, alert.type]).toEqual([200, 'application/cap+xml; charset=utf-8'])
      expect(await capSchemaErrors(alert.body), `alert ${id}`).toEqual([])
      expect(alert.body).toContain('<language>id-ID</language>')
      expect(alert.body).toContain('<language>en-US</language>')
    }
    expect((await get(feedPath('traffic-cap-alert', { id: '999999999' }))).status).toBe(404)
  })

  it('an advisory ended a moment ahead leaves every feed by itself, within 60 s', async () => {
    const token = await loginToken()
    const title = `Umpan berakhir ${Date.now()}`
    const sections = must(await client().tollRoads({ slug: 'solo-ngawi' })).data
    const created = await adminRest('POST', '/traffic-advisories?locale=id', token, {
      title,
      kind: 'road-works',
      subKind: 'lane-closure',
      severity: 'info',
      sections: [Number(sections[0]!.id)],
      kmFrom: 520,
      kmTo: 521,
      directions: ['A'],
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      advice: richText('Uji umpan.'),
      _status: 'published',
    })
    expect(created.status).toBe(201)
    const id = String((created.json.doc as { id: number }).id)
    const listed = async () => {
      const [atomId, atomEn, cap, alert] = await Promise.all([
        get(feedPath('traffic-advisories', { locale: 'id' })),
        get(feedPath('traffic-advisories', { locale: 'en' })),
        get(feedPath('traffic-cap-index')),
        get(feedPath('traffic-cap-alert', { id })),
      ])
      return [
        atomId.body.includes(title),
        atomEn.body.includes(title), // no English yet: the Indonesian title
        cap.body.includes(`traffic-advisory-${id}.xml`),
        alert.status === 200,
      ]
    }
    // Published: in every feed once the site has heard of it.
    await expect.poll(listed, { timeout: 15_000, interval: 250 }).toEqual([true, true, true, true])
    // Ended a few seconds ahead; then nobody acts.
    const ended = await adminRest('PATCH', `/traffic-advisories/${id}?locale=id`, token, {
      endsAt: new Date(Date.now() + 3_000).toISOString(),
    })
    expect(ended.status).toBe(200)
    await expect.poll(listed, { timeout: 60_000, interval: 500 }).toEqual([false, false, false, false])
    await adminRest('DELETE', `/traffic-advisories/${id}`, token)
  })
})
