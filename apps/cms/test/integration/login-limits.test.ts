import { describe, expect, it } from 'vitest'
import { adminRest, cmsUrl, fromClient, loginToken } from './helpers'

const strong = 'Jalan#Tol2026'

/** One entry of `GET /api/users/login-limits`. */
type LoginLimit = {
  id: string
  kind: 'address' | 'account' | 'account-address'
  account: string | null
  accountExists: boolean
  address: string | null
  failures: number
  effect: 'refused' | 'slowed'
  until: string
}

const signIn = (email: string, password: string, ip: string) =>
  fetch(`${cmsUrl()}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromClient(ip) },
    body: JSON.stringify({ email, password }),
  })

async function limits(token: string): Promise<LoginLimit[]> {
  const res = await adminRest('GET', '/users/login-limits', token)
  expect(res.status).toBe(200)
  return res.json.docs as LoginLimit[]
}

describe('login limits: administrators only', () => {
  it('a visitor and an editor can neither list nor clear them', async () => {
    // Its own editor: files run in an order of Vitest's choosing, so none relies on another's users.
    const email = `limits-editor-${Date.now()}@example.com`
    const created = await adminRest('POST', '/users', await loginToken(), {
      email,
      name: 'Limits Editor',
      password: strong,
      roles: ['editor'],
    })
    expect(created.status).toBe(201)
    const editor = await loginToken(email, strong)
    for (const token of [null, editor]) {
      const list = await adminRest('GET', '/users/login-limits', token)
      expect(list.status).toBe(403)
      expect(JSON.stringify(list.json)).not.toMatch(/docs/)
      expect((await adminRest('DELETE', `/users/login-limits/${'a'.repeat(12)}`, token)).status).toBe(403)
    }
  })

  it('an unreadable id is a 400, one that limits nothing a 404', async () => {
    const token = await loginToken()
    expect((await adminRest('DELETE', '/users/login-limits/not*an*id', token)).status).toBe(400)
    const nothing = Buffer.from('address:203.0.113.254').toString('base64url')
    expect((await adminRest('DELETE', `/users/login-limits/${nothing}`, token)).status).toBe(404)
  })
})

describe('login limits: an administrator sees and clears them', () => {
  it('an address refused on an account: listed with the account, cleared, then the owner signs in', async () => {
    const token = await loginToken()
    const email = 'limited-pair@example.com'
    expect(
      (await adminRest('POST', '/users', token, { email, name: 'Limited', password: strong, roles: ['editor'] }))
        .status,
    ).toBe(201)
    const ip = '198.51.100.230'
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'Wrong#Pass1', ip)).status).toBe(401)
    expect((await signIn(email, strong, ip)).status).toBe(429)

    const entry = (await limits(token)).find((e) => e.kind === 'account-address' && e.address === ip)
    expect(entry).toMatchObject({ account: email, accountExists: true, failures: 5, effect: 'refused' })
    expect(Date.parse(entry!.until)).toBeGreaterThan(Date.now())

    const cleared = await adminRest('DELETE', `/users/login-limits/${entry!.id}`, token)
    expect(cleared.status).toBe(200)
    expect((await limits(token)).find((e) => e.id === entry!.id)).toBeUndefined()
    expect((await signIn(email, strong, ip)).status).toBe(200)
  })

  it('an account attacked from many addresses is listed as slowed; a typed address that is no account is masked', async () => {
    const token = await loginToken()
    const typed = 'nobody-attacked@example.com'
    for (let i = 0; i < 7; i++) expect((await signIn(typed, 'Wrong#Pass1', `198.51.100.${240 + i}`)).status).toBe(401)
    const list = await limits(token)
    const account = list.find((e) => e.kind === 'account' && e.account?.endsWith('@example.com') && !e.accountExists)
    expect(account).toMatchObject({ effect: 'slowed', failures: 7, address: null })
    expect(account!.account).toMatch(/^no.*@example\.com$/)
    // What the visitor typed is not kept, only enough of it to recognise.
    expect(JSON.stringify(list)).not.toContain(typed)

    // Clearing the account clears its count: the next failure is the first again.
    expect((await adminRest('DELETE', `/users/login-limits/${account!.id}`, token)).status).toBe(200)
    expect((await signIn(typed, 'Wrong#Pass1', '198.51.100.250')).status).toBe(401)
    const after = (await limits(token)).filter((e) => e.kind === 'account' && e.id === account!.id)
    expect(after).toEqual([])
  })

  it('an address over its own limit is listed and cleared', async () => {
    const token = await loginToken()
    const ip = '203.0.113.230'
    for (let i = 0; i < 20; i++) expect((await signIn(`guess-limits${i}@example.com`, 'x', ip)).status).toBe(401)
    expect((await signIn('guess-limits-x@example.com', 'x', ip)).status).toBe(429)
    const entry = (await limits(token)).find((e) => e.kind === 'address' && e.address === ip)
    expect(entry).toMatchObject({ account: null, failures: 20, effect: 'refused' })
    expect((await adminRest('DELETE', `/users/login-limits/${entry!.id}`, token)).status).toBe(200)
    expect((await signIn('guess-limits-x@example.com', 'x', ip)).status).toBe(401)
  })
})
