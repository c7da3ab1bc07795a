import type { AlertSubscriptionRequest } from '@jtt/content-api'
import { sitePath } from '@jtt/content-api/routes'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminRest, client, cmsUrl, expectErrorBody, fromClient, loginToken, postRaw, richText } from './helpers'
import { captchaAnswer, linkIn, mailTo, quietReceiver, tokenOf, waitForMail } from './mail'
import { alertsSettled, queuedJobInputs, queueDrained } from './queuedJobs'
import { SEND_UNSUBSCRIBE_LINK_TASK } from '../../src/alerts/taskNames'

/**
 * Email alerts end to end against the real CMS, SMTP server and job queue. Besides the press releases
 * themselves, the test CMS registers CMS pages as a press-release source (ALERT_TEST_SOURCES): pages
 * are quicker to publish and unpublish repeatedly, and take the same path.
 */
const SITE = 'https://www.example.test'
const receiver = quietReceiver()
beforeAll(receiver.start)
afterAll(receiver.stop)

let ipCounter = 0
const nextIp = () => `203.0.113.${++ipCounter}`
const api = () => client()
const call = () => ({ init: { headers: fromClient(nextIp()) } })

const subscribe = (body: Omit<AlertSubscriptionRequest, 'captchaToken'>) =>
  api().subscribeToAlerts({ ...body, captchaToken: captchaAnswer() }, call())

/** Subscribes and confirms through the link in the email; answers the unsubscribe token of later alerts. */
async function confirmedSubscriber(email: string, locale: 'id' | 'en', topics: AlertSubscriptionRequest['topics']) {
  expect((await subscribe({ email, locale, topics })).ok).toBe(true)
  const mail = await waitForMail(email, (m) => m.text.includes('?token='))
  const confirmed = await api().confirmAlertSubscription({ token: tokenOf(linkIn(mail, `${SITE}/${locale}/`)) }, call())
  expect(confirmed.ok && confirmed.data.data).toEqual({ status: 'confirmed', topics, sections: [], locale })
}

async function publishPage(title: { id: string; en: string }, slug: string) {
  const token = await loginToken()
  const created = await adminRest('POST', '/pages?locale=id&draft=true', token, {
    title: title.id,
    slug,
    _status: 'draft',
  })
  expect(created.status).toBe(201)
  const id = (created.json.doc as { id: number }).id
  expect(
    (await adminRest('PATCH', `/pages/${id}?locale=en&draft=true`, token, { title: title.en, slug: `${slug}-en` }))
      .status,
  ).toBe(200)
  expect((await adminRest('PATCH', `/pages/${id}?locale=id`, token, { _status: 'published' })).status).toBe(200)
  return { id, token }
}
const setStatus = async (id: number, token: string, status: 'draft' | 'published') =>
  expect((await adminRest('PATCH', `/pages/${id}?locale=id`, token, { _status: status })).status).toBe(200)

