import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import styles from './breadcrumbs.module.css'

export type Crumb = { label: string; href?: string }

/** Where the page sits: Home › section › page (the last one is the current page, not a link). */
export async function Breadcrumbs({ locale, trail }: { locale: Locale; trail: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'page' })
  const crumbs: Crumb[] = [{ label: t('home'), href: `/${locale}` }, ...trail]
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={i}>
            {crumb.href && i < crumbs.length - 1 ? (
              <a href={crumb.href}>{crumb.label}</a>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
