import { describe, expect, it } from 'vitest'
import { adminRest, cmsUrl, loginToken } from './helpers'

/**
 * The admin's interface language is Indonesian unless the user chose English (Account › Language, kept
 * in the `payload-lng` cookie), whatever the browser's Accept-Language; the project's validation
 * messages and its rest-area status screen follow it, one language at a time.
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
