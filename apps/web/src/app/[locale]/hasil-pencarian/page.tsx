import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageShell } from '@/components/layout/PageShell'
import { isLocale } from '@/i18n/locales'
import { routeAlternates, withQuery } from '@/lib/alternates'
import { getAllPages, getMenu } from '@/lib/content'
import { pageMetadata } from '@/lib/seo'
import { queryTerms, searchSite } from '@/lib/site-search'
import styles from './search.module.css'

// Results depend on the query string, so this page is rendered per request (its data stays cached).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string | string[] }> }

const alternates = routeAlternates('/hasil-pencarian')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'search' })
  return { ...pageMetadata({ locale, title: t('title'), alternates }), robots: { index: false, follow: true } }
}

export default async function SearchResultsPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const raw = (await searchParams).q
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 100) ?? ''
  const [t, pages, menu] = await Promise.all([getTranslations('search'), getAllPages(locale), getMenu()])
  const hits = searchSite(query, locale, pages, menu)
  const tooShort = query.length > 0 && queryTerms(query).length === 0

  return (
    <PageShell locale={locale} alternates={withQuery(alternates, { q: query })}>
      <div className={`container ${styles.search}`}>
        <h1>{t('title')}</h1>
        <form role="search" action={alternates[locale]} method="get" className={styles.form}>
          <label htmlFor="search-q">{t('label')}</label>
          <input id="search-q" name="q" type="search" defaultValue={query} maxLength={100} required minLength={2} />
          <button type="submit" className="button">
            {t('submit')}
          </button>
        </form>
        {!query && <p>{t('empty')}</p>}
        {tooShort && <p role="alert">{t('tooShort')}</p>}
        {query && !tooShort && (
          <>
            <p role="status" className={styles.summary}>
              {t('summary', { count: hits.length, query })}
            </p>
            <ol className={styles.results}>
              {hits.map((hit) => (
                <li key={hit.href}>
                  <a href={hit.href}>{hit.title}</a>
                  <span className={styles.kind}>{hit.kind === 'page' ? t('typePage') : t('typeMenu')}</span>
                  {hit.excerpt && <p>{hit.excerpt}</p>}
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </PageShell>
  )
}
