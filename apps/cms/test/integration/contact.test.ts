import { FIELD_LIMITS, type ContactMessageRequest } from '@jtt/content-api'
import fs from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import { adminRest, client, expectErrorBody, fromClient, loginToken, postRaw } from './helpers'
import { captchaAnswer, captchaControl, smtpDown, smtpUp, waitForMail, mailTo } from './mail'

/** The seeded Form settings send contact notifications to the company's public address. */
const RECIPIENT = 'info@jasamargatransjawatol.co.id'

let n = 0
const message = (overrides: Partial<ContactMessageRequest> = {}): ContactMessageRequest => ({
  name: 'Siti Rahmawati',
  email: 'siti@example.com',
  phone: '+62 812-3456-7890',
  subject: `Pertanyaan tarif golongan II #${++n}-${Date.now()}`,
  message: 'Berapa tarif golongan II dari Cikampek ke Palimanan?\nTerima kasih.',
  locale: 'id',
  captchaToken: captchaAnswer(),
  ...overrides,
})

const post = (body: unknown, ip: string) => postRaw('/contact-messages', JSON.stringify(body), fromClient(ip))

async function storedMessage(subject: string) {
  const token = await loginToken()
  const found = await adminRest('GET', `/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`, token)
  return (found.json.docs as Record<string, unknown>[])[0]
}

describe('POST /v1/contact-messages', () => {
  it('stores the message, answers 201 and emails the address in Form settings', async () => {
    const body = message()
    const result = await client().submitContactMessage(body, { init: { headers: fromClient('198.51.100.1') } })
    expect(result.ok && result.data.data).toEqual({ accepted: true })
    const mail = await waitForMail(RECIPIENT, (m) => m.subject.includes(body.subject))
    expect(mail.subject).toBe(`[Kontak] ${body.subject} — ${body.name}`)
    expect(mail.replyTo).toContain(body.email)
    expect(mail.text).toContain('> Berapa tarif golongan II dari Cikampek ke Palimanan?')
    expect(mail.text).toContain(body.phone)
    expect(mail.html).toContain('Pesan baru dari formulir kontak')
    const stored = await storedMessage(body.subject)
    expect(stored).toMatchObject({ name: body.name, email: body.email, status: 'new', clientIp: '198.51.100.1' })
    await expect
      .poll(async () => ((await storedMessage(body.subject))?.notification as { status: string }).status)
      .toBe('sent')
  })

  it('answers every field error with 400 validation_failed naming the field and its rule', async () => {
    const cases: [Partial<ContactMessageRequest> | Record<string, unknown>, string][] = [
      [{ name: '' }, 'name (required)'],
      [{ name: 'A' }, 'name (tooShort)'],
      [{ name: 'x'.repeat(FIELD_LIMITS.name.max + 1) }, 'name (tooLong)'],
      [{ name: 'Siti\r\nBcc: x@evil.test' }, 'name (invalid)'],
      [{ email: 'not-an-email' }, 'email (invalidEmail)'],
      [{ email: '' }, 'email (required)'],
      [{ phone: '12ab' }, 'phone (invalidPhone)'],
      [{ phone: '12' }, 'phone (invalidPhone)'],
      [{ subject: 'Hi' }, 'subject (tooShort)'],
      [{ message: 'Pendek' }, 'message (tooShort)'],
      [{ message: 'x'.repeat(FIELD_LIMITS.message.max + 1) }, 'message (tooLong)'],
      [{ locale: 'fr' }, 'locale (invalid)'],
      [{ admin: true }, '_ (invalid)'],
    ]
    for (const [index, [overrides, expected]] of cases.entries()) {
      const res = await post(message(overrides as Partial<ContactMessageRequest>), `198.51.100.${10 + index}`)
      expect(res.status, expected).toBe(400)
      const error = expectErrorBody(res.json)
      expect(error.code).toBe('validation_failed')
      expect(error.message, expected).toContain(expected)
    }
  })

  it('takes a message without the optional phone number', async () => {
    const { phone: _phone, ...body } = message()
    expect((await post(body, '198.51.100.30')).status).toBe(201)
  })

  it('requires a captcha answer the service accepts, once', async () => {
    const { captchaToken: _none, ...unanswered } = message()
    const missing = await post(unanswered, '198.51.100.40')
    expect([missing.status, expectErrorBody(missing.json).code]).toEqual([400, 'captcha_required'])
    const wrong = await post(message({ captchaToken: 'fail-robot' }), '198.51.100.40')
    expect([wrong.status, expectErrorBody(wrong.json).code]).toEqual([400, 'captcha_failed'])
    const answer = captchaAnswer()
    expect((await post(message({ captchaToken: answer }), '198.51.100.40')).status).toBe(201)
    const reused = await post(message({ captchaToken: answer }), '198.51.100.40')
    expect(expectErrorBody(reused.json).code).toBe('captcha_failed')
    // The visitor's address goes to the verification, as Google recommends.
    const checks = (await (await captchaControl('/control/verifications', 'GET')).json()) as {
      response: string
      remoteip: string
    }[]
    expect(checks.find((c) => c.response === answer)?.remoteip).toBe('198.51.100.40')
  })

  it('answers 503 captcha_unavailable and logs "Failed to execute" when the captcha service is away', async () => {
    await captchaControl('/control/down')
    try {
      const res = await post(message(), '198.51.100.41')
      expect([res.status, expectErrorBody(res.json).code]).toEqual([503, 'captcha_unavailable'])
    } finally {
      await captchaControl('/control/up')
    }
    // The log is written in batches, at least once a second.
    await expect
      .poll(() => fs.readFileSync(inject('cmsLog'), 'utf8'), { timeout: 5000 })
      .toMatch(/ReCaptcha error: Failed to execute/)
  })

  it('limits posts per client address: the 11th in 15 minutes is a 429 with Retry-After', async () => {
    const ip = '198.51.100.50'
    for (let i = 0; i < 10; i++) expect((await post({ bad: true }, ip)).status).toBe(400)
    const limited = await postRaw('/contact-messages', JSON.stringify(message()), fromClient(ip))
    expect(limited.status).toBe(429)
    expect(expectErrorBody(limited.json).code).toBe('too_many_requests')
    // Another address is not affected.
    expect((await post(message(), '198.51.100.51')).status).toBe(201)
  })

  it('refuses bodies over 32 KB with 413 and non-JSON with 400', async () => {
    const huge = JSON.stringify(message({ message: 'x'.repeat(40_000) }))
    expect((await post(JSON.parse(huge), '198.51.100.60')).status).toBe(413)
    const form = await postRaw('/contact-messages', 'name=x', {
      'content-type': 'application/x-www-form-urlencoded',
      ...fromClient('198.51.100.60'),
    })
    expect(expectErrorBody(form.json).code).toBe('invalid_json')
  })

  it('SMTP down: the message is stored and answered 201, and emailed once SMTP is back', async () => {
    await smtpDown()
    const body = message()
    try {
      expect((await post(body, '198.51.100.70')).status).toBe(201)
      await expect
        .poll(async () => (await storedMessage(body.subject))?.notification, { timeout: 15_000 })
        .toMatchObject({
          status: 'retrying',
        })
      const stored = await storedMessage(body.subject)
      expect((stored?.notification as { lastError: string }).lastError).toMatch(/ECONNREFUSED|ESOCKET|connect/i)
      expect((await mailTo(RECIPIENT)).some((m) => m.subject.includes(body.subject))).toBe(false)
    } finally {
      await smtpUp()
    }
    await waitForMail(RECIPIENT, (m) => m.subject.includes(body.subject), 60_000)
    await expect
      .poll(async () => ((await storedMessage(body.subject))?.notification as { status: string }).status)
      .toBe('sent')
    // Exactly once, though the job ran several times.
    expect((await mailTo(RECIPIENT)).filter((m) => m.subject.includes(body.subject))).toHaveLength(1)
  }, 90_000)

  it('GET is 405 with the contract error body', async () => {
    const res = await fetch(`${inject('apiUrl')}/contact-messages`)
    expect(res.status).toBe(405)
    expect(expectErrorBody(await res.json()).code).toBe('method_not_allowed')
  })
})

