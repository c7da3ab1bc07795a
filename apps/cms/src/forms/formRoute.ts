import type { Payload } from 'payload'
import { fieldErrors } from '@jtt/content-api'
import { ApiError, badRequest, tooManyRequests } from '../api/errors'
import { apiRoute } from '../api/handler'
import { payloadClient } from '../api/payload'
import { readJson } from '../api/readJson'
import { json } from '../api/respond'
import { verifyCaptcha, type CaptchaVerdict } from '../captcha/verify'
import { env } from '../lib/env'
import { clientIpOf, type rateLimiter } from '../lib/rateLimit'

/** Bodies of the form resources: a long message in any script, plus a captcha answer. */
const FORM_BODY_BYTES = 32 * 1024

type Context = { payload: Payload; ip: string }
/** A contract schema (zod/mini), seen from what this route uses of it. */
type BodySchema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: Parameters<typeof fieldErrors>[0] }
}
type FormRouteSpec<T> = {
  limiter: ReturnType<typeof rateLimiter>
  schema: BodySchema<T>
  /** Forms a visitor fills in carry a captcha answer; links from emails do not. */
  captcha: boolean
  handle: (data: T, context: Context) => Promise<Response>
}

const captchaRefusal = (verdict: Exclude<CaptchaVerdict, { ok: true }>): ApiError => {
  switch (verdict.reason) {
    case 'missing':
      return new ApiError(400, 'captcha_required', 'Answer the captcha (captchaToken) to send this form.')
    case 'failed':
      return new ApiError(400, 'captcha_failed', 'The captcha answer was not accepted; try again.')
    case 'unavailable':
      return new ApiError(503, 'captcha_unavailable', 'The captcha could not be checked just now; try again.')
    case 'not-configured':
      return new ApiError(503, 'not_configured', 'This form is not available: the captcha is not configured.')
  }
}

/**
 * A public POST resource of a form, in the order that keeps abuse cheap: the per-address limit
 * (every post counts), the body (JSON, size-limited, strictly validated: unknown fields are refused),
 * the captcha (verified once, here), then the handler.
 */
export function formRoute<T>(spec: FormRouteSpec<T>) {
  return apiRoute(async (request) => {
    const ip = clientIpOf(request.headers)
    const wait = await spec.limiter.hit(ip)
    if (wait > 0) throw tooManyRequests('Too many form posts from this address; try again later.', wait)
    const parsed = spec.schema.safeParse(await readJson(request, FORM_BODY_BYTES))
    if (!parsed.success) {
      const fields = Object.entries(fieldErrors(parsed.error))
        .map(([field, key]) => `${field} (${key})`)
        .join(', ')
      throw badRequest('validation_failed', `Invalid or unknown fields: ${fields}.`)
    }
    if (spec.captcha) {
      const token = (parsed.data as { captchaToken?: string }).captchaToken
      const payload = await payloadClient()
      const verdict = await verifyCaptcha(
        { secret: env.recaptchaSecret, verifyUrl: env.recaptchaVerifyUrl, development: env.development },
        token,
        ip,
        (level, message) => payload.logger[level](message),
      )
      if (!verdict.ok) throw captchaRefusal(verdict)
    }
    return spec.handle(parsed.data, { payload: await payloadClient(), ip })
  })
}

/** Answers `{ data }` with the status of a form resource (201 stored, 202 accepted, 200 done). */
export const formAnswer = (data: unknown, status: 200 | 201 | 202) => json({ data }, status)

/** The resources take POST only; other methods get the contract's 405. */
export const postOnly = async () =>
  json({ error: { code: 'method_not_allowed', message: 'Use POST.' } }, 405, {
    'cache-control': 'private, no-store',
    allow: 'POST',
  })
