import { describe, expect, it } from 'vitest'
import { adminRest, cmsUrl, expectErrorBody, fromClient, loginToken, postRaw } from './helpers'

const strong = 'Jalan#Tol2026'
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function timedLogin(email: string, ip: string) {
  const started = performance.now()
  const res = await postRaw('/auth/login', JSON.stringify({ email, password: 'Wrong#Pass1' }), fromClient(ip))
  return { status: res.status, ms: performance.now() - started, body: res.json }
}

async function adminLogin(email: string, password: string, ip: string) {
  const res = await fetch(`${cmsUrl()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromClient(ip) },
    body: JSON.stringify({ email, password }),
  })
  return { status: res.status, body: (await res.json()) as { errors?: { message: string }[] } }
}

describe('login does not reveal which accounts exist', () => {
  it('a wrong password and an unknown account take about as long (median of 7)', async () => {
    const token = await loginToken()
    const email = 'timing@example.com'
    expect(
      (await adminRest('POST', '/users', token, { email, name: 'Timing', password: strong, roles: ['editor'] })).status,
    ).toBe(201)
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 7; i++) {
      // One wrong password per fresh address, and never 5 in a row on the account: no lockout, no limit.
      known.push((await timedLogin(email, `198.51.100.${10 + i}`)).ms)
      unknown.push((await timedLogin(`nobody${i}@example.com`, `198.51.100.${30 + i}`)).ms)
      if (i === 3) await adminRest('POST', '/users/unlock', token, { email })
    }
    // Before the fix: known ≈ 219 ms, unknown ≈ 8 ms. Now both hash a password.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5)
    expect(median(known)).toBeGreaterThan(median(unknown) * 0.5)
  })

  it("Payload's own /api/users/login answers one generic message: unknown, wrong and locked alike", async () => {
    const token = await loginToken()
    const email = 'locked-rest@example.com'
    expect(
      (await adminRest('POST', '/users', token, { email, name: 'Locked', password: strong, roles: ['editor'] })).status,
    ).toBe(201)
    const unknown = await adminLogin('nobody@example.com', strong, '198.51.100.60')
    const wrong = await adminLogin(email, 'Wrong#Pass1', '198.51.100.61')
    for (let i = 0; i < 5; i++) await adminLogin(email, 'Wrong#Pass1', `198.51.100.${62 + i}`)
    const locked = await adminLogin(email, strong, '198.51.100.70')
    for (const answer of [unknown, wrong, locked]) {
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual(unknown.body)
    }
    expect(JSON.stringify(locked.body)).not.toMatch(/is locked/)
  })
})

describe('failed logins are rate-limited per client address', () => {
  it('the 21st failure from one address within 15 minutes is refused with 429 and Retry-After', async () => {
    const ip = '203.0.113.99'
    for (let i = 0; i < 20; i++) {
      const res = await postRaw(
        '/auth/login',
        JSON.stringify({ email: `guess${i}@example.com`, password: 'x' }),
        fromClient(ip),
      )
      expect(res.status).toBe(401)
    }
    const refused = await fetch(`${cmsUrl()}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromClient(ip) },
      body: JSON.stringify({ email: 'admin@example.com', password: 'x' }),
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(expectErrorBody(await refused.json()).code).toBe('too_many_requests')
    // The admin's login shares the limit; another address is not affected.
    expect((await adminLogin('nobody@example.com', 'x', ip)).status).toBe(429)
    expect(
      (
        await postRaw(
          '/auth/login',
          JSON.stringify({ email: 'x@example.com', password: 'x' }),
          fromClient('203.0.113.100'),
        )
      ).status,
    ).toBe(401)
  })
})
