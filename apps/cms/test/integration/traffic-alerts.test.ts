import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AlertSubscriptionRequest, Locale } from '@jtt/content-api'
import { sitePath } from '@jtt/content-api/routes'
import { adminRest, client, fromClient, loginToken, richText } from './helpers'
import { captchaAnswer, linkIn, mailTo, quietReceiver, tokenOf, waitForMail } from './mail'
import { alertsSettled } from './queuedJobs'

/**
 * The traffic topic: subscribers choose sections; an advisory of caution or closure in force sends
 * one email per subscriber of its sections (and of every section), in their language, once per item.
 */
const SITE = 'https://www.example.test'
const receiver = quietReceiver()
beforeAll(receiver.start)
afterAll(receiver.stop)

let ip = 0
const call = () => ({ init: { headers: fromClient(`198.51.100.${++ip}`) } })
/** Every alert about these advisories to these addresses has been sent: nothing more will arrive. */
const alertsSent = (advisories: number[], emails: string[]) =>
  alertsSettled('traffic-advisories', advisories.map(String), emails)
/**
 * Each test waits for several emails through the job queue in turn (confirmations, then the alerts),
 * each of which waitForMail allows 45 s: the suite's 30 s for the whole test was less than one of its
 * waits, and a full run on PostgreSQL, the machine busy with the SQLite suite beside it, ran out of it
 * twice. Like alerts.test.ts's flows, the test gets the time its waits allow.
 */
const EMAIL_FLOW_MS = 90_000

async function confirmedSubscriber(email: string, locale: Locale, sections: string[]) {
  const body: AlertSubscriptionRequest = { email, locale, topics: ['traffic'], sections, captchaToken: captchaAnswer() }
  expect((await client().subscribeToAlerts(body, call())).ok).toBe(true)
  const mail = await waitForMail(email, (m) => m.text.includes('?token='))
  const confirmed = await client().confirmAlertSubscription(
    { token: tokenOf(linkIn(mail, `${SITE}/${locale}/`)) },
    call(),
  )
  expect(confirmed.ok && confirmed.data.data).toEqual({ status: 'confirmed', topics: ['traffic'], sections, locale })
}

async function publishAdvisory(title: string, over: Record<string, unknown>) {
  const token = await loginToken()
  const section = must(await client().tollRoads({ slug: 'jakarta-cikampek' })).data[0]!
  const created = await adminRest('POST', '/traffic-advisories?locale=id', token, {
    title,
    kind: 'incident',
    subKind: 'flood',
    severity: 'closure',
    sections: [Number(section.id)],
    kmFrom: 30,
    kmTo: 31,
    directions: ['A', 'B'],
    startsAt: new Date().toISOString(),
    advice: richText('Jalur tergenang.'),
    _status: 'published',
    ...over,
  })
  expect(created.status).toBe(201)
  return { id: (created.json.doc as { id: number }).id, token }
}

const must = <T>(result: { ok: true; data: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}

describe('traffic alerts', () => {
  it(
    'go once to the subscribers of the section (and of every section), in their language',
    { timeout: EMAIL_FLOW_MS },
    async () => {
      const stamp = Date.now()
      const japek = `lalin.japek.${stamp}@example.com`
      const everywhere = `lalin.semua.${stamp}@example.com`
      const elsewhere = `lalin.solo.${stamp}@example.com`
      await Promise.all([
        confirmedSubscriber(japek, 'id', ['jakarta-cikampek']),
        confirmedSubscriber(everywhere, 'en', []),
        confirmedSubscriber(elsewhere, 'id', ['semarang-solo']),
      ])

      const title = `Banjir KM 30 ${stamp}`
      const { id, token } = await publishAdvisory(title, {})
      const alert = await waitForMail(japek, (m) => m.subject.includes(title))
      expect(alert.subject).toBe(`Info lalu lintas baru: ${title}`)
      expect(alert.text).toContain(`${SITE}${sitePath('traffic-advisory', 'id', { id: String(id) })}`)
      const english = await waitForMail(everywhere, (m) => m.subject.includes(title))
      expect(english.text).toContain(`${SITE}${sitePath('traffic-advisory', 'en', { id: String(id) })}`)

      // Withdrawn and published again, and an info advisory: nothing more.
      for (const status of ['draft', 'published'])
        expect((await adminRest('PATCH', `/traffic-advisories/${id}`, token, { _status: status })).status).toBe(200)
      const info = await publishAdvisory(`Info KM 31 ${stamp}`, { severity: 'info' })
      await alertsSent([id, info.id], [japek, everywhere, elsewhere])
      const about = (m: { subject: string }) => m.subject.includes(String(stamp))
      expect((await mailTo(japek)).filter(about)).toHaveLength(1)
      expect((await mailTo(everywhere)).filter(about)).toHaveLength(1)
      expect((await mailTo(elsewhere)).filter(about)).toHaveLength(0)
    },
  )

  it(
    'an advisory published ahead of its start is announced at its start, not before',
    { timeout: EMAIL_FLOW_MS },
    async () => {
      const stamp = Date.now()
      const reader = `lalin.nanti.${stamp}@example.com`
      await confirmedSubscriber(reader, 'id', ['jakarta-cikampek'])
      const startsAt = Date.now() + 6_000
      const title = `Contraflow KM 40 ${stamp}`
      const { id } = await publishAdvisory(title, {
        kind: 'traffic-engineering',
        subKind: 'contraflow',
        severity: 'caution',
        directions: ['A'],
        startsAt: new Date(startsAt).toISOString(),
      })
      const alert = await waitForMail(reader, (m) => m.subject.includes(title))
      // Sent by the start's job, not by the publish (the Date header has whole seconds).
      expect(Date.parse(alert.headers['date'] ?? '')).toBeGreaterThanOrEqual(startsAt - 1000)
      await alertsSent([id], [reader])
      expect((await mailTo(reader)).filter((m) => m.subject.includes(title))).toHaveLength(1)
    },
  )
})
