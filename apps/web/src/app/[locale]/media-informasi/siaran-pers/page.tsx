import type { Metadata } from 'next'
import { SiteLink } from '@/components/client/SiteLink'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageShell } from '@/components/layout/PageShell'
import { Pagination } from '@/components/list/Pagination'
import { YearFilter } from '@/components/list/YearFilter'
import { PressReleaseGrid } from '@/components/press/PressReleaseCard'
import styles from '@/components/press/press.module.css'
import { isLocale } from '@/i18n/locales'
import { routeAlternates, withQuery } from '@/lib/alternates'
import { getPressReleases, getPressReleaseYears } from '@/lib/content/press-releases'
import { pageParam, yearParam } from '@/lib/list-params'
import { toQueryString } from '@/lib/query-string'
import { feedPath } from '@jtt/content-api/routes'
import { pressFeedLinks } from '@/lib/feeds/links'
import { pageMetadata } from '@/lib/seo'

// The page and year come from the query string, so this page is rendered per request (its data stays cached).
export const dynamic = 'force-dynamic'

type Search = { page?: string | string[]; year?: string | string[] }
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Search> }

const alternates = routeAlternates('/media-informasi/siaran-pers')

/** The list's state as its query string: no `page` for page 1, no `year` for all years. */
const stateQuery = (page: number, year: number | undefined) => ({ year, page: page > 1 ? page : undefined })

async function state(props: Props) {
  const [{ locale }, search] = await Promise.all([props.params, props.searchParams])
  return { locale, page: pageParam(search.page), year: yearParam(search.year) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page, year } = await state(props)
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'pressReleases' })
  const title = [t('title'), year, page > 1 ? t('page', { page }) : null].filter(Boolean).join(' – ')
  const metadata = pageMetadata({
    locale,
    title,
    alternates: withQuery(alternates, stateQuery(page, year)),
    meta: { metaDesc: t('intro') },
  })
  return { ...metadata, alternates: { ...metadata.alternates, types: pressFeedLinks(locale, t('feedTitle')) } }
}

export default async function PressReleaseListPage(props: Props) {
  const { locale, page, year } = await state(props)
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, list, years] = await Promise.all([
    getTranslations('pressReleases'),
    getPressReleases(locale, page, year),
    getPressReleaseYears(),
  ])
  const base = alternates[locale]
  const hrefFor = (p: number) => `${base}${toQueryString(stateQuery(p, year))}`
  const { total, total_pages: totalPages } = list.meta

  return (
    <PageShell locale={locale} alternates={withQuery(alternates, stateQuery(page, year))}>
      <div className="container">
        <Breadcrumbs locale={locale} trail={[{ label: t('section') }, { label: t('title') }]} />
        <h1>{t('title')}</h1>
        <p className={styles.listIntro}>{t('intro')}</p>
        <YearFilter
          action={base}
          years={years}
          selected={year}
          labels={{ legend: t('filterLegend'), year: t('yearLabel'), all: t('allYears'), apply: t('apply') }}
        />
        <p role="status" className={styles.summary}>
          {year === undefined ? t('summary', { count: total }) : t('summaryYear', { count: total, year })}
          {totalPages > 1 && ` · ${t('pageOf', { page, total: totalPages })}`}
        </p>
        {list.data.length > 0 ? (
          <PressReleaseGrid releases={list.data} locale={locale} opensPage />
        ) : total > 0 ? (
          <p>
            <SiteLink href={hrefFor(1)}>{t('emptyPage')}</SiteLink>
          </p>
        ) : (
          <p>{t('empty')}</p>
        )}
        {page <= totalPages && (
          <Pagination
            current={page}
            total={totalPages}
            hrefFor={hrefFor}
            labels={{
              nav: t('pagination'),
              previous: t('previous'),
              next: t('next'),
              page: (n) => t('page', { page: n }),
              current: (n) => t('currentPage', { page: n }),
            }}
          />
        )}
        <p>
          <a href={feedPath('press-releases', { locale })} type="application/atom+xml" data-feed-link="">
            {t('feedLink')}
          </a>
        </p>
      </div>
    </PageShell>
  )
}
