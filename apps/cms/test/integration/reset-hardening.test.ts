import { describe, expect, it } from 'vitest'
import { adminRest, cmsUrl, fromClient, loginToken } from './helpers'
import { mailTo } from './mail'

/** Payload's own password reset, as the admin's "forgot password" page calls it. */
const rest = (path: string, body: unknown, ip: string) =>
  fetch(`${cmsUrl()}/api/users/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromClient(ip) },
    body: JSON.stringify(body),
  })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The emails to `address` once `count` have arrived (or the time is up), and a moment later. */
async function mailsOnceArrived(address: string, count: number) {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline && (await mailTo(address)).length < count) await sleep(250)
  await sleep(2000)
  return mailTo(address)
}

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
      // Payload itself sends one email per account every 15 seconds; past that, only this limit holds.
      await sleep(15_500)
      answers.push(await ask(3))
      expect(new Set(answers).size).toBe(1)
      expect(await mailsOnceArrived(email, 2)).toHaveLength(1)
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
