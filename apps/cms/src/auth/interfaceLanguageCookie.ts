import { LANGUAGE_COOKIE, type AdminLanguage } from '../i18n/language'

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60

/** The signed-in user's interface language in Payload's login or refresh answer (`{ user: { … } }`); none chosen is Indonesian. */
async function chosenLanguage(res: Response): Promise<AdminLanguage | null> {
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('application/json')) return null
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => null)
  const user = (body as { user?: { interfaceLanguage?: unknown } | null } | null)?.user
  if (!user) return null
  return user.interfaceLanguage === 'en' ? 'en' : 'id'
}

/**
 * Each user's interface language is a field of their account (`interfaceLanguage`), and Payload reads
 * the language from the `payload-lng` cookie: a login, and each token refresh (the admin refreshes
 * after the user saves their own account, and before the token runs out), set the cookie to the
 * account's choice, so it follows the user to every browser they sign in on. The cookie as Payload's
 * own switch sets it (a year, the whole site).
 */
export async function withInterfaceLanguage(res: Response): Promise<Response> {
  const language = await chosenLanguage(res)
  if (!language) return res
  const headers = new Headers(res.headers)
  headers.append('set-cookie', `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax`)
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers })
}
