import type { SearchResult } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { searchHref } from '@/lib/search-target'
import { Highlighted } from './Highlighted'
import styles from './search.module.css'

/** One result: its title as a link, its type, and the passage that matched. */
export async function SearchResultItem({ result, locale }: { result: SearchResult; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const href = searchHref(result.target, locale)
  // Text shown in Indonesian on an English page is marked so, for screen readers and translators.
  const lang = result.lang !== locale ? result.lang : undefined
  const external = href !== null && /^https?:/.test(href)
  return (
    <li className={styles.result}>
      <h2 className={styles.resultTitle} lang={lang}>
        {href ? (
          <a href={href} rel={external ? 'noopener' : undefined}>
            <Highlighted segments={result.highlight.title} />
          </a>
        ) : (
          <Highlighted segments={result.highlight.title} />
        )}
      </h2>
      <p className={styles.resultMeta}>
        {/* A document by its kind (annual report, articles of association…), anything else by its type. */}
        <span className={styles.type}>{result.kind ? t(`kind.${result.kind}`) : t(`type.${result.type}`)}</span>
        {lang && <span>{t('indonesianOnly')}</span>}
      </p>
      {result.highlight.snippet.length > 0 && (
        <p className={styles.snippet} lang={lang}>
          <Highlighted segments={result.highlight.snippet} />
        </p>
      )}
    </li>
  )
}
