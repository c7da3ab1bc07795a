import { SLUG_PATTERN } from '@jtt/content-api'
import { languageOf, type WithLanguage } from '../i18n/language'

const MESSAGE = {
  id: 'Gunakan huruf kecil, angka dan tanda hubung tunggal (mis. tentang-kami).',
  en: 'Use lowercase letters, digits and single hyphens (e.g. about-us).',
}

/** A slug field's check, answered in the user's interface language (Payload passes the request). */
export const validateSlug = (value: string | null | undefined, options?: { req?: WithLanguage }): true | string =>
  !value || SLUG_PATTERN.test(value) ? true : MESSAGE[languageOf(options?.req)]
