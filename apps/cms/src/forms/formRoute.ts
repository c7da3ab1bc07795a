import type { Payload } from 'payload'
import type { z } from 'zod'
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
type FormRouteSpec<S extends z.ZodType> = {
  limiter: ReturnType<typeof rateLimiter>
  schema: S
  /** Forms a visitor fills in carry a captcha answer; links from emails do not. */
  captcha: boolean
  handle: (data: z.output<S>, context: Context) => Promise<Response>
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
export function formRoute<S extends z.ZodType>(spec: FormRouteSpec<S>) {
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
