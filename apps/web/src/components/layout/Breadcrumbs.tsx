import { SiteLink } from '../client/SiteLink'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { absoluteUrl } from '@/lib/site'
import { JsonLd } from '../seo/JsonLd'
import styles from './breadcrumbs.module.css'

export type Crumb = { label: string; href?: string }

/** Where a page sits: home › section › … › the page (not a link), with BreadcrumbList data. */
export async function Breadcrumbs({ locale, trail }: { locale: Locale; trail: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'page' })
  const items: Crumb[] = [{ label: t('home'), href: `/${locale}` }, ...trail]
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`}>
            {i === items.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : item.href ? (
              <SiteLink href={item.href}>{item.label}</SiteLink>
            ) : (
              <span>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: item.label,
            ...(item.href ? { item: absoluteUrl(item.href) } : {}),
          })),
        }}
      />
    </nav>
  )
}