describe('who reads contact messages', () => {
  it('visitors and editors cannot; users granted submissions:read can, and process them', async () => {
    const admin = await loginToken()
    expect((await adminRest('GET', '/contact-messages', null)).status).toBe(403)
    const editor = { email: 'cs-editor@example.com', password: 'Editor#Kontak2026' }
    const handler = { email: 'cs-handler@example.com', password: 'Handler#Kontak2026' }
    await adminRest('POST', '/users', admin, { ...editor, name: 'Editor', roles: ['editor'] })
    await adminRest('POST', '/users', admin, {
      ...handler,
      name: 'CS',
      roles: ['editor'],
      scopes: ['submissions:read'],
    })
    expect((await adminRest('GET', '/contact-messages', await loginToken(editor.email, editor.password))).status).toBe(
      403,
    )
    const csToken = await loginToken(handler.email, handler.password)
    const list = await adminRest('GET', '/contact-messages?limit=1', csToken)
    expect(list.status).toBe(200)
    const first = (list.json.docs as { id: number }[])[0]!
    expect((await adminRest('PATCH', `/contact-messages/${first.id}`, csToken, { status: 'done' })).status).toBe(200)
    // What the visitor wrote stays as sent; nobody creates messages through Payload's API.
    const edited = await adminRest('PATCH', `/contact-messages/${first.id}`, csToken, { message: 'changed' })
    expect((edited.json.doc as { message?: string } | undefined)?.message).not.toBe('changed')
    expect((await adminRest('POST', '/contact-messages', admin, message())).status).toBe(403)
    expect((await adminRest('DELETE', `/contact-messages/${first.id}`, csToken)).status).toBe(403)
  })
})
