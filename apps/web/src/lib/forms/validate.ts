import {
  alertSubscriptionRequestSchema,
  contactMessageRequestSchema,
  emailLinkTokenRequestSchema,
  fieldErrors,
  unsubscribeLinkRequestSchema,
} from '@jtt/content-api/forms'
import type { FieldError } from './state'

/** The server action's validation of a form body: the contract's zod schemas (the browser checks by hand, `checks.ts`). */
export const schemas = {
  contact: contactMessageRequestSchema,
  subscribe: alertSubscriptionRequestSchema,
  unsubscribeRequest: unsubscribeLinkRequestSchema,
  linkToken: emailLinkTokenRequestSchema,
}

/**
 * Field errors of a body (empty when valid). `captchaNeeded`: the captcha is on and must be answered
 * before anything is sent.
 */
export function validate(
  schema: (typeof schemas)[keyof typeof schemas],
  body: object,
  captchaNeeded: boolean,
): Record<string, FieldError> {
  const parsed = schema.safeParse(body)
  const errors: Record<string, FieldError> = parsed.success ? {} : { ...fieldErrors(parsed.error) }
  delete errors.captchaToken
  if (captchaNeeded && !(body as { captchaToken?: string }).captchaToken) errors.captcha = 'captchaRequired'
  return errors
}