/** A real PDF, uploaded as a draft the way the admin does (multipart), titled in both languages, then published. */
async function publishDocument(token: string, titleId: string, titleEn: string, data: Record<string, unknown>) {
  const pdf = await PDFDocument.create()
  pdf.setTitle(titleId)
  pdf.addPage().drawText(titleId)
  const form = new FormData()
  form.append('file', new Blob([Buffer.from(await pdf.save())], { type: 'application/pdf' }), 'laporan-uji.pdf')
  form.append('_payload', JSON.stringify({ title: titleId, publishedAt: new Date().toISOString(), ...data }))
  const res = await fetch(`${cmsUrl()}/api/documents?locale=id&draft=true`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  expect(res.status).toBe(201)
  const id = ((await res.json()) as { doc: { id: number } }).doc.id
  expect((await adminRest('PATCH', `/documents/${id}?locale=en&draft=true`, token, { title: titleEn })).status).toBe(
    200,
  )
  await setDocumentStatus(id, token, 'published')
  return id
}
const setDocumentStatus = async (id: number, token: string, status: 'draft' | 'published') =>
  expect((await adminRest('PATCH', `/documents/${id}?locale=id`, token, { _status: status })).status).toBe(200)

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** Every alert about these items to these addresses has been sent (or found already sent). */
const alertsSent = (collection: string, items: number[], emails: string[]) =>
  alertsSettled(collection, items.map(String), emails)

describe('subscribe, confirm (double opt-in)', () => {
  it('sends a confirmation in the chosen language with a signed link; only the link confirms', async () => {
    const email = `Reader.${Date.now()}@Example.com`
    const answer = await subscribe({ email, locale: 'en', topics: ['press-releases'] })
    expect(answer.ok && answer.data.data).toEqual({ accepted: true })
    const mail = await waitForMail(email)
    expect(mail.subject).toBe('Confirm your JTT email alert subscription')
    expect(mail.text).toContain('Press releases')
    const link = linkIn(mail, `${SITE}${sitePath('email-alert', 'en')}?token=`)
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'))
    // Tampered or unknown tokens are refused; the genuine one confirms (and again, harmlessly).
    const token = tokenOf(link)
    const tampered = await api().confirmAlertSubscription({ token: `${token.slice(0, -2)}xx` }, call())
    expect(!tampered.ok && tampered.error.code).toBe('invalid_token')
    const confirmed = await api().confirmAlertSubscription({ token }, call())
    expect(confirmed.ok && confirmed.data.data).toEqual({
      status: 'confirmed',
      topics: ['press-releases'],
      sections: [],
      locale: 'en',
    })
    expect((await api().confirmAlertSubscription({ token }, call())).ok).toBe(true)
  })

  it('never reveals whether an address is known: the same answer, and mail only where it belongs', async () => {
    const known = `known.${Date.now()}@example.com`
    await confirmedSubscriber(known, 'id', ['financial-reports'])
    const unknown = `unknown.${Date.now()}@example.com`
    const again = await postRaw(
      '/alert-subscriptions',
      JSON.stringify({ email: known, locale: 'id', topics: ['press-releases'], captchaToken: captchaAnswer() }),
      fromClient(nextIp()),
    )
    const fresh = await postRaw(
      '/alert-subscriptions',
      JSON.stringify({ email: unknown, locale: 'id', topics: ['press-releases'], captchaToken: captchaAnswer() }),
      fromClient(nextIp()),
    )
    expect([again.status, again.text]).toEqual([fresh.status, fresh.text])
    const linkAgain = await postRaw(
      '/alert-subscriptions/unsubscribe-requests',
      JSON.stringify({ email: known, locale: 'id', captchaToken: captchaAnswer() }),
      fromClient(nextIp()),
    )
    const linkNobody = await postRaw(
      '/alert-subscriptions/unsubscribe-requests',
      JSON.stringify({ email: `nobody.${Date.now()}@example.com`, locale: 'id', captchaToken: captchaAnswer() }),
      fromClient(nextIp()),
    )
    expect([linkAgain.status, linkAgain.text]).toEqual([linkNobody.status, linkNobody.text])
    expect(linkAgain.status).toBe(202)
    const unsubscribeMail = await waitForMail(known, (m) => m.subject.includes('berhenti berlangganan'))
    expect(linkIn(unsubscribeMail, `${SITE}${sitePath('unsubscribe', 'id')}?token=`)).toBeTruthy()
    // A confirmed subscriber keeps what they confirmed until the new link is used.
    const changeMail = await waitForMail(
      known,
      (m) => m.subject.startsWith('Konfirmasi') && m.text.includes('Siaran pers'),
    )
    expect(changeMail).toBeTruthy()
  })

  it('an unsubscribe-link request does the same work for any address: one job, which alone looks it up', async () => {
    const known = `link.known.${Date.now()}@example.com`
    await confirmedSubscriber(known, 'id', ['press-releases'])
    /**
     * Asks for a link for the known and a new unknown address at once; answers who the queue holds a
     * job for right after each answer. The queue runs every JOB_QUEUE_INTERVAL_SECONDS: asking just
     * after a run leaves both jobs waiting, unless a slow machine lets the next run take one first —
     * then the round is asked again.
     */
    const queueEveryMs = Number(inject('cmsEnv').JOB_QUEUE_INTERVAL_SECONDS) * 1000
    const askFor = async (email: string) => {
      const answer = await postRaw(
        '/alert-subscriptions/unsubscribe-requests',
        JSON.stringify({ email, locale: 'id', captchaToken: captchaAnswer() }),
        fromClient(nextIp()),
      )
      const queued = (await queuedJobInputs(SEND_UNSUBSCRIBE_LINK_TASK)).some((input) => input.email === email)
      return { answer, queued }
    }
    async function round() {
      const unknown = `link.unknown.${Date.now()}@example.com`
      await wait(queueEveryMs - (Date.now() % queueEveryMs) + 200)
      const asked = await Promise.all([known, unknown].map(askFor))
      const answers = asked.map((a) => a.answer)
      expect(answers.map((a) => [a.status, a.text])).toEqual([
        [202, answers[1]!.text],
        [202, answers[0]!.text],
      ])
      return { unknown, queued: asked.map((a) => a.queued) }
    }
    let seen = await round()
    for (let i = 0; i < 2 && !seen.queued.every(Boolean); i++) seen = await round()
    expect(seen.queued).toEqual([true, true])
    const unknown = seen.unknown
    // The job sends a link to the subscribed address only.
    await waitForMail(known, (m) => m.subject.includes('berhenti berlangganan'))
    await queueDrained([SEND_UNSUBSCRIBE_LINK_TASK])
    expect(await mailTo(unknown)).toHaveLength(0)
  }, 90_000)

  it('refuses what the form rules refuse, and needs the captcha', async () => {
    const bad = await postRaw(
      '/alert-subscriptions',
      JSON.stringify({ email: 'x@example.com', locale: 'id', topics: [], captchaToken: captchaAnswer() }),
      fromClient(nextIp()),
    )
    expect(expectErrorBody(bad.json).message).toContain('topics (chooseTopic)')
    const odd = await postRaw(
      '/alert-subscriptions',
      JSON.stringify({ email: 'x@example.com', locale: 'id', topics: ['gossip'], captchaToken: captchaAnswer() }),
      fromClient(nextIp()),
    )
    expect(odd.status).toBe(400)
    const noCaptcha = await postRaw(
      '/alert-subscriptions',
      JSON.stringify({ email: 'x@example.com', locale: 'id', topics: ['press-releases'] }),
      fromClient(nextIp()),
    )
    expect(expectErrorBody(noCaptcha.json).code).toBe('captcha_required')
    const garbage = await postRaw(
      '/alert-subscriptions/confirm',
      JSON.stringify({ token: 'x'.repeat(40) }),
      fromClient(nextIp()),
    )
    expect(expectErrorBody(garbage.json).code).toBe('invalid_token')
  })
})

describe('delivery: publish → one alert per confirmed subscriber → one-click unsubscribe → no more', () => {
  it('alerts confirmed subscribers of the topic once, in their language, with RFC 8058 headers', async () => {
    const stamp = Date.now()
    const reader = `alert.reader.${stamp}@example.com`
    const english = `alert.english.${stamp}@example.com`
    const reportsOnly = `alert.reports.${stamp}@example.com`
    const pending = `alert.pending.${stamp}@example.com`
    // Side by side: their confirmations go out in the same runs of the queue.
    await Promise.all([
      confirmedSubscriber(reader, 'id', ['press-releases', 'financial-reports']),
      confirmedSubscriber(english, 'en', ['press-releases']),
      confirmedSubscriber(reportsOnly, 'id', ['financial-reports']),
    ])
    expect((await subscribe({ email: pending, locale: 'id', topics: ['press-releases'] })).ok).toBe(true)

    const slug = `siaran-uji-${stamp}`
    const { id, token } = await publishPage({ id: `Siaran Uji ${stamp}`, en: `Test Release ${stamp}` }, slug)
    const alert = await waitForMail(reader, (m) => m.subject.includes(`Siaran Uji ${stamp}`))
    expect(alert.subject).toBe(`Siaran pers baru: Siaran Uji ${stamp}`)
    expect(alert.text).toContain(`${SITE}/id/${slug}`)
    expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const oneClick = /^<(.+)>$/.exec(alert.headers['list-unsubscribe'] ?? '')?.[1] ?? ''
    expect(oneClick.startsWith(`${SITE}/api/alerts/unsubscribe?token=`)).toBe(true)
    expect(linkIn(alert, `${SITE}${sitePath('unsubscribe', 'id')}?token=`)).toBeTruthy()
    const englishAlert = await waitForMail(english, (m) => m.subject.includes(`Test Release ${stamp}`))
    expect(englishAlert.subject).toBe(`New press releases: Test Release ${stamp}`)
    expect(englishAlert.text).toContain(`${SITE}/en/${slug}-en`)

    // Unpublished and published again: nobody gets it twice; other topics and pending addresses never.
    await setStatus(id, token, 'draft')
    await setStatus(id, token, 'published')
    await alertsSent('pages', [id], [reader, english, reportsOnly, pending])
    const about = (m: { subject: string }) => m.subject.includes(String(stamp))
    expect((await mailTo(reader)).filter(about)).toHaveLength(1)
    expect((await mailTo(english)).filter(about)).toHaveLength(1)
    expect((await mailTo(reportsOnly)).filter(about)).toHaveLength(0)
    expect((await mailTo(pending)).filter(about)).toHaveLength(0)

    // One click (the mail client's POST goes through the site, which calls this resource).
    const unsubscribed = await api().unsubscribeFromAlerts({ token: tokenOf(oneClick) }, call())
    expect(unsubscribed.ok && unsubscribed.data.data).toEqual({ status: 'unsubscribed' })
    expect((await api().unsubscribeFromAlerts({ token: tokenOf(oneClick) }, call())).ok).toBe(true)
    const next = await publishPage({ id: `Siaran Kedua ${stamp}`, en: `Second Release ${stamp}` }, `${slug}-2`)
    await waitForMail(english, (m) => m.subject.includes(`Second Release ${stamp}`))
    await alertsSent('pages', [next.id], [reader, english])
    expect((await mailTo(reader)).filter((m) => m.subject.includes(`Siaran Kedua ${stamp}`))).toHaveLength(0)
    expect(next.id).toBeGreaterThan(id)

    // An old confirmation link does not sign the address up again.
    const confirmation = (await mailTo(reader)).find((m) => m.subject.startsWith('Konfirmasi'))!
    const reconfirm = await api().confirmAlertSubscription(
      { token: tokenOf(linkIn(confirmation, `${SITE}/id/`)) },
      call(),
    )
    expect(!reconfirm.ok && reconfirm.error.code).toBe('invalid_token')
  }, 180_000)

  it('a published press release reaches press-release subscribers, linking to its page in their language', async () => {
    const stamp = Date.now()
    const indonesian = `alert.release.${stamp}@example.com`
    const english = `alert.release.en.${stamp}@example.com`
    const reportsOnly = `alert.release.reports.${stamp}@example.com`
    await Promise.all([
      confirmedSubscriber(indonesian, 'id', ['press-releases']),
      confirmedSubscriber(english, 'en', ['press-releases']),
      confirmedSubscriber(reportsOnly, 'id', ['financial-reports']),
    ])
    const token = await loginToken()
    const slug = `siaran-alert-${stamp}`
    const created = await adminRest('POST', '/press-releases?locale=id&draft=true', token, {
      title: `Siaran Alert ${stamp}`,
      slug,
      excerpt: 'Ringkasan siaran uji.',
      body: richText('Isi siaran uji.'),
      _status: 'draft',
    })
    expect(created.status).toBe(201)
    const id = (created.json.doc as { id: number }).id
    const inEnglish = { title: `Alert Release ${stamp}`, slug: `alert-release-${stamp}`, body: richText('Test.') }
    expect((await adminRest('PATCH', `/press-releases/${id}?locale=en&draft=true`, token, inEnglish)).status).toBe(200)
    expect((await adminRest('PATCH', `/press-releases/${id}?locale=id`, token, { _status: 'published' })).status).toBe(
      200,
    )
    const alert = await waitForMail(indonesian, (m) => m.subject.includes(`Siaran Alert ${stamp}`))
    expect(alert.text).toContain(`${SITE}${sitePath('press-release', 'id', { slug })}`)
    expect(alert.text).toContain('Ringkasan siaran uji.')
    const englishAlert = await waitForMail(english, (m) => m.subject.includes(`Alert Release ${stamp}`))
    expect(englishAlert.text).toContain(`${SITE}${sitePath('press-release', 'en', { slug: `alert-release-${stamp}` })}`)
    await alertsSent('press-releases', [id], [indonesian, english, reportsOnly])
    expect((await mailTo(reportsOnly)).filter((m) => m.subject.includes(String(stamp)))).toHaveLength(0)
    // Other suites count the seeded releases.
    expect((await adminRest('DELETE', `/press-releases/${id}`, token)).status).toBe(200)
  }, 120_000)

  it('a published annual report reaches financial-report subscribers once; other documents reach nobody', async () => {
    const stamp = Date.now()
    const indonesian = `alert.annual.${stamp}@example.com`
    const english = `alert.annual.en.${stamp}@example.com`
    const releasesOnly = `alert.annual.releases.${stamp}@example.com`
    await Promise.all([
      confirmedSubscriber(indonesian, 'id', ['financial-reports']),
      confirmedSubscriber(english, 'en', ['financial-reports', 'press-releases']),
      confirmedSubscriber(releasesOnly, 'id', ['press-releases']),
    ])
    const token = await loginToken()

    const annual = await publishDocument(token, `Laporan Tahunan Uji ${stamp}`, `Test Annual Report ${stamp}`, {
      type: 'annual-report',
      year: 2017,
      description: 'Ringkasan laporan uji.',
    })
    const alert = await waitForMail(indonesian, (m) => m.subject.includes(`Laporan Tahunan Uji ${stamp}`))
    expect(alert.subject).toBe(`Laporan keuangan baru: Laporan Tahunan Uji ${stamp}`)
    expect(alert.text).toContain(`${SITE}${sitePath('annual-reports', 'id')}?year=2017`)
    expect(alert.text).toContain('Ringkasan laporan uji.')
    expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const englishAlert = await waitForMail(english, (m) => m.subject.includes(`Test Annual Report ${stamp}`))
    expect(englishAlert.subject).toBe(`New financial reports: Test Annual Report ${stamp}`)
    expect(englishAlert.text).toContain(`${SITE}${sitePath('annual-reports', 'en')}?year=2017`)

    // A board report is a document too, but no financial report: nobody hears of it. Republishing the
    // annual report sends nothing new.
    const board = await publishDocument(token, `Laporan Dewan Uji ${stamp}`, `Board Report Test ${stamp}`, {
      type: 'board-of-commissioners-report',
      year: 2017,
    })
    await setDocumentStatus(annual, token, 'draft')
    await setDocumentStatus(annual, token, 'published')
    await alertsSent('documents', [annual, board], [indonesian, english, releasesOnly])
    const about = (m: { subject: string }) => m.subject.includes(String(stamp))
    expect((await mailTo(indonesian)).filter(about)).toHaveLength(1)
    expect((await mailTo(english)).filter(about)).toHaveLength(1)
    expect((await mailTo(releasesOnly)).filter(about)).toHaveLength(0)
    // Other suites count the seeded documents. Deleted, the annual report's delivery rows go with it:
    // SQLite gives a deleted id to the next document, which they would mark as sent already.
    const deliveries = async (id: string | number) =>
      (
        await adminRest(
          'GET',
          `/alert-deliveries?where[itemCollection][equals]=documents&where[item][equals]=${id}&depth=0&limit=0`,
          token,
        )
      ).json.totalDocs
    expect(await deliveries(annual)).toBeGreaterThanOrEqual(2)
    for (const id of [annual, board]) expect((await adminRest('DELETE', `/documents/${id}`, token)).status).toBe(200)
    expect(await deliveries(annual)).toBe(0)
  }, 120_000)

  it('an unsubscribe token does not confirm, and a confirmation token does not unsubscribe', async () => {
    const email = `purpose.${Date.now()}@example.com`
    expect((await subscribe({ email, locale: 'id', topics: ['press-releases'] })).ok).toBe(true)
    const token = tokenOf(linkIn(await waitForMail(email), `${SITE}/id/`))
    const wrong = await api().unsubscribeFromAlerts({ token }, call())
    expect(!wrong.ok && wrong.error.code).toBe('invalid_token')
  })
})

describe('who reads subscribers', () => {
  it('nobody without submissions:read; nobody edits or creates them through Payload', async () => {
    expect((await adminRest('GET', '/alert-subscribers', null)).status).toBe(403)
    expect((await adminRest('GET', '/alert-deliveries', null)).status).toBe(403)
    const admin = await loginToken()
    const list = await adminRest('GET', '/alert-subscribers?limit=5', admin)
    expect(list.status).toBe(200)
    expect(JSON.stringify(list.json)).not.toContain('linkKey')
    expect((await adminRest('POST', '/alert-subscribers', admin, { email: 'x@example.com' })).status).toBe(403)
  })
})
