import type { MenuItem } from '@jtt/content-api'
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SearchAnalytics } from '@/components/client/SearchAnalytics'
import { PageShell } from '@/components/layout/PageShell'
import { SearchFacets } from '@/components/search/SearchFacets'
import { SearchHelp } from '@/components/search/SearchHelp'
import { SearchPagination } from '@/components/search/SearchPagination'
import { SearchResultItem } from '@/components/search/SearchResultItem'
import styles from '@/components/search/search.module.css'
import { isLocale, type Locale } from '@/i18n/locales'
import { routeAlternates, withQuery } from '@/lib/alternates'
import { getMenu } from '@/lib/content'
import { searchSite } from '@/lib/content/search'
import { pageMetadata } from '@/lib/seo'
import { RESULTS_PER_PAGE, readSearchState, searchQueryString } from '@/lib/search-state'
import { hasEmptyValues } from '@/lib/services/rest-area-query'
import { MAX_SEARCH_QUERY_LENGTH } from '@jtt/content-api'

// Results depend on the query string, so this page is rendered per request.
export const dynamic = 'force-dynamic'

type SearchParams = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }

const alternates = routeAlternates('/hasil-pencarian')

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'search' })
  const { q } = readSearchState(await searchParams)
  return {
    ...pageMetadata({ locale, title: q ? t('titleFor', { query: q }) : t('title'), alternates }),
    robots: { index: false, follow: true },
  }
}

/** Destinations worth offering when a search finds nothing: each menu group's first active link. */
const popularLinks = (menu: MenuItem[], locale: Locale) =>
  menu
    .filter((group) => group.isActive)
    .flatMap((group) => group.children.filter((child) => child.isActive).slice(0, 1))
    .map((item) => ({ title: item.title[locale], href: locale === 'en' ? item.enUrl : item.url }))

export default async function SearchResultsPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const raw = await searchParams
  const state = readSearchState(raw)
  const path = alternates[locale]
  // Spec §5: empty parameters leave the address (`?q=tarif&type=&page=` → `?q=tarif`).
  if (hasEmptyValues(raw)) redirect(`${path}${searchQueryString(state)}`)
  const [t, menu, found] = await Promise.all([
    getTranslations('search'),
    getMenu(),
    state.q ? searchSite(state, locale, RESULTS_PER_PAGE) : null,
  ])
  const total = found?.meta.total ?? 0
  const totalPages = found?.meta.total_pages ?? 1

  return (
    <PageShell
      locale={locale}
      // The language switch keeps the whole state, the page included (as the other lists do).
      alternates={withQuery(alternates, {
        q: state.q,
        type: state.type,
        page: state.page > 1 ? state.page : undefined,
      })}
      searchQuery={state.q}
    >
      <div className={`container ${styles.search}`}>
        <h1>{t('title')}</h1>
        <form role="search" action={path} method="get" className={styles.form}>
          <label htmlFor="search-q">{t('label')}</label>
          <input
            id="search-q"
            name="q"
            type="search"
            defaultValue={state.q}
            maxLength={MAX_SEARCH_QUERY_LENGTH}
            required
          />
          <button type="submit" className="button">
            {t('submit')}
          </button>
        </form>
        {!found && <p>{t('intro')}</p>}
        {found && (
          <>
            {/* Counted in the browser, once per search: its first page with every type (see SearchAnalytics). */}
            <SearchAnalytics
              q={state.q}
              locale={locale}
              results={state.page === 1 && !state.type ? found.meta.total : null}
            />
            <p role="status" className={styles.summary}>
              {t('summary', { count: total, query: state.q })}
              {totalPages > 1 && <> · {t('pageOf', { page: state.page, pages: totalPages })}</>}
            </p>
            <SearchFacets locale={locale} path={path} state={state} facets={found.meta.facets} />
            {found.data.length > 0 && found.meta.suggestions.length > 0 && (
              <SearchHelp
                locale={locale}
                path={path}
                suggestions={found.meta.suggestions}
                popular={[]}
                showTips={false}
              />
            )}
            {found.data.length > 0 && (
              <ol className={styles.results} data-search-results start={(state.page - 1) * RESULTS_PER_PAGE + 1}>
                {found.data.map((result) => (
                  <SearchResultItem key={`${result.type}-${result.id}`} result={result} locale={locale} />
                ))}
              </ol>
            )}
            <SearchPagination locale={locale} path={path} state={state} totalPages={totalPages} />
          </>
        )}
        {(!found || found.data.length === 0) && (
          <SearchHelp
            locale={locale}
            path={path}
            suggestions={found?.meta.suggestions ?? []}
            popular={popularLinks(menu, locale)}
            showTips={Boolean(found)}
          />
        )}
      </div>
    </PageShell>
  )
}
