'use client'

import type { CaptchaSetup } from '@/lib/forms/captcha-setup'
import { Captcha, type CaptchaTexts } from './Captcha'
import styles from './forms.module.css'

type Props = {
  setup: CaptchaSetup
  locale: string
  texts: CaptchaTexts & { devWarning: string }
  error?: string
  attempt: number
}

/**
 * The captcha as configured: the widget; in development without a configuration, the spec's message
 * as a visible warning (the form works without it); misconfigured in production, nothing here (the
 * form says it is unavailable).
 */
export function CaptchaSlot({ setup, locale, texts, error, attempt }: Props) {
  if (setup.mode === 'on') {
    return (
      <Captcha
        siteKey={setup.siteKey}
        scriptUrl={setup.scriptUrl}
        fallbackUrl={setup.fallbackUrl}
        locale={locale}
        texts={texts}
        error={error}
        attempt={attempt}
      />
    )
  }
  if (setup.mode === 'off') {
    return (
      <p className={styles.warning} role="note" data-captcha-warning>
        <strong>{setup.warning}.</strong> {texts.devWarning}
      </p>
    )
  }
  return null
}
