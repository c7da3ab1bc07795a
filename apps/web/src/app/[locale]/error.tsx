'use client'

import { useEffect } from 'react'
import { ErrorView } from '@/components/ErrorView'
import { useErrorStrings } from '@/components/client/ErrorStrings'

/** The Indonesian words, should the layout's provider be missing (the page is Indonesian by default). */
const FALLBACK = {
  title: 'Data belum tersedia',
  text: 'Maaf, untuk saat ini data yang Anda butuhkan belum tersedia',
  tryAgain: 'Coba lagi',
  returnHome: 'Kembali ke Beranda',
  imageAlt: 'Ilustrasi kesalahan 500',
  homeHref: '/id',
}

/**
 * Any other error (spec §2): 'Data belum tersedia'. Next answers it with status 500 (spec §8
 * "error with no status → 500"); the content service being down lands here too, and the page
 * recovers by itself once the service is back (next request, or the retry button).
 */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const strings = useErrorStrings() ?? FALLBACK
  useEffect(() => {
    // In the visitor's browser (a client component): the server logged the error under this digest.
    // eslint-disable-next-line no-console
    console.error(error.digest ?? error.message)
  }, [error])
  return (
    <main id="main">
      <ErrorView
        code={500}
        title={strings.title}
        text={strings.text}
        homeLabel={strings.returnHome}
        imageAlt={strings.imageAlt}
        homeHref={strings.homeHref}
      >
        <button type="button" className="button" onClick={reset}>
          {strings.tryAgain}
        </button>
      </ErrorView>
    </main>
  )
}
