import { describe, expect, it } from 'vitest'
import { adminRest, cmsUrl, loginToken } from './helpers'

/**
 * The admin's interface language is Indonesian unless the user chose English (their account's
 * Interface language, which signing in puts in the `payload-lng` cookie), whatever the browser's
 * Accept-Language; the project's validation messages, its login refusals and its rest-area status
 * screen follow it, one language at a time.
 */
const BAD_REDIRECT = { old_url: '/bahasa-uji-lama', new_url: '/\\evil.example' }

/** The field messages of Payload's ValidationError answer. */
const fieldMessages = (json: unknown) =>
  ((json as { errors?: { data?: { errors?: { message: string }[] } }[] }).errors ?? []).flatMap((e) =>
    (e.data?.errors ?? []).map((f) => f.message),
  )

async function postRedirect(token: string, headers: Record<string, string>) {
  const res = await fetch(`${cmsUrl()}/api/redirects`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(BAD_REDIRECT),
  })
  return { status: res.status, messages: fieldMessages(await res.json()) }
}

/**
 * An admin page as a browser opening it gets it (Payload takes the session cookie from a direct
 * navigation): its HTML and the language cookie the answer sets, if any.
 */
async function adminPage(path: string, cookies: string[], acceptLanguage = 'en-US,en;q=0.9') {
  const res = await fetch(`${cmsUrl()}/admin${path}`, {
    headers: { cookie: cookies.join('; '), 'accept-language': acceptLanguage, 'sec-fetch-site': 'none' },
    redirect: 'manual',
  })
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('payload-lng='))
  return { status: res.status, html: await res.text(), setCookie }
}

describe('validation messages follow the interface language', () => {
  it('answers Indonesian by default, English when the request or the user says so', async () => {
    const token = await loginToken()
    const byDefault = await postRedirect(token, {})
    expect(byDefault.status).toBe(400)
    expect(byDefault.messages).toContainEqual(expect.stringMatching(/Garis miring terbalik/))
    const english = await postRedirect(token, { 'accept-language': 'en-GB,en;q=0.8' })
    expect(english.messages).toContainEqual(expect.stringMatching(/backslash/))
    // The user's choice (the cookie) wins over the browser's language.
    const chosen = await postRedirect(token, { cookie: 'payload-lng=en', 'accept-language': 'id' })
    expect(chosen.messages).toContainEqual(expect.stringMatching(/backslash/))
    expect(chosen.messages.join(' ')).not.toMatch(/Garis miring/)
    // Nothing was saved.
    const saved = await adminRest('GET', '/redirects?where[old_url][equals]=/bahasa-uji-lama', token)
    expect(saved.json.totalDocs).toBe(0)
  })
})

