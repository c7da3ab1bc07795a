import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { adminRest, client, cmsUrl, fromClient, loginToken } from './helpers'
import { captchaAnswer } from './mail'
import { siteReceiver } from './receiver'
import { databaseSql } from './databaseSql'

/**
 * The audit trail: every write to every collection and global leaves an entry of who (a user, or
 * the system), what (the collection or global, the document, its title then), the action and the
 * names of the fields changed — never their values. Administrators read it; nobody writes it.
 */
type Entry = {
  id: number | string
  action: string
  kind: string
  slug: string
  documentId?: string | null
  title?: string | null
  actor: string
  user?: number | string | null
  userEmail?: string | null
  changedFields?: string | null
  createdAt: string
}

const site = siteReceiver()
beforeAll(() => site.listen())
afterAll(() => site.close())

/**
 * The entries that match, oldest first; `since`: made at or after that time only (SQLite gives a new
 * document the id of one deleted before it, whose entries stay).
 */
async function entries(where: Record<string, string>, since?: string): Promise<Entry[]> {
  const query = Object.entries(where)
    .map(([field, value]) => `where[${field}][equals]=${encodeURIComponent(value)}`)
    .concat(since ? [`where[createdAt][greater_than_equal]=${encodeURIComponent(since)}`] : [])
    .join('&')
  const res = await adminRest('GET', `/audit-log?${query}&sort=createdAt&limit=100&depth=0`, await loginToken())
  expect(res.status).toBe(200)
  return res.json.docs as Entry[]
}
const entriesOf = (slug: string, documentId: string, since: string) => entries({ slug, documentId }, since)
const now = () => new Date().toISOString()

/** A redirect made by this user, deleted when the test ends: other files read the first one there is (seed.test.ts). */
async function createRedirect(token: string, body: Record<string, string>) {
  const created = await adminRest('POST', '/redirects', token, body)
  expect(created.status).toBe(201)
  const id = String((created.json.doc as { id: number }).id)
  onTestFinished(async () => void (await adminRest('DELETE', `/redirects/${id}`, token)))
  return id
}
const fieldsOf = (entry: Entry | undefined) => (entry?.changedFields ?? '').split(', ').filter(Boolean)

/** A new account, made by `token`'s user: its id. */
async function createAccount(
  token: string,
  account: { email: string; password: string; name: string; roles: string[] },
) {
  const created = await adminRest('POST', '/users', token, account)
  expect(created.status).toBe(201)
  return (created.json.doc as { id: number }).id
}

let accounts = 0
/** A new account of this role, signed in: its id, email and token. */
async function signedIn(roles: string[]) {
  const email = `audit-${roles[0]}-${++accounts}-${Date.now()}@example.com`
  const password = 'Audit#Jejak2026'
  const id = await createAccount(await loginToken(), { email, password, name: 'Audit', roles })
  return { id, email, token: await loginToken(email, password) }
}

