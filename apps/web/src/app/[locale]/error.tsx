'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { ErrorView } from '@/components/ErrorView'
import { isLocale } from '@/i18n/locales'
import { homeHrefOf } from '@/lib/home-href'

/**
 * Any other error (spec §2): 'Data belum tersedia'. Next answers it with status 500 (spec §8
 * "error with no status → 500"); the content service being down lands here too, and the page
 * recovers by itself once the service is back (next request, or the retry button).
 */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors')
  const common = useTranslations('common')
  const locale = useLocale()
  useEffect(() => {
    console.error(error.digest ?? error.message)
  }, [error])
  return (
    <main id="main">
      <ErrorView
        code={500}
        title={t('unavailableTitle')}
        text={t('unavailableText')}
        homeLabel={common('returnHome')}
        imageAlt={t('imageAlt', { code: 500 })}
        homeHref={homeHrefOf(isLocale(locale) ? locale : 'id')}
      >
        <button type="button" className="button" onClick={reset}>
          {t('tryAgain')}
        </button>
      </ErrorView>
    </main>
  )
}
