import type { SearchFacet } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { searchQueryString, type SearchState } from '@/lib/search-state'
import styles from './search.module.css'

type Props = { locale: Locale; path: string; state: SearchState; facets: SearchFacet[] }

/** Links that narrow the results to one type (counts for the whole query), and back to all. */
export async function SearchFacets({ locale, path, state, facets }: Props) {
  const t = await getTranslations({ locale, namespace: 'search' })
  if (facets.length === 0) return null
  const total = facets.reduce((sum, f) => sum + f.count, 0)
  const options = [
    { key: 'all', label: t('all'), count: total, type: undefined },
    ...facets.map((f) => ({ key: f.type, label: t(`type.${f.type}`), count: f.count, type: f.type })),
  ]
  return (
    <nav aria-label={t('filterLabel')} className={styles.facets}>
      <ul>
        {options.map((option) => {
          const current = option.type === state.type
          return (
            <li key={option.key}>
              <a
                href={`${path}${searchQueryString({ q: state.q, type: option.type, page: 1 })}`}
                aria-current={current ? 'page' : undefined}
              >
                {option.label} <span className={styles.count}>({option.count})</span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