describe('the audit trail records each write', () => {
  it('create, change, publish, a draft over the published page, unpublish and delete, by the editor', async () => {
    const since = now()
    const editor = await signedIn(['editor'])
    const slug = `jejak-audit-${Date.now()}`
    const created = await adminRest('POST', '/pages?draft=true&locale=id', editor.token, {
      title: 'Jejak Audit',
      slug,
      _status: 'draft',
    })
    expect(created.status).toBe(201)
    const id = String((created.json.doc as { id: number }).id)
    const steps: [string, string, Record<string, unknown>][] = [
      ['PATCH', `/pages/${id}?draft=true&locale=id`, { title: 'Jejak Audit Diubah' }],
      ['PATCH', `/pages/${id}?locale=id`, { _status: 'published' }],
      ['PATCH', `/pages/${id}?draft=true&locale=id`, { title: 'Jejak Audit Draf Baru' }],
      ['PATCH', `/pages/${id}?locale=id`, { _status: 'draft' }],
    ]
    for (const [method, path, body] of steps)
      expect((await adminRest(method, path, editor.token, body)).status).toBe(200)
    expect((await adminRest('DELETE', `/pages/${id}`, editor.token)).status).toBe(200)

    const trail = await entriesOf('pages', id, since)
    expect(trail.map((entry) => entry.action)).toEqual(['create', 'update', 'publish', 'update', 'unpublish', 'delete'])
    for (const entry of trail) {
      expect(entry).toMatchObject({ kind: 'collection', actor: 'user', user: editor.id, userEmail: editor.email })
    }
    expect(fieldsOf(trail[0])).toEqual(expect.arrayContaining(['title', 'slug']))
    expect(fieldsOf(trail[1])).toEqual(['title'])
    expect(fieldsOf(trail[3])).toEqual(['title'])
    // The title as it was at each step, and at the deletion.
    expect(trail.map((entry) => entry.title)).toEqual([
      'Jejak Audit',
      'Jejak Audit Diubah',
      'Jejak Audit Diubah',
      'Jejak Audit Draf Baru',
      'Jejak Audit Draf Baru',
      'Jejak Audit Draf Baru',
    ])
  })

  it('redirects, settings and globals too', async () => {
    const since = now()
    const editor = await signedIn(['editor'])
    const oldUrl = `/jejak-lama-${Date.now()}`
    const id = await createRedirect(editor.token, { old_url: oldUrl, new_url: '/id' })
    expect((await adminRest('PATCH', `/redirects/${id}`, editor.token, { new_url: '/en' })).status).toBe(200)
    const redirectTrail = await entriesOf('redirects', id, since)
    expect(redirectTrail.map((entry) => [entry.action, entry.title, fieldsOf(entry)])).toEqual([
      ['create', oldUrl, ['old_url', 'new_url']],
      ['update', oldUrl, ['new_url']],
    ])

    const admin = await signedIn(['admin'])
    const before = await adminRest('GET', '/globals/form-settings', admin.token)
    const recipients = (before.json.contactRecipients ?? []) as { email: string }[]
    const changed = [...recipients.map(({ email }) => ({ email })), { email: 'jejak-audit@example.com' }]
    expect(
      (await adminRest('POST', '/globals/form-settings', admin.token, { contactRecipients: changed })).status,
    ).toBe(200)
    expect(
      (
        await adminRest('POST', '/globals/form-settings', admin.token, {
          contactRecipients: recipients.map(({ email }) => ({ email })),
        })
      ).status,
    ).toBe(200)
    const globalTrail = await entries({ slug: 'form-settings', user: String(admin.id) }, since)
    expect(globalTrail.map((entry) => [entry.kind, entry.action, fieldsOf(entry)])).toEqual([
      ['global', 'update', ['contactRecipients']],
      ['global', 'update', ['contactRecipients']],
    ])
    // Names of fields only: the addresses are nowhere in the trail.
    expect(JSON.stringify(globalTrail)).not.toContain('jejak-audit@example.com')
  })

  it('accounts: field names only, a new password named and never stored, no value of the account', async () => {
    const since = now()
    const admin = await signedIn(['admin'])
    const email = `jejak-akun-${Date.now()}@example.com`
    const password = 'Rahasia#Jejak2026'
    const id = String(await createAccount(admin.token, { email, password, name: 'Nama Rahasia', roles: ['editor'] }))
    const own = await loginToken(email, password)
    const newPassword = 'Baru#Rahasia2027'
    expect((await adminRest('PATCH', `/users/${id}`, own, { password: newPassword })).status).toBe(200)
    expect((await adminRest('PATCH', `/users/${id}`, admin.token, { roles: ['operator'] })).status).toBe(200)
    expect((await adminRest('DELETE', `/users/${id}`, admin.token)).status).toBe(200)
    const trail = await entriesOf('users', id, since)
    expect(trail.map((entry) => [entry.action, entry.userEmail])).toEqual([
      ['create', admin.email],
      ['signIn', email],
      ['update', email],
      ['update', admin.email],
      ['delete', admin.email],
    ])
    expect(fieldsOf(trail[0])).toEqual(expect.arrayContaining(['name', 'roles', 'email', 'password']))
    expect(fieldsOf(trail[2])).toEqual(['password'])
    expect(fieldsOf(trail[3])).toEqual(['roles'])
    const stored = JSON.stringify(trail)
    for (const secret of [password, newPassword, 'Nama Rahasia', 'operator', 'hash', 'salt', 'sessions']) {
      expect(stored).not.toContain(secret)
    }
  })

  it('the seed and the job queue write as the system, and keep no personal data of a visitor', async () => {
    const seeded = await entries({ slug: 'pages', action: 'create', actor: 'system' })
    expect(seeded.length).toBeGreaterThan(0)
    expect(seeded.every((entry) => entry.user == null && !entry.userEmail)).toBe(true)

    const since = now()
    const visitor = {
      name: 'Pengunjung Rahasia',
      email: 'pengunjung-rahasia@example.com',
      phone: '+62 812-0000-1111',
      subject: `Pertanyaan jejak audit ${Date.now()}`,
      message: 'Apakah jejak audit menyimpan data pribadi saya?',
      locale: 'id' as const,
      captchaToken: captchaAnswer(),
    }
    const sent = await client().submitContactMessage(visitor, { init: { headers: fromClient('198.51.100.201') } })
    expect(sent.ok).toBe(true)
    const found = await adminRest(
      'GET',
      `/contact-messages?where[subject][equals]=${encodeURIComponent(visitor.subject)}`,
      await loginToken(),
    )
    const id = String((found.json.docs as { id: number }[])[0]!.id)
    // Stored by the form, then marked sent by the job that emails it: both the system's.
    await expect
      .poll(async () => (await entriesOf('contact-messages', id, since)).map((e) => e.action), { timeout: 30_000 })
      .toEqual(['create', 'update'])
    const trail = await entriesOf('contact-messages', id, since)
    expect(trail.every((entry) => entry.actor === 'system' && entry.title == null)).toBe(true)
    expect(fieldsOf(trail[1])).toEqual(['notification'])
    const stored = JSON.stringify(trail)
    for (const personal of [
      visitor.name,
      visitor.email,
      visitor.phone,
      visitor.subject,
      visitor.message,
      '198.51.100.201',
    ]) {
      expect(stored).not.toContain(personal)
    }
  })

  it('a refused write leaves no entry', async () => {
    const editor = await signedIn(['editor'])
    const oldUrl = `/jejak-gagal-${Date.now()}`
    const id = await createRedirect(editor.token, { old_url: oldUrl, new_url: '/id' })
    // Invalid, and a duplicate of an existing path (refused by the database's unique index).
    expect((await adminRest('PATCH', `/redirects/${id}`, editor.token, { new_url: '/\\evil.example' })).status).toBe(
      400,
    )
    expect((await adminRest('POST', '/redirects', editor.token, { old_url: oldUrl, new_url: '/en' })).status).toBe(400)
    expect((await entries({ slug: 'redirects', title: oldUrl })).map((entry) => entry.action)).toEqual(['create'])
  })
})

