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
    const emails = ['timing@example.com', 'timing2@example.com']
    for (const email of emails)
      expect(
        (await adminRest('POST', '/users', token, { email, name: 'Timing', password: strong, roles: ['editor'] }))
          .status,
      ).toBe(201)
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 7; i++) {
      // One wrong password per fresh address, at most 4 per account: no lock, no limit.
      known.push((await timedLogin(emails[i % 2]!, `198.51.100.${10 + i}`)).ms)
      unknown.push((await timedLogin(`nobody${i}@example.com`, `198.51.100.${30 + i}`)).ms)
    }
    // Before the fix: known ≈ 219 ms, unknown ≈ 8 ms. Now both hash a password.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5)
    expect(median(known)).toBeGreaterThan(median(unknown) * 0.5)
  })

  it("Payload's own /api/users/login answers one generic message to unknown and wrong alike", async () => {
    const token = await loginToken()
    const email = 'locked-rest@example.com'
    expect(
      (await adminRest('POST', '/users', token, { email, name: 'Locked', password: strong, roles: ['editor'] })).status,
    ).toBe(201)
    const unknown = await adminLogin('nobody@example.com', strong, '198.51.100.60')
    const wrong = await adminLogin(email, 'Wrong#Pass1', '198.51.100.61')
    for (const answer of [unknown, wrong]) {
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual(unknown.body)
    }
    expect(JSON.stringify(wrong.body)).not.toMatch(/is locked/)
  })
})

describe('failed logins on one account are rate-limited, from any address', () => {
  // Before: five wrong passwords from five addresses locked any known account, and nobody was limited.
  it.each([
    ['/v1/auth/login', 'a known account', 'spread@example.com'],
    ['/api/users/login', 'a known account', 'spread-rest@example.com'],
    ['/v1/auth/login', 'an unknown address (the answer reveals nothing)', 'nobody-spread@example.com'],
  ])(
    '%s, %s: five failures from five addresses, then 429 for everyone until the window ends',
    async (path, _, email) => {
      const token = await loginToken()
      if (!email.startsWith('nobody'))
        expect(
          (await adminRest('POST', '/users', token, { email, name: 'Spread', password: strong, roles: ['editor'] }))
            .status,
        ).toBe(201)
      const post = (password: string, ip: string) =>
        fetch(`${cmsUrl()}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...fromClient(ip) },
          body: JSON.stringify({ email, password }),
        })
      for (let i = 0; i < 5; i++) expect((await post('Wrong#Pass1', `192.0.2.${10 + i}`)).status).toBe(401)
      // A sixth address, with the right password: refused by the account's limit, not by Payload's lock.
      const refused = await post(strong, '192.0.2.250')
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      const body = JSON.stringify(await refused.json())
      if (path.startsWith('/v1')) expect(expectErrorBody(JSON.parse(body)).code).toBe('locked')
      expect(body).not.toMatch(/This user is locked/) // Payload's own words name a real account
      expect((await post('Wrong#Pass1', '192.0.2.251')).status).toBe(429)
      // Another account is not affected.
      const other = await fetch(`${cmsUrl()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...fromClient('192.0.2.252') },
        body: JSON.stringify({ email: `other-${email}`, password: 'x' }),
      })
      expect(other.status).toBe(401)
    },
  )
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
