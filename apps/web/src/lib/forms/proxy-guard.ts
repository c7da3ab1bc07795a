import type { NextRequest } from 'next/server'
import { countFormPost, type FormName } from './rate-limit'

/** Set by the proxy on a JavaScript form post over its limit; the server action answers with it. */
export const RETRY_AFTER_HEADER = 'x-jtt-form-retry-after'

export type FormPostVerdict =
  /** A post the page cannot take (not form data, unreadable): 400. */
  | { kind: 'bad' }
  /** Over the limit; `script`: sent by the page's JavaScript (the action shows it in the form). */
  | { kind: 'limited'; retryAfterSeconds: number; script: boolean }
  | { kind: 'ok'; script: boolean }

/**
 * Form data as browsers send a form without JavaScript (React renders server-action forms as
 * multipart), carrying a server action (`$ACTION_…` fields). Anything else would reach Next as a
 * request it cannot decode.
 */
export async function isActionFormPost(request: NextRequest): Promise<boolean> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return false
  try {
    const data = await request.clone().formData()
    return [...data.keys()].some((key) => key.startsWith('$ACTION_'))
  } catch {
    return false
  }
}

/** Checks and counts one POST to a form page (every post counts, valid or not). */
export async function checkFormPost(request: NextRequest, form: FormName): Promise<FormPostVerdict> {
  const script = request.headers.has('next-action')
  if (!script && !(await isActionFormPost(request))) return { kind: 'bad' }
  const wait = await countFormPost(form, request.headers.get('x-real-ip') ?? 'unknown')
  return wait > 0 ? { kind: 'limited', retryAfterSeconds: wait, script } : { kind: 'ok', script }
}
