'use server'

import { draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { isLocale } from '@/i18n/locales'
import { api } from '../content/client'
import { safeInternalPath } from '../safe-redirect'
import { emitAuthError } from './events'
import { clearToken, readToken, saveToken } from './session'

export type LoginError = 'input' | 'refused' | 'tooMany' | 'unavailable'
export type LoginState = { error?: LoginError; email: string }

const loginForm = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(1024),
  redirect: z.string().max(2000).optional(),
  locale: z.string().refine(isLocale),
})

/** The visitor's address, passed on so the content service rate-limits per visitor, not per web server. */
const visitor = async () => ({ 'x-forwarded-for': (await headers()).get('x-real-ip') ?? 'unknown' })

/**
 * Spec §4: login sets the bearer token, then fetches the profile. Works as a plain form post (no
 * JavaScript) and through the form's action state; Next refuses cross-origin action posts (CSRF).
 * A `redirect` target is followed only when it is an internal path (spec §5), else the home page.
 */
/**
 * What the form says about a refused login. A 429 is this visitor's limit (its address, or its address
 * on this account): no account is ever locked for everyone, so the form never says so.
 */
const loginError = ({ status }: { status: number }): LoginError =>
  status === 401 ? 'refused' : status === 429 ? 'tooMany' : 'unavailable'

export async function login(_previous: LoginState, form: FormData): Promise<LoginState> {
  const email = String(form.get('email') ?? '').slice(0, 254)
  const parsed = loginForm.safeParse(Object.fromEntries(form))
  if (!parsed.success) return { error: 'input', email }
  const { password, locale } = parsed.data
  const answer = await api.login(
    { email: parsed.data.email, password },
    { init: { cache: 'no-store', headers: await visitor() } },
  )
  if (!answer.ok) {
    const error = loginError(answer.error)
    emitAuthError({
      kind:
        error === 'refused' ? 'login-refused' : error === 'unavailable' ? 'service-unavailable' : 'login-rate-limited',
    })
    return { error, email }
  }
  const { token, expiresAt } = answer.data.data
  const profile = await api.profile(token, { init: { cache: 'no-store' } })
  if (!profile.ok) {
    // No profile, no sign-in: the session the CMS just opened is ended rather than left behind unused.
    await api.logout(token, { init: { cache: 'no-store' } })
    return { error: 'unavailable', email }
  }
  await saveToken(token, expiresAt)
  redirect(safeInternalPath(parsed.data.redirect, `/${locale}`))
}

/** Logout (a POST, never a GET): the content service ends the session, the cookie goes, then home (spec §4). */
export async function logout(form: FormData) {
  const token = await readToken()
  if (token) await api.logout(token, { init: { cache: 'no-store' } })
  await clearToken()
  ;(await draftMode()).disable()
  const locale = String(form.get('locale') ?? '')
  redirect(isLocale(locale) && locale !== 'id' ? `/${locale}` : '/')
}

/** Leaves preview (a POST from the preview bar): visitors' published pages again, on the same page. */
export async function exitPreview(form: FormData) {
  ;(await draftMode()).disable()
  redirect(safeInternalPath(String(form.get('path') ?? ''), '/'))
}
