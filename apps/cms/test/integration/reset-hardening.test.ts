import { describe, expect, inject, it } from 'vitest'
import { adminRest, cmsUrl, fromClient, loginToken } from './helpers'
import { RESET_EMAIL_TASK } from '../../src/auth/resetEmailTask'
import { linkIn, mailTo, smtpDown, smtpUp, waitForMail } from './mail'
import { queuedJobInputs, queueDrained } from './queuedJobs'

/** Payload's own password reset, as the admin's "forgot password" page calls it. */
const rest = (path: string, body: unknown, ip: string) =>
  fetch(`${cmsUrl()}/api/users/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromClient(ip) },
    body: JSON.stringify(body),
  })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('password reset is rate-limited', () => {
  it('per client address: the 6th request for a reset email in 15 minutes is a 429', async () => {
    const ip = '203.0.113.150'
    for (let i = 0; i < 5; i++)
      expect((await rest('forgot-password', { email: `x${i}@example.com` }, ip)).status).toBe(200)
    const refused = await rest('forgot-password', { email: 'x9@example.com' }, ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not affected.
    expect((await rest('forgot-password', { email: 'x9@example.com' }, '203.0.113.151')).status).toBe(200)
  })

  it(
    'per account: after 3 requests in an hour, further ones answer the same but send nothing',
    { timeout: 60_000 },
    async () => {
      const token = await loginToken()
      const email = 'reset-flood@example.com'
      const created = await adminRest('POST', '/users', token, {
        email,
        name: 'Reset Flood',
        password: 'Jalan#Tol2026',
        roles: ['editor'],
      })
      expect(created.status).toBe(201)
      const ask = async (i: number) => {
        const res = await rest('forgot-password', { email }, `203.0.113.${160 + i}`)
        return JSON.stringify({ status: res.status, body: await res.json() })
      }
      const answers = [await ask(0), await ask(1), await ask(2)]
      // Once the queue has run every reset job, whatever the three would send has arrived: one email, or
      // more when Payload's own least time between two (RESET_EMAIL_INTERVAL_SECONDS) passed between jobs.
      await queueDrained([RESET_EMAIL_TASK])
      const sent = (await mailTo(email)).length
      expect(sent).toBeGreaterThanOrEqual(1)
      // Past Payload's least time, only this limit holds: the fourth answers the same and sends nothing.
      await sleep(Number(inject('cmsEnv').RESET_EMAIL_INTERVAL_SECONDS) * 1000 + 500)
      answers.push(await ask(3))
      expect(new Set(answers).size).toBe(1)
      await queueDrained([RESET_EMAIL_TASK])
      expect(await mailTo(email)).toHaveLength(sent)
    },
  )

  it('per client address: the 11th attempt to set a password with a reset token is a 429', async () => {
    const ip = '203.0.113.170'
    for (let i = 0; i < 10; i++)
      expect((await rest('reset-password', { token: `guess-${i}`, password: 'Jalan#Tol2026' }, ip)).status).not.toBe(
        429,
      )
    expect((await rest('reset-password', { token: 'guess-x', password: 'Jalan#Tol2026' }, ip)).status).toBe(429)
  })
})

describe('asking for a reset email tells nothing about the account', () => {
  const createEditor = async (email: string) => {
    const token = await loginToken()
    const created = await adminRest('POST', '/users', token, {
      email,
      name: 'Reset Me',
      password: 'Jalan#Tol2026',
      roles: ['editor'],
    })
    expect(created.status).toBe(201)
  }
  const answerOf = async (res: Response) => JSON.stringify({ status: res.status, body: await res.json() })

  it('the answer comes once the email is queued, for any address: the same answer while SMTP is down', async () => {
    // Before: the known account's answer waited for the email (18–30 ms against 3–7 ms for an unknown
    // address), and with SMTP down it was an error while an unknown address got "Success".
    const email = 'reset-before-mail@example.com'
    await createEditor(email)
    await smtpDown()
    try {
      const known = await answerOf(await rest('forgot-password', { email }, '203.0.113.180'))
      const unknown = await answerOf(
        await rest('forgot-password', { email: 'nobody-reset@example.com' }, '203.0.113.181'),
      )
      expect(known).toBe(JSON.stringify({ status: 200, body: { message: 'Success' } }))
      expect(unknown).toBe(known)
      // The admin's own form sends its fields as multipart, in `_payload`: the same.
      const form = new FormData()
      form.set('_payload', JSON.stringify({ email }))
      const fromAdmin = await fetch(`${cmsUrl()}/api/users/forgot-password`, {
        method: 'POST',
        headers: fromClient('203.0.113.186'),
        body: form,
      })
      expect(await answerOf(fromAdmin)).toBe(known)
    } finally {
      await smtpUp()
    }
    // The outage lost nothing: the queue retries, and the account's email arrives once SMTP is back.
    expect(linkIn(await waitForMail(email, () => true, 90_000), cmsUrl())).toMatch(/\/reset\//)
  })

  it('a known account still gets its email, whose link sets a new password; an unknown address gets none', async () => {
    const email = 'reset-delivered@example.com'
    const unknownEmail = 'nobody-delivered@example.com'
    await createEditor(email)
    const known = await answerOf(await rest('forgot-password', { email }, '203.0.113.182'))
    const unknown = await answerOf(await rest('forgot-password', { email: unknownEmail }, '203.0.113.183'))
    expect(unknown).toBe(known)
    const mail = await waitForMail(email)
    const token = linkIn(mail, cmsUrl()).split('/').pop()!
    const reset = await rest('reset-password', { token, password: 'Baru#Tol2027' }, '203.0.113.184')
    expect(reset.status).toBe(200)
    expect((await rest('login', { email, password: 'Baru#Tol2027' }, '203.0.113.185')).status).toBe(200)
    // Each answer came once its job was queued; when the queue has run them all, nothing went to the
    // unknown address.
    await expect.poll(async () => (await queuedJobInputs(RESET_EMAIL_TASK)).length, { timeout: 30_000 }).toBe(0)
    expect(await mailTo(unknownEmail)).toEqual([])
  })

  it('a burst of reset requests is worked off and leaves the database answering', async () => {
    // Run as many at once as the default queue runs, forgot-password jobs held every connection of
    // PostgreSQL's pool, each waiting for one more, and the CMS stopped answering.
    const burst = Array.from({ length: 12 }, (_, i) =>
      rest('forgot-password', { email: `burst-${i}@example.com` }, `198.51.100.${60 + i}`),
    )
    for (const res of await Promise.all(burst)) expect(res.status).toBe(200)
    // Two at a time, every JOB_QUEUE_INTERVAL_SECONDS: twelve jobs take six runs of the queue.
    await expect.poll(async () => (await queuedJobInputs(RESET_EMAIL_TASK)).length, { timeout: 100_000 }).toBe(0)
    expect((await fetch(`${cmsUrl()}/readyz`)).status).toBe(200)
  }, 120_000)
})
