import { getTranslations } from 'next-intl/server'
import type { CaptchaTexts } from '@/components/forms/Captcha'
import type { FormTexts } from '@/components/forms/texts'
import type { Locale } from '@/i18n/locales'
import type { FieldError } from './state'

type FieldSpec = { label: string; min?: number; max?: number }

/**
 * The sentences a form needs, in the page's language: for each field, one per error key (so the
 * browser's check and the server's answer read the same), plus the form's own words.
 */
export async function formTexts(locale: Locale, fields: Record<string, FieldSpec>): Promise<FormTexts> {
  const t = await getTranslations({ locale, namespace: 'forms' })
  const sentences = ({ label, min = 0, max = 0 }: FieldSpec): Partial<Record<FieldError, string>> => ({
    required: t('errors.required', { field: label }),
    tooShort: t('errors.tooShort', { field: label, min }),
    tooLong: t('errors.tooLong', { field: label, max }),
    invalid: t('errors.invalid', { field: label }),
    invalidEmail: t('errors.invalidEmail'),
    invalidPhone: t('errors.invalidPhone'),
    chooseTopic: t('errors.chooseTopic'),
  })
  const fieldErrors: FormTexts['fieldErrors'] = Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [name, sentences(spec)]),
  )
  fieldErrors.captcha = { captchaRequired: t('errors.captchaRequired'), captchaFailed: t('errors.captchaFailed') }
  fieldErrors._ = sentences({ label: t('thisField') })
  return {
    summaryTitle: t('summaryTitle'),
    requiredNote: t('requiredNote'),
    optional: t('optional'),
    sending: t('sending'),
    fieldErrors,
  }
}

export async function captchaTexts(locale: Locale): Promise<CaptchaTexts & { devWarning: string }> {
  const t = await getTranslations({ locale, namespace: 'captcha' })
  return {
    legend: t('legend'),
    hint: t('hint'),
    loadFailed: t('loadFailed'),
    executeFailed: t('executeFailed'),
    noscriptLabel: t('noscriptLabel'),
    noscriptHint: t('noscriptHint'),
    frameTitle: t('frameTitle'),
    devWarning: t('devWarning'),
  }
}
