import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { routeAlternates } from '@/lib/alternates'
import { homeHrefOf } from '@/lib/home-href'
import { ErrorView } from './ErrorView'
import { PageShell } from './layout/PageShell'

type Props = {
  locale: Locale
  code: ErrorPageCode
  /** Title and robots tags in the body, for `not-found.tsx`, which cannot export metadata. */
  inlineHead?: boolean
}

/** 404 and 501 of spec §2; 429 for a visitor over a form's limit (lib/forms/rate-limit.ts). */
export type ErrorPageCode = 404 | 429 | 501

/** The texts of an error page (spec §2), for its body and its metadata. */
export async function errorTexts(locale: Locale, code: ErrorPageCode) {
  const t = await getTranslations({ locale, namespace: 'errors' })
  if (code === 429) {
    const forms = await getTranslations({ locale, namespace: 'forms' })
    return { title: forms('tooManyTitle'), text: forms('tooManyText'), imageAlt: t('imageAlt', { code: 500 }) }
  }
  return code === 404
    ? { title: t('notFoundTitle'), text: t('notFoundText'), imageAlt: t('imageAlt', { code }) }
    : { title: t('serverErrorTitle'), text: t('serverErrorText'), imageAlt: t('imageAlt', { code }) }
}

/** A whole error page (header, menu, footer) in one language: 404 or 501 (spec §2), or 429. */
export async function ErrorPage({ locale, code, inlineHead = false }: Props) {
  const [{ title, text, imageAlt }, common, meta] = await Promise.all([
    errorTexts(locale, code),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'meta' }),
  ])
  return (
    <PageShell locale={locale} alternates={routeAlternates('/')}>
      {inlineHead && <title>{`${title} | ${meta('siteName')}`}</title>}
      {inlineHead && <meta name="robots" content="noindex" />}
      <ErrorView
        code={code}
        title={title}
        text={text}
        homeLabel={common('returnHome')}
        homeHref={homeHrefOf(locale)}
        imageAlt={imageAlt}
      />
    </PageShell>
  )
}