describe('the admin interface language', () => {
  it('is Indonesian for a browser that has not chosen, even an English one, and stays the user’s choice', async () => {
    const first = await adminPage('/login', [])
    expect(first.status).toBe(200)
    expect(first.html).toMatch(/<html[^>]* lang="id"/)
    expect(first.setCookie).toMatch(/^payload-lng=id;.*Path=\//i)
    const english = await adminPage('/login', ['payload-lng=en'], 'id')
    expect(english.html).toMatch(/<html[^>]* lang="en"/)
    expect(english.setCookie).toBeUndefined()
  })

  it('shows the rest-area status screen in one language at a time', async () => {
    const operator = { email: 'operator-bahasa@example.com', password: 'Operator#Bahasa1' }
    await adminRest('POST', '/users', await loginToken(), { ...operator, name: 'Operator Bahasa', roles: ['operator'] })
    const session = `payload-token=${await loginToken(operator.email, operator.password)}`
    const id = await adminPage('/rest-area-status', [session, 'payload-lng=id'])
    const en = await adminPage('/rest-area-status', [session, 'payload-lng=en'])
    expect(id.status).toBe(200)
    expect(en.status).toBe(200)
    // The rendered screen (the page also carries its language's words for the browser, never the other's).
    for (const shown of ['>Status rest area</h1>', 'Tutup</label>', '>Catatan (opsional)</label>', '>Simpan</button>'])
      expect(id.html).toContain(shown)
    for (const shown of ['>Rest-area status</h1>', 'Closed</label>', '>Note (optional)</label>', '>Save</button>'])
      expect(en.html).toContain(shown)
    expect(id.html).not.toContain('Choose a status and Save')
    expect(en.html).not.toContain('Pilih status lalu Simpan')
    for (const { html } of [id, en]) expect(html).not.toContain('Simpan / Save')
  })
})

/** Signs in through the admin's login (Payload's REST login) from a browser with these cookies. */
async function adminSignIn(email: string, password: string, cookies: string[] = [], ip = '192.0.2.210') {
  const res = await fetch(`${cmsUrl()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  })
  const set = res.headers.getSetCookie()
  const cookie = (name: string) => set.find((c) => c.startsWith(`${name}=`))?.split(';')[0]
  return {
    status: res.status,
    message: ((await res.json()) as { errors?: { message: string }[] }).errors?.[0]?.message,
    session: cookie('payload-token'),
    language: cookie('payload-lng'),
  }
}

describe('each user’s own interface language', () => {
  const password = 'Bahasa#Pengguna2026'

  it('follows the user to a fresh browser: English for a user who chose it, Indonesian by default', async () => {
    const admin = await loginToken()
    const english = { email: `bahasa-en-${Date.now()}@example.com`, password, name: 'English', roles: ['editor'] }
    const indonesian = { email: `bahasa-id-${Date.now()}@example.com`, password, name: 'Indonesia', roles: ['editor'] }
    expect((await adminRest('POST', '/users', admin, { ...english, interfaceLanguage: 'en' })).status).toBe(201)
    const created = await adminRest('POST', '/users', admin, indonesian)
    expect((created.json.doc as { interfaceLanguage: string }).interfaceLanguage).toBe('id')

    const signedIn = await adminSignIn(english.email, password)
    expect(signedIn.status).toBe(200)
    expect(signedIn.language).toBe('payload-lng=en')
    const page = await adminPage('', [signedIn.session!, signedIn.language!], 'id')
    expect(page.status).toBe(200)
    expect(page.html).toMatch(/<html[^>]* lang="en"/)

    // Whatever this browser chose before, and an English browser: the account's choice.
    const byDefault = await adminSignIn(indonesian.email, password, ['payload-lng=en'])
    expect(byDefault.language).toBe('payload-lng=id')
    const idPage = await adminPage('', [byDefault.session!, byDefault.language!])
    expect(idPage.html).toMatch(/<html[^>]* lang="id"/)
  })

  it('changing it on the account takes effect at the admin’s next token refresh', async () => {
    const email = `bahasa-ganti-${Date.now()}@example.com`
    const created = await adminRest('POST', '/users', await loginToken(), {
      email,
      password,
      name: 'Ganti',
      roles: ['editor'],
    })
    const id = (created.json.doc as { id: number }).id
    const signedIn = await adminSignIn(email, password)
    expect(signedIn.language).toBe('payload-lng=id')
    const own = await loginToken(email, password)
    expect((await adminRest('PATCH', `/users/${id}`, own, { interfaceLanguage: 'en' })).status).toBe(200)
    // The admin refreshes its token after the user saves their own account.
    const refreshed = await fetch(`${cmsUrl()}/api/users/refresh-token`, {
      method: 'POST',
      headers: { cookie: [signedIn.session!, signedIn.language!].join('; '), 'sec-fetch-site': 'same-origin' },
    })
    expect(refreshed.status).toBe(200)
    expect(refreshed.headers.getSetCookie().find((c) => c.startsWith('payload-lng='))).toMatch(/^payload-lng=en;/)
  })
})

describe('the login’s refusals speak the admin’s language', () => {
  it('a wrong password, and too many from one address, in Indonesian or English', async () => {
    const ip = '192.0.2.220'
    const wrong = await adminSignIn('nobody-bahasa@example.com', 'Salah#Sandi1', [], ip)
    expect(wrong).toMatchObject({ status: 401, message: 'Email atau kata sandi salah.' })
    const wrongEn = await adminSignIn('nobody-bahasa@example.com', 'Salah#Sandi1', ['payload-lng=en'], ip)
    expect(wrongEn).toMatchObject({ status: 401, message: 'Email or password is incorrect.' })
    // Five failures of this address on one account: the next is refused.
    for (let i = 0; i < 3; i++) await adminSignIn('nobody-bahasa@example.com', 'Salah#Sandi1', [], ip)
    const refused = await adminSignIn('nobody-bahasa@example.com', 'Salah#Sandi1', [], ip)
    expect(refused).toMatchObject({ status: 429, message: expect.stringMatching(/^Terlalu banyak percobaan masuk/) })
    const refusedEn = await adminSignIn('nobody-bahasa@example.com', 'Salah#Sandi1', ['payload-lng=en'], ip)
    expect(refusedEn).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many failed sign-ins/) })
  })
})
