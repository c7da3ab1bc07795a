import { describe, expect, inject, it } from 'vitest'
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
    // In English: the test reads Payload's messages (its REST API answers in Indonesian by default).
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...fromClient(ip) },
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

/** A sign-in on either endpoint (the site's `/v1/auth/login` or Payload's `/api/users/login`) from a client address. */
const signIn = (path: string, email: string, password: string, ip: string) =>
  fetch(`${cmsUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromClient(ip) },
    body: JSON.stringify({ email, password }),
  })

async function createEditor(email: string) {
  const token = await loginToken()
  expect(
    (await adminRest('POST', '/users', token, { email, name: 'Spread', password: strong, roles: ['editor'] })).status,
  ).toBe(201)
}

describe('failures spread over many addresses slow an account down, never lock it', () => {
  // Before: five wrong passwords from five addresses locked any account (429 for its owner too).
  it.each([
    ['/v1/auth/login', 'spread@example.com'],
    ['/api/users/login', 'spread-rest@example.com'],
  ])(
    '%s: failures from addresses A…E, then the right password from F signs in; A is refused after its own five',
    { timeout: 60_000 },
    async (path, email) => {
      await createEditor(email)
      for (let i = 0; i < 5; i++)
        expect((await signIn(path, email, 'Wrong#Pass1', `192.0.2.${10 + i}`)).status).toBe(401)
      const owner = await signIn(path, email, strong, '192.0.2.250')
      expect(owner.status).toBe(200)
      // Address A has one failure on this account: four more, then it is refused, the right password included.
      for (let i = 0; i < 4; i++) expect((await signIn(path, email, 'Wrong#Pass1', '192.0.2.10')).status).toBe(401)
      const refused = await signIn(path, email, strong, '192.0.2.10')
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      const body = JSON.stringify(await refused.json())
      // Generic: the same answer an address over its own limit gets, naming no account and no lock.
      if (path.startsWith('/v1')) expect(expectErrorBody(JSON.parse(body)).code).toBe('too_many_requests')
      expect(body).not.toMatch(/lock/i)
      // The owner, elsewhere, still signs in.
      expect((await signIn(path, email, strong, '192.0.2.251')).status).toBe(200)
    },
  )

  it("the admin's own sign-in form (multipart, fields in `_payload`) is counted on its account too", async () => {
    const email = 'spread-form@example.com'
    await createEditor(email)
    const fromForm = (password: string, ip: string) => {
      const form = new FormData()
      form.set('_payload', JSON.stringify({ email, password }))
      return fetch(`${cmsUrl()}/api/users/login`, { method: 'POST', headers: fromClient(ip), body: form })
    }
    for (let i = 0; i < 5; i++) expect((await fromForm('Wrong#Pass1', '192.0.2.60')).status).toBe(401)
    expect((await fromForm(strong, '192.0.2.60')).status).toBe(429)
    expect((await fromForm(strong, '192.0.2.61')).status).toBe(200)
  })

  it(
    "more failures than Payload's own lockout allowed (10) do not lock the administrator",
    { timeout: 90_000 },
    async () => {
      const email = inject('admin').email
      // Twelve addresses, one wrong password each, all at once (the account's delay holds each answer, not the others).
      const failures = await Promise.all(
        Array.from({ length: 12 }, (_, i) => signIn('/api/users/login', email, 'Wrong#Pass1', `192.0.2.${100 + i}`)),
      )
      expect(failures.map((res) => res.status)).toEqual(Array(12).fill(401))
      const password = inject('admin').password
      expect((await signIn('/api/users/login', email, password, '192.0.2.150')).status).toBe(200)
      expect((await signIn('/v1/auth/login', email, password, '192.0.2.151')).status).toBe(200)
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
