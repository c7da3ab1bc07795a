import { isUntranslated } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import styles from './content.module.css'

/**
 * `lang` for a part of an answer: "id" when it fell back to Indonesian (the contract's `untranslated`
 * paths), so screen readers pronounce it right; undefined when it is in the page's language.
 */
export const langOf = (untranslated: readonly string[], ...paths: string[]): 'id' | undefined =>
  paths.some((path) => isUntranslated(untranslated, path)) ? 'id' : undefined

/**
 * The visible note that a part of the page is shown in Indonesian because it has no English yet;
 * nothing when `show` is false. The note itself is in the page's language.
 */
export async function FallbackNote({ show, locale }: { show: boolean; locale: Locale }) {
  if (!show) return null
  const t = await getTranslations({ locale, namespace: 'fallback' })
  return (
    <p className={styles.fallbackNote} lang={locale} data-fallback-note="">
      {t('note')}
    </p>
  )
}

/** A small visible tag for a list item shown in Indonesian (cards, where a full note would crowd). */
export async function FallbackTag({ show, locale }: { show: boolean; locale: Locale }) {
  if (!show) return null
  const t = await getTranslations({ locale, namespace: 'fallback' })
  return (
    <span className={styles.fallbackTag} lang={locale} data-fallback-note="">
      {t('tag')}
    </span>
  )
}
