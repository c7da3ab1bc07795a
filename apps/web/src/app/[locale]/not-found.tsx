import { getLocale, getTranslations } from 'next-intl/server'
import { ErrorView } from '@/components/ErrorView'
import { PageShell } from '@/components/layout/PageShell'
import { isLocale } from '@/i18n/locales'
import { routeAlternates } from '@/lib/alternates'

/** 404 inside a language (spec §2/§8), rendered on the server so it reads without JavaScript. */
export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : 'id'
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'errors' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  return (
    <PageShell locale={locale} alternates={routeAlternates('/')}>
      <title>{t('notFoundTitle')}</title>
      <meta name="robots" content="noindex" />
      <ErrorView
        code={404}
        title={t('notFoundTitle')}
        text={t('notFoundText')}
        homeLabel={common('returnHome')}
        imageAlt={t('imageAlt', { code: 404 })}
      />
    </PageShell>
  )
}
