import { z } from 'zod'

/**
 * Server-side check of a reCAPTCHA v2 answer (spec §5, §8). The token comes from the visitor's
 * browser through the web site; only the service that stores the submission verifies it, once
 * (Google refuses a token the second time it is checked).
 */
export type CaptchaConfig = {
  /** The secret key; empty when none is configured. */
  secret: string
  verifyUrl: string
  /** Development: without a secret, submissions pass with a warning in the log instead of failing. */
  development: boolean
  timeoutMs?: number
}

export type CaptchaVerdict =
  | { ok: true; skipped?: 'no-key-in-development' }
  | { ok: false; reason: 'missing' | 'failed' | 'unavailable' | 'not-configured'; detail?: string }

/** The spec's wording (§8), so operators find these lines in the log. */
export const CAPTCHA_MESSAGES = {
  noKey: 'ReCaptcha error: No key provided',
  failedToExecute: 'Failed to execute',
} as const

/** Google's answer (https://developers.google.com/recaptcha/docs/verify); extra fields are allowed. */
const verifyAnswer = z.object({
  success: z.boolean(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
})

export async function verifyCaptcha(
  config: CaptchaConfig,
  token: string | undefined,
  remoteIp: string | null,
  log: (level: 'warn' | 'error', message: string) => void,
): Promise<CaptchaVerdict> {
  if (!config.secret) {
    if (config.development) {
      log('warn', `${CAPTCHA_MESSAGES.noKey} (RECAPTCHA_SECRET_KEY is unset): accepted without a check in development`)
      return { ok: true, skipped: 'no-key-in-development' }
    }
    log('error', `${CAPTCHA_MESSAGES.noKey}: set RECAPTCHA_SECRET_KEY; public forms are refused until then`)
    return { ok: false, reason: 'not-configured' }
  }
  if (!token) return { ok: false, reason: 'missing' }

  const body = new URLSearchParams({ secret: config.secret, response: token })
  if (remoteIp && remoteIp !== 'unknown') body.set('remoteip', remoteIp)
  let answer: z.infer<typeof verifyAnswer>
  try {
    const res = await fetch(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(config.timeoutMs ?? 5000),
    })
    if (!res.ok) throw new Error(`the verify service answered ${res.status}`)
    answer = verifyAnswer.parse(await res.json())
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    log('error', `ReCaptcha error: ${CAPTCHA_MESSAGES.failedToExecute} (verification at ${config.verifyUrl}: ${why})`)
    return { ok: false, reason: 'unavailable', detail: why }
  }
  if (answer.success) return { ok: true }
  const codes = answer['error-codes'] ?? []
  // A wrong or missing secret is our configuration, not the visitor's answer.
  if (codes.some((code) => code === 'invalid-input-secret' || code === 'missing-input-secret')) {
    log('error', `ReCaptcha error: the verify service refused the secret key (${codes.join(', ')})`)
    return { ok: false, reason: 'not-configured', detail: codes.join(', ') }
  }
  return { ok: false, reason: 'failed', detail: codes.join(', ') || 'no error code' }
}