describe('the audit trail records sign-ins', () => {
  it('a sign-in, a wrong password and a sign-out, under the account: no password, token, address or typed email', async () => {
    const since = now()
    const email = `jejak-masuk-${Date.now()}@example.com`
    const password = 'Masuk#Jejak2026'
    const id = String(await createAccount(await loginToken(), { email, password, name: 'Masuk', roles: ['editor'] }))
    const signIns = () => entries({ slug: 'users', documentId: id }, since)

    // The Content API's sign-in and sign-out.
    const token = await loginToken(email, password)
    expect((await client().logout(token)).ok).toBe(true)
    // A wrong password, the email typed in capitals (the same account to Payload's login).
    const wrong = 'Salah#Jejak2026'
    expect((await client().login({ email: email.toUpperCase(), password: wrong })).ok).toBe(false)
    // Payload's own REST sign-in and sign-out, as the admin does them.
    const rest = await fetch(`${cmsUrl()}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    expect(rest.status).toBe(200)
    const restToken = ((await rest.json()) as { token: string }).token
    expect((await adminRest('POST', '/users/logout', restToken)).status).toBe(200)

    // The failed sign-in is written beside the login's answer, not before it (the same time for every account).
    await expect.poll(async () => (await signIns()).length, { timeout: 10_000 }).toBe(6)
    const trail = await signIns()
    expect(trail.map((entry) => entry.action).sort()).toEqual(
      ['create', 'signIn', 'signIn', 'signInFailed', 'signOut', 'signOut'].sort(),
    )
    for (const entry of trail.filter((e) => e.action !== 'create')) {
      expect(entry).toMatchObject({ kind: 'collection', slug: 'users', actor: 'user', userEmail: email })
      expect(String(entry.user)).toBe(id)
    }
    const stored = JSON.stringify(trail)
    for (const secret of [password, wrong, token, restToken, email.toUpperCase(), '127.0.0.1']) {
      expect(stored).not.toContain(secret)
    }
  })

  it('a failed sign-in on an unknown account leaves nothing of what was typed', async () => {
    const since = now()
    const unknown = `tidak-ada-${Date.now()}@example.com`
    expect((await client().login({ email: unknown, password: 'Tebak#Saja2026' })).ok).toBe(false)
    const res = await fetch(`${cmsUrl()}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: unknown, password: 'Tebak#Saja2026' }),
    })
    expect(res.status).toBe(401)
    // A failed sign-in on an existing account afterwards is recorded: once it is, the unknown one would be too.
    const known = await signedIn(['editor'])
    expect((await client().login({ email: known.email, password: 'Bukan#Sandinya2026' })).ok).toBe(false)
    await expect
      .poll(async () => (await entries({ action: 'signInFailed', documentId: String(known.id) }, since)).length, {
        timeout: 10_000,
      })
      .toBe(1)
    const failed = await entries({ action: 'signInFailed' }, since)
    expect(failed.map((entry) => String(entry.user))).toEqual([String(known.id)])
    expect(JSON.stringify(failed)).not.toContain(unknown)
  })
})

