import { describe, expect, inject, it } from 'vitest'
import { SCOPES } from '@jtt/content-api'
import { ok } from './about-fixtures'
import { adminRest, client, expectErrorBody, fromClient, getRaw, loginToken, postRaw, signInAfresh } from './helpers'

const strong = 'Jalan#Tol2026'

describe('login → profile → logout → profile refused', () => {
  it('works end to end with a bearer token', async () => {
    const token = await signInAfresh(inject('admin').email, inject('admin').password)
    const profile = await client().profile(token)
    if (!profile.ok) throw new Error(profile.error.message)
    expect(profile.data.data).toMatchObject({ email: 'admin@example.com', name: 'Administrator', roles: ['admin'] })
    expect([...profile.data.data.scopes].sort()).toEqual([...SCOPES].sort())

    const logout = await client().logout(token)
    expect(logout.ok).toBe(true)
    const after = await client().profile(token)
    expect(after.ok).toBe(false)
    if (!after.ok) expect(after.error.status).toBe(401)
  })

  it('refuses the profile without a token or with a forged one', async () => {
    expect((await getRaw('/current-user/profile')).status).toBe(401)
    const forged = await getRaw('/current-user/profile', { authorization: 'Bearer abc.def.ghi' })
    expect(forged.status).toBe(401)
    expect(expectErrorBody(forged.json).code).toBe('unauthorized')
  })

  it('refuses logout without a token', async () => {
    const res = await postRaw('/auth/logout', '')
    expect(res.status).toBe(401)
  })

  it('answers wrong credentials with one generic 401, whether or not the account exists', async () => {
    const wrongPassword = await postRaw(
      '/auth/login',
      JSON.stringify({ email: 'admin@example.com', password: 'Wrong#Pass1' }),
    )
    const unknownUser = await postRaw(
      '/auth/login',
      JSON.stringify({ email: 'nobody@example.com', password: 'Wrong#Pass1' }),
    )
    expect(wrongPassword.status).toBe(401)
    expect(unknownUser.status).toBe(401)
    expect(expectErrorBody(wrongPassword.json)).toEqual(expectErrorBody(unknownUser.json))
  })
})

describe('users: strong passwords and failed logins', () => {
  it('rejects weak passwords on create, naming what is missing', async () => {
    const token = await loginToken()
    const weak = await adminRest('POST', '/users', token, {
      email: 'weak@example.com',
      name: 'Weak',
      password: 'short',
      roles: ['editor'],
    })
    expect(weak.status).toBe(400)
    const text = JSON.stringify(weak.json)
    expect(text).toContain('at least 8 characters')
    expect(text).toContain('an uppercase letter')
    expect(text).toContain('a digit')
    expect(text).toContain('a special character')
    const noSpecial = await adminRest('POST', '/users', token, {
      email: 'weak2@example.com',
      name: 'Weak',
      password: 'Abcdefg1',
      roles: ['editor'],
    })
    expect(noSpecial.status).toBe(400)
    expect(JSON.stringify(noSpecial.json)).toContain('a special character')
    expect(JSON.stringify(noSpecial.json)).not.toContain('a digit')
  })

  it('refuses one of the most common passwords, even dressed to pass the composition rule', async () => {
    const token = await loginToken()
    const common = await adminRest('POST', '/users', token, {
      email: 'common@example.com',
      name: 'Common',
      password: 'Password1!',
      roles: ['editor'],
    })
    expect(common.status).toBe(400)
    expect(JSON.stringify(common.json)).toContain('most commonly used passwords')
    const reset = await adminRest('POST', '/users/reset-password', token, {
      token: 'not-a-real-token',
      password: 'Qwerty123!',
    })
    expect(reset.status).toBe(400)
    expect(JSON.stringify(reset.json)).toContain('most commonly used passwords')
  })

  it('rejects a weak password on update and on reset', async () => {
    const token = await loginToken()
    const created = await adminRest('POST', '/users', token, {
      email: 'editor1@example.com',
      name: 'Editor Satu',
      password: strong,
      roles: ['editor'],
    })
    expect(created.status).toBe(201)
    const id = (created.json.doc as { id: number }).id
    const update = await adminRest('PATCH', `/users/${id}`, token, { password: 'alllowercase' })
    expect(update.status).toBe(400)
    expect(JSON.stringify(update.json)).toContain('an uppercase letter')
    // The check runs before the reset token is looked at, so a weak password is refused outright…
    const reset = await adminRest('POST', '/users/reset-password', token, {
      token: 'not-a-real-token',
      password: 'weak',
    })
    expect(reset.status).toBe(400)
    expect(JSON.stringify(reset.json)).toContain('Password is too weak')
    // …while a strong one gets as far as the (invalid) token.
    const resetStrong = await adminRest('POST', '/users/reset-password', token, {
      token: 'not-a-real-token',
      password: strong,
    })
    expect(resetStrong.status).not.toBe(400)
  })

  it('refuses an address after 5 failed logins on one account (429, the right password included), not the account', async () => {
    const token = await loginToken()
    const email = 'lockme@example.com'
    const created = await adminRest('POST', '/users', token, {
      email,
      name: 'Lock Me',
      password: strong,
      roles: ['editor'],
    })
    expect(created.status).toBe(201)
    const from = fromClient('198.51.100.220')
    for (let i = 0; i < 5; i++) {
      const res = await postRaw('/auth/login', JSON.stringify({ email, password: 'Wrong#Pass1' }), from)
      expect(res.status).toBe(401)
    }
    // That address no longer gets a password check on this account, and the answer says no more than "too many".
    const refused = await postRaw('/auth/login', JSON.stringify({ email, password: strong }), from)
    expect(refused.status).toBe(429)
    expect(expectErrorBody(refused.json).code).toBe('too_many_requests')
    // The owner, from another address, signs in: nobody can lock an account by guessing its password.
    const owner = await postRaw(
      '/auth/login',
      JSON.stringify({ email, password: strong }),
      fromClient('198.51.100.221'),
    )
    expect(owner.status).toBe(200)
  })

  it('gives an editor the editor scopes only', async () => {
    const token = await loginToken('editor1@example.com', strong)
    const profile = await client().profile(token)
    if (!profile.ok) throw new Error(profile.error.message)
    expect(profile.data.data.roles).toEqual(['editor'])
    expect(profile.data.data.scopes).not.toContain('users:manage')
    expect(profile.data.data.scopes).toContain('content:preview')
  })
})

describe('draft preview', () => {
  it('hides drafts from the public and shows them to a token with content:preview', async () => {
    const token = await loginToken()
    const created = await adminRest('POST', '/pages?locale=id&draft=true', token, {
      title: 'Halaman Draf',
      slug: 'halaman-draf',
      _status: 'draft',
    })
    expect(created.status).toBe(201)
    const pub = await client().pages({ slug: 'halaman-draf' })
    if (!pub.ok) throw new Error(pub.error.message)
    expect(pub.data.data).toHaveLength(0)
    expect((await getRaw('/pages?filter[slug]=halaman-draf&draft=true')).status).toBe(401)
    // A token alone (without draft=true) reads what visitors read.
    expect(ok(await client().pages({ slug: 'halaman-draf' }, { token })).data).toHaveLength(0)
    const preview = await client().pages({ slug: 'halaman-draf', draft: true }, { token })
    if (!preview.ok) throw new Error(preview.error.message)
    expect(preview.data.data[0]).toMatchObject({ title: 'Halaman Draf', status: 'draft' })
  })
})
