import { SiteLink } from '../client/SiteLink'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import { routesWithPages } from '@/i18n/pages'
import type { AppPathname } from '@/i18n/routes'
import { routeAlternates } from '@/lib/alternates'
import { FallbackNote } from '../content/Untranslated'
import { Breadcrumbs, type Crumb } from '../layout/Breadcrumbs'
import styles from './ir.module.css'

type IrRoute = Parameters<typeof routeAlternates>[0] & AppPathname
type IrKey =
  | 'homeNav'
  | 'informationForInvestor'
  | 'annualReport'
  | 'boardOfCommissionersReport'
  | 'directorsReport'
  | 'articlesOfAssociation'
  | 'contactIr'
  | 'emailAlert'

/** Every page of the section, in reading order; those not built yet are left out of the menu. */
export const IR_PAGES: { route: IrRoute; key: IrKey; group?: 'corporateInformation' | 'financialReport' }[] = [
  { route: '/hubungan-investor', key: 'homeNav' },
  { route: '/hubungan-investor/informasi-untuk-investor', key: 'informationForInvestor' },
  { route: '/hubungan-investor/laporan-keuangan/laporan-tahunan', key: 'annualReport', group: 'financialReport' },
  {
    route: '/hubungan-investor/informasi-perusahaan/laporan-dewan-komisaris',
    key: 'boardOfCommissionersReport',
    group: 'corporateInformation',
  },
  {
    route: '/hubungan-investor/informasi-perusahaan/laporan-direksi',
    key: 'directorsReport',
    group: 'corporateInformation',
  },
  { route: '/hubungan-investor/anggaran-dasar', key: 'articlesOfAssociation' },
  { route: '/hubungan-investor/kontak-hubungan-investor', key: 'contactIr' },
  { route: '/hubungan-investor/pemberitahuan-email', key: 'emailAlert' },
]

export const builtIrPages = () => IR_PAGES.filter((page) => routesWithPages.has(page.route))

/**
 * The frame of every investor-relations page: breadcrumbs, the page title and the section's own
 * menu (which also reaches the pages the main menu hides: IR home and contact IR).
 */
export async function IrSection({
  locale,
  current,
  title,
  fallback = false,
  children,
}: {
  locale: Locale
  current: IrRoute
  title: string
  /** Some of the page's content is shown in Indonesian for want of a translation (the note says so). */
  fallback?: boolean
  children: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'ir' })
  const page = IR_PAGES.find((p) => p.route === current)
  const trail: Crumb[] = [
    ...(current === '/hubungan-investor'
      ? []
      : [{ label: t('section'), href: routeAlternates('/hubungan-investor')[locale] }]),
    ...(page?.group ? [{ label: t(page.group) }] : []),
    { label: title },
  ]
  return (
    <div className="container">
      <Breadcrumbs locale={locale} trail={trail} />
      <div className={styles.layout}>
        <div className={styles.content}>
          <h1>{title}</h1>
          <FallbackNote show={fallback} locale={locale} />
          {children}
        </div>
        <nav aria-label={t('sectionNav')} className={styles.sectionNav}>
          <ul>
            {builtIrPages().map((p) => (
              <li key={p.route}>
                <SiteLink
                  href={routeAlternates(p.route)[locale]}
                  aria-current={p.route === current ? 'page' : undefined}
                >
                  {t(p.key)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  )
}
