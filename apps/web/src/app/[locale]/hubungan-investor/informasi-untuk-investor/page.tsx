import { isUntranslated } from '@jtt/content-api'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import {
  Bonds,
  Dividends,
  INFO_CONTENT,
  INFO_SECTIONS,
  Ratings,
  ShareInformation,
  Shareholders,
} from '@/components/ir/InvestorInformation'
import { irMetadata } from '@/components/ir/irMetadata'
import { IrSection } from '@/components/ir/IrSection'
import styles from '@/components/ir/ir.module.css'
import { PageShell } from '@/components/layout/PageShell'
import { isLocale } from '@/i18n/locales'
import { routeAlternates } from '@/lib/alternates'
import { getInvestorRelations } from '@/lib/content/investor-relations'

type Props = { params: Promise<{ locale: string }> }

const ROUTE = '/hubungan-investor/informasi-untuk-investor'

export const generateMetadata = ({ params }: Props) =>
  irMetadata(params, ROUTE, 'informationForInvestor', (ir) => ir.shareholders.intro || ir.overview.intro)

/** Shareholders, share and bond information, ratings and the dividend policy, all from the CMS. */
export default async function InformationForInvestorPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, ir] = await Promise.all([getTranslations('ir'), getInvestorRelations(locale)])
  return (
    <PageShell locale={locale} alternates={routeAlternates(ROUTE)} edit={{ global: 'investor-relations' }}>
      <IrSection
        locale={locale}
        current={ROUTE}
        title={t('informationForInvestor')}
        fallback={INFO_CONTENT.some((part) => isUntranslated(ir.untranslated, part))}
      >
        <nav aria-labelledby="toc-title" className={styles.toc}>
          <h2 id="toc-title">{t('onThisPage')}</h2>
          <ul>
            {INFO_SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{t(id)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <Shareholders ir={ir} locale={locale} />
        <ShareInformation ir={ir} locale={locale} />
        <Bonds ir={ir} locale={locale} />
        <Ratings ir={ir} locale={locale} />
        <Dividends ir={ir} locale={locale} />
      </IrSection>
    </PageShell>
  )
}
