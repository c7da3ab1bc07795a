import type { Payload } from 'payload'
import { CAPTCHA_MESSAGES } from '../captcha/verify'
import { describeEmailSetup } from '../email/transport'
import { runningCommandLine } from '../lib/commandLine'
import { env } from '../lib/env'

/**
 * Says at start-up what the forms will do, so a missing setting is found before the first visitor:
 * where emails go (or that they cannot), and whether captcha answers can be checked.
 */
export function reportFormSetup(payload: Payload): void {
  // Command-line tasks (migrate, seed) send nothing and take no form posts.
  if (runningCommandLine()) return
  const email = describeEmailSetup()
  payload.logger[email.level](email.message)
  if (env.recaptchaSecret) return
  if (env.development) {
    payload.logger.warn(`${CAPTCHA_MESSAGES.noKey}: RECAPTCHA_SECRET_KEY is unset; development accepts forms unchecked`)
  } else {
    payload.logger.error(
      `${CAPTCHA_MESSAGES.noKey}: RECAPTCHA_SECRET_KEY is unset; public forms answer 503 until it is`,
    )
  }
}
