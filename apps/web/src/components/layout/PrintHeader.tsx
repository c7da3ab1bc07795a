import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { absoluteUrl } from '@/lib/site'

/** Printed pages only (styles/print.css): the company's name and the page's address above the content. */
export async function PrintHeader({ locale, path }: { locale: Locale; path: string }) {
  const [meta, t] = await Promise.all([
    getTranslations({ locale, namespace: 'meta' }),
    getTranslations({ locale, namespace: 'appearance' }),
  ])
  return (
    <div className="print-header" data-print-header="">
      <strong>{meta('siteName')}</strong>
      {t('printedFrom', { url: absoluteUrl(path) })}
    </div>
  )
}
