import type { Profile } from '@jtt/content-api'
import { cookies } from 'next/headers'
import { api } from '../content/client'
import { emitAuthError } from './events'

import { TOKEN_COOKIE } from './cookies'
import { tokenCookieOptions } from './token-cookie'

export async function readToken(): Promise<string | null> {
  return (await cookies()).get(TOKEN_COOKIE)?.value || null
}

export async function saveToken(token: string, expiresAt: string) {
  ;(await cookies()).set(TOKEN_COOKIE, token, tokenCookieOptions(new Date(expiresAt)))
}

export async function clearToken() {
  ;(await cookies()).delete(TOKEN_COOKIE)
}

export type Session =
  | { state: 'signed-in'; token: string; profile: Profile }
  | { state: 'guest' }
  /** A token the content service no longer accepts: expired, or ended elsewhere. */
  | { state: 'expired' }
  | { state: 'unavailable' }

/** Who is signed in, asked of the content service (`GET /current-user/profile`) each time. */
export async function currentSession(): Promise<Session> {
  const token = await readToken()
  if (!token) return { state: 'guest' }
  const profile = await api.profile(token, { init: { cache: 'no-store' } })
  if (profile.ok) return { state: 'signed-in', token, profile: profile.data.data }
  if (profile.error.status === 401) {
    emitAuthError({ kind: 'session-expired' })
    return { state: 'expired' }
  }
  return { state: 'unavailable' }
}
