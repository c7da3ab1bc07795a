import { isUntranslated } from '@jtt/content-api'
import { SiteLink } from '@/components/client/SiteLink'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { DocumentList } from '@/components/ir/DocumentList'
import { irMetadata } from '@/components/ir/irMetadata'
import { builtIrPages, IrSection } from '@/components/ir/IrSection'
import { KeyFigures } from '@/components/ir/KeyFigures'
import styles from '@/components/ir/ir.module.css'
import { Icon } from '@/components/Icon'
import { PageShell } from '@/components/layout/PageShell'
import { isLocale } from '@/i18n/locales'
import { routeAlternates } from '@/lib/alternates'
import { getInvestorRelations, getLatestReports } from '@/lib/content/investor-relations'
import { langOf } from '@/components/content/Untranslated'

type Props = { params: Promise<{ locale: string }> }

const ROUTE = '/hubungan-investor'

export const generateMetadata = ({ params }: Props) => irMetadata(params, ROUTE, 'home', (ir) => ir.overview.intro)

/** IR home (hidden from the main menu, spec §2): overview, key figures, every IR page, the latest reports. */
export default async function InvestorRelationsHome({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, ir, reports] = await Promise.all([
    getTranslations('ir'),
    getInvestorRelations(locale),
    getLatestReports(locale),
  ])
  return (
    <PageShell locale={locale} alternates={routeAlternates(ROUTE)} edit={{ global: 'investor-relations' }}>
      <IrSection
        locale={locale}
        current={ROUTE}
        title={t('home')}
        fallback={isUntranslated(ir.untranslated, 'overview')}
      >
        {ir.overview.intro && (
          <p className={styles.intro} lang={langOf(ir.untranslated, 'overview.intro')}>
            {ir.overview.intro}
          </p>
        )}
        {ir.overview.keyFigures.length > 0 && (
          <section aria-labelledby="figures-title" className={styles.section}>
            <h2 id="figures-title">{t('keyFigures')}</h2>
            <KeyFigures figures={ir.overview.keyFigures} locale={locale} untranslated={ir.untranslated} />
          </section>
        )}
        <section aria-labelledby="explore-title" className={styles.section}>
          <h2 id="explore-title">{t('explore')}</h2>
          <ul className={styles.pages}>
            {builtIrPages()
              .filter((page) => page.route !== ROUTE)
              .map((page) => (
                <li key={page.route}>
                  <SiteLink href={routeAlternates(page.route)[locale]}>
                    <Icon name={page.route.includes('kontak') ? 'contact' : 'document'} />
                    {t(page.key)}
                  </SiteLink>
                </li>
              ))}
          </ul>
        </section>
        {reports.length > 0 && (
          <section aria-labelledby="reports-title" className={styles.section}>
            <h2 id="reports-title">{t('latestReports')}</h2>
            <DocumentList documents={reports} locale={locale} headingLevel={3} />
          </section>
        )}
      </IrSection>
    </PageShell>
  )
}
