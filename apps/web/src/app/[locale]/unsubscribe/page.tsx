import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { UnsubscribeScreen } from '@/components/forms/UnsubscribeScreen'
import { PageShell } from '@/components/layout/PageShell'
import { isLocale } from '@/i18n/locales'
import { routeAlternates, withQuery } from '@/lib/alternates'
import { readFormPageQuery, type FormPageQuery } from '@/lib/forms/page-query'
import { pageMetadata } from '@/lib/seo'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<FormPageQuery> }

const alternates = routeAlternates('/unsubscribe')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'unsubscribe' })
  return {
    ...pageMetadata({ locale, title: t('title'), alternates, meta: { metaDesc: t('intro') } }),
    robots: { index: false, follow: true },
  }
}

/** Unsubscribe (spec §2 `/unsubscribe`): where the link in every alert email leads. */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = await readFormPageQuery(searchParams)
  return (
    <PageShell
      locale={locale}
      alternates={withQuery(alternates, { status: query.status || undefined, token: query.token ?? undefined })}
    >
      <UnsubscribeScreen locale={locale} variant="unsubscribe" query={query} />
    </PageShell>
  )
}