describe('who reads the audit trail', () => {
  it('administrators only; nobody writes, changes or deletes it', async () => {
    const since = now()
    const editor = await signedIn(['editor'])
    const operator = await signedIn(['operator'])
    for (const token of [null, editor.token, operator.token]) {
      expect((await adminRest('GET', '/audit-log', token)).status).toBe(403)
    }
    const [entry] = await entries({ slug: 'users', documentId: String(editor.id) }, since)
    expect(entry).toBeDefined()
    const admin = await loginToken()
    expect(
      (
        await adminRest('POST', '/audit-log', admin, {
          action: 'create',
          slug: 'pages',
          actor: 'system',
          kind: 'collection',
        })
      ).status,
    ).toBe(403)
    expect((await adminRest('PATCH', `/audit-log/${entry!.id}`, admin, { title: 'Diubah' })).status).toBe(403)
    expect((await adminRest('DELETE', `/audit-log/${entry!.id}`, admin)).status).toBe(403)
    expect((await entries({ slug: 'users', documentId: String(editor.id) }, since))[0]).toEqual(entry)
  })
})

describe('the trail is kept one year', () => {
  it('the daily job deletes entries older than a year and keeps the newer ones', async () => {
    const since = now()
    const editor = await signedIn(['editor'])
    const redirects = await Promise.all(
      ['a', 'b', 'c'].map((suffix) =>
        createRedirect(editor.token, { old_url: `/jejak-umur-${suffix}-${Date.now()}`, new_url: '/id' }),
      ),
    )
    const [a, b, c] = await Promise.all(redirects.map(async (id) => (await entriesOf('redirects', id, since))[0]!))
    const byId = async (entry: Entry) => (await entries({ id: String(entry.id) })).length
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString()
    await databaseSql(`update audit_log set created_at = '${daysAgo(400)}' where id = ${Number(a!.id)}`)
    await databaseSql(`update audit_log set created_at = '${daysAgo(300)}' where id = ${Number(b!.id)}`)
    // Payload's scheduler queued the daily run for 03:00; it is due now.
    await expect
      .poll(async () => (await databaseSql(`select id from payload_jobs where task_slug = 'pruneAuditLog'`)).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0)
    await databaseSql(`update payload_jobs set wait_until = '${daysAgo(1)}' where task_slug = 'pruneAuditLog'`)
    await expect.poll(() => byId(a!), { timeout: 30_000 }).toBe(0)
    expect(await byId(b!)).toBe(1)
    expect(await byId(c!)).toBe(1)
  })
})
