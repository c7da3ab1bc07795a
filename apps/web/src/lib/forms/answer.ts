import type { CallOptions, ContentApiError } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import { headers } from 'next/headers'
import type { Locale } from '@/i18n/locales'
import { RETRY_AFTER_HEADER } from './proxy-guard'
import type { FieldError, FormProblem, FormState } from './state'

/** Server-side pieces every form action shares (server only: reads the request and the messages). */

/** The visitor's address (set by the front from the socket or trusted proxies) and the proxy's limit verdict. */
export async function requestFacts() {
  const h = await headers()
  const retryAfter = Number(h.get(RETRY_AFTER_HEADER) ?? 0)
  return { ip: h.get('x-real-ip') ?? 'unknown', retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : 0 }
}

/**
 * Options for a call to the content service on the visitor's behalf: their address goes along, so
 * its own per-address limits count them, not this server (it trusts us as a proxy: TRUSTED_PROXIES).
 */
export const onBehalfOf = (ip: string): CallOptions => ({
  init: { headers: ip && ip !== 'unknown' ? { 'x-forwarded-for': ip } : undefined, cache: 'no-store' },
})

/** A form answer with a problem for the whole submission, worded in the page's language. */
export async function problemState(
  locale: Locale,
  prev: FormState,
  values: FormState['values'],
  problem: FormProblem,
  retryAfterSeconds = 0,
): Promise<FormState> {
  const t = await getTranslations({ locale, namespace: 'forms.problems' })
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return { values, errors: {}, problem, problemText: t(problem, { minutes }), attempt: prev.attempt + 1 }
}

export const fieldState = (prev: FormState, values: FormState['values'], errors: Record<string, FieldError>) => ({
  values,
  errors,
  attempt: prev.attempt + 1,
})

/** What the content service's refusal means for the form: a field error or a problem. */
export function meaningOf(
  error: ContentApiError,
): { field: FieldError } | { problem: FormProblem; retryAfterSeconds?: number } {
  switch (error.code) {
    case 'captcha_required':
      return { field: 'captchaRequired' }
    case 'captcha_failed':
      return { field: 'captchaFailed' }
    case 'captcha_unavailable':
      return { problem: 'captchaUnavailable' }
    case 'not_configured':
      return { problem: 'notConfigured' }
    case 'too_many_requests':
      return { problem: 'rateLimited', retryAfterSeconds: 15 * 60 }
    case 'invalid_token':
      return { problem: 'invalidLink' }
    case 'token_expired':
      return { problem: 'expiredLink' }
    default:
      // The service is away, or refused what this site already checked: nothing the visitor can fix.
      return { problem: 'unavailable' }
  }
}
