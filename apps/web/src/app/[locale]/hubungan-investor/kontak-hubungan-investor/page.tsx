import { isUntranslated } from '@jtt/content-api'
import { SiteLink } from '@/components/client/SiteLink'
import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { irMetadata } from '@/components/ir/irMetadata'
import { IrSection } from '@/components/ir/IrSection'
import styles from '@/components/ir/ir.module.css'
import { Icon, type IconName } from '@/components/Icon'
import { PageShell } from '@/components/layout/PageShell'
import { isLocale } from '@/i18n/locales'
import { routesWithPages } from '@/i18n/pages'
import { routeAlternates } from '@/lib/alternates'
import { getInvestorRelations } from '@/lib/content/investor-relations'
import { langOf } from '@/components/content/Untranslated'

type Props = { params: Promise<{ locale: string }> }

const ROUTE = '/hubungan-investor/kontak-hubungan-investor'
const EMAIL_ALERT = '/hubungan-investor/pemberitahuan-email'

export const generateMetadata = ({ params }: Props) => irMetadata(params, ROUTE, 'contactIr', (ir) => ir.contact.intro)

/** Contact IR (hidden from the main menu, spec §2): the investor relations unit's details from the CMS. */
export default async function ContactIrPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, ir] = await Promise.all([getTranslations('ir'), getInvestorRelations(locale)])
  const c = ir.contact
  const lang = (field: keyof typeof c) => langOf(ir.untranslated, `contact.${field}`)
  const inLanguage = (field: keyof typeof c) => <span lang={lang(field)}>{c[field]}</span>
  const rows: { icon: IconName; label: string; value: ReactNode }[] = [
    ...(c.unit ? [{ icon: 'company' as const, label: t('contactUnit'), value: inLanguage('unit') }] : []),
    ...(c.address ? [{ icon: 'map-pin' as const, label: t('contactAddress'), value: inLanguage('address') }] : []),
    ...(c.phone
      ? [
          {
            icon: 'phone' as const,
            label: t('contactPhone'),
            value: <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</a>,
          },
        ]
      : []),
    ...(c.email
      ? [{ icon: 'mail' as const, label: t('contactEmail'), value: <a href={`mailto:${c.email}`}>{c.email}</a> }]
      : []),
    ...(c.hours ? [{ icon: 'clock' as const, label: t('contactHours'), value: inLanguage('hours') }] : []),
  ]
  return (
    <PageShell locale={locale} alternates={routeAlternates(ROUTE)} edit={{ global: 'investor-relations' }}>
      <IrSection
        locale={locale}
        current={ROUTE}
        title={t('contactIr')}
        fallback={isUntranslated(ir.untranslated, 'contact')}
      >
        {c.intro && (
          <p className={styles.intro} lang={lang('intro')}>
            {c.intro}
          </p>
        )}
        {rows.length === 0 ? (
          <p>{t('notAvailable')}</p>
        ) : (
          <dl className={styles.contact}>
            {rows.map((row) => (
              <div key={row.label}>
                <dt>
                  <Icon name={row.icon} />
                  {row.label}
                </dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {routesWithPages.has(EMAIL_ALERT) && (
          <p className={styles.section}>
            <SiteLink href={routeAlternates(EMAIL_ALERT)[locale]}>{t('contactSubscribe')}</SiteLink>
          </p>
        )}
      </IrSection>
    </PageShell>
  )
}
