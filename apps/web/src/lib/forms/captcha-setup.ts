import { env } from '../../env'
import { logger } from '../log'

/**
 * How the site's forms use reCAPTCHA v2 (spec §5, §8: version 2, normal size), from the environment.
 * Read on the server per request; the browser gets only what the widget needs (`CaptchaSetup`).
 */
export type CaptchaSetup =
  /** The widget is shown and its answer required. */
  | { mode: 'on'; siteKey: string; scriptUrl: string; fallbackUrl: string }
  /** Development without a usable configuration: forms work, with a visible warning. */
  | { mode: 'off'; warning: string }
  /** Production without a usable configuration: forms are refused (a configuration error). */
  | { mode: 'broken'; error: string }

/** The spec's messages (§8). */
const CAPTCHA_ERRORS = {
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'ReCaptcha error: No version provided',
  loadScript: 'ReCaptcha error: Failed to load script',
  execute: 'Failed to execute',
} as const

const SUPPORTED_VERSION = '2'

const reported = new Set<string>()
/** Each configuration problem is logged once per process, as an error in production. */
function report(message: string, development: boolean) {
  if (reported.has(message)) return
  reported.add(message)
  if (development) logger().warn(`forms: ${message}: development mode, forms are accepted without a captcha`)
  else logger().error(`forms: ${message}: public forms are refused until reCAPTCHA is configured (see .env.example)`)
}

export function captchaSetup(): CaptchaSetup {
  const { development } = env
  const { version, siteKey, scriptUrl } = env.recaptcha
  const problem = !version
    ? CAPTCHA_ERRORS.noVersion
    : version !== SUPPORTED_VERSION
      ? `ReCaptcha error: version ${version} is not supported (this site uses version ${SUPPORTED_VERSION})`
      : !siteKey
        ? CAPTCHA_ERRORS.noKey
        : null
  if (problem) {
    report(problem, development)
    return development ? { mode: 'off', warning: problem } : { mode: 'broken', error: problem }
  }
  // Google serves the no-JavaScript challenge next to the script: …/recaptcha/api/fallback.
  const fallbackUrl = new URL('api/fallback', scriptUrl).toString()
  return { mode: 'on', siteKey, scriptUrl, fallbackUrl }
}
