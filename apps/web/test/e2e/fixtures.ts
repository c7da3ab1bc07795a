import { createContentClient, type Locale } from '@jtt/content-api'

export const LOCALES: Locale[] = ['id', 'en']

/** The Content API the site reads: tests compare the page with it instead of hard-coding content. */
export const api = () => createContentClient({ baseUrl: process.env.E2E_API_URL!, timeoutMs: 10_000 })

export async function must<T>(
  promise: Promise<{ ok: true; data: T } | { ok: false; error: { message: string } }>,
): Promise<T> {
  const result = await promise
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}

/** Every route built so far, per language (the routing table's paths; CMS pages from the API). */
export async function builtRoutes(): Promise<{ name: string; id: string; en: string }[]> {
  const pages = await must(api().pages({ perPage: 100 }))
  return [
    { name: 'home', id: '/id', en: '/en' },
    { name: 'search', id: '/id/hasil-pencarian?q=tol', en: '/en/search-result?q=toll' },
    { name: 'search, nothing found', id: '/id/hasil-pencarian?q=qwxyzv', en: '/en/search-result?q=qwxyzv' },
    { name: 'search, nothing asked', id: '/id/hasil-pencarian', en: '/en/search-result' },
    ...pages.data.map((p) => ({ name: `page ${p.slugs.id}`, id: `/id/${p.slugs.id}`, en: `/en/${p.slugs.en}` })),
  ]
}

export const adminCredentials = () => JSON.parse(process.env.E2E_ADMIN!) as { email: string; password: string }

/** Signs in to the CMS as the test admin and answers the bearer token. */
export async function adminToken(): Promise<string> {
  const { email, password } = adminCredentials()
  return (await must(api().login({ email, password }))).data.token
}

/** Calls Payload's REST API as the test admin (editing content the way the admin UI does). */
export async function cmsRest(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${process.env.E2E_CMS_URL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as Record<string, unknown>
}
