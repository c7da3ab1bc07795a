import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { searchQueryString, type SearchState } from '@/lib/search-state'
import styles from './search.module.css'

type Props = { locale: Locale; path: string; state: SearchState; totalPages: number }

/** Page numbers around the current one, the first and the last; null marks a gap. */
function pagesToShow(current: number, last: number): (number | null)[] {
  const shown = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last))
  const sorted = [...shown].sort((a, b) => a - b)
  return sorted.flatMap((page, i) => (i > 0 && page - sorted[i - 1]! > 1 ? [null, page] : [page]))
}

/** Previous / numbered / next links; plain links, so paging works without JavaScript. */
export async function SearchPagination({ locale, path, state, totalPages }: Props) {
  if (totalPages <= 1) return null
  const t = await getTranslations({ locale, namespace: 'search' })
  const href = (page: number) => `${path}${searchQueryString({ ...state, page })}`
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      <ul>
        {state.page > 1 && (
          <li>
            <a href={href(Math.min(state.page - 1, totalPages))} rel="prev">
              {t('previous')}
            </a>
          </li>
        )}
        {pagesToShow(state.page, totalPages).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                href={href(page)}
                aria-current={page === state.page ? 'page' : undefined}
                aria-label={t('page', { page })}
              >
                {page}
              </a>
            </li>
          ),
        )}
        {state.page < totalPages && (
          <li>
            <a href={href(state.page + 1)} rel="next">
              {t('next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
