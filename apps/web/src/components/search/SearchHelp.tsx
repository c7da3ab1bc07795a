import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { searchQueryString } from '@/lib/search-state'
import styles from './search.module.css'

type Link = { title: string; href: string }

/** The text of a rich message's tag content (plain words in these messages). */
const textOf = (chunks: ReactNode): string => (Array.isArray(chunks) ? chunks.join('') : String(chunks))
type Props = { locale: Locale; path: string; suggestions: string[]; popular: Link[]; showTips: boolean }

/**
 * What to try next when a search found nothing (or nothing was asked yet): other queries the
 * service suggests, tips, and popular destinations from the menu.
 */
export async function SearchHelp({ locale, path, suggestions, popular, showTips }: Props) {
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <div className={styles.help}>
      {suggestions.length > 0 && (
        <p className={styles.didYouMean}>
          {t('didYouMean')}{' '}
          {suggestions.map((suggestion, i) => (
            <span key={suggestion}>
              {i > 0 && ', '}
              <a href={`${path}${searchQueryString({ q: suggestion, page: 1 })}`}>{suggestion}</a>
            </span>
          ))}
        </p>
      )}
      {showTips && (
        <>
          <h2>{t('tipsTitle')}</h2>
          <ul>
            <li>{t('tipSpelling')}</li>
            <li>{t('tipFewer')}</li>
            <li>
              {t.rich('tipGeneral', {
                // The examples are searches themselves (the e2e test checks that each finds something).
                q: (chunks) => {
                  const example = textOf(chunks)
                  return <a href={`${path}${searchQueryString({ q: example, page: 1 })}`}>“{example}”</a>
                },
              })}
            </li>
          </ul>
        </>
      )}
      {popular.length > 0 && (
        <>
          <h2>{t('popular')}</h2>
          <ul className={styles.popular}>
            {popular.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.title}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
