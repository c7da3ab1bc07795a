'use client'

import { useTranslation } from '@payloadcms/ui'
import { languageOf } from '../i18n/language'
import type { ScreenKey, screenTranslations } from '../i18n/screens'

/** The custom screens' `t` and the user's interface language, in a client component. */
export function useScreenTranslation() {
  const { t, i18n } = useTranslation<(typeof screenTranslations)['en'], ScreenKey>()
  return { t, language: languageOf({ i18n }) }
}
