import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AboutLayout } from '@/components/about/AboutLayout'
import styles from '@/components/about/about.module.css'
import org from '@/components/about/org.module.css'
import { OrgTree } from '@/components/about/OrgTree'
import { CmsImage } from '@/components/CmsImage'
import { FallbackNote, langOf } from '@/components/content/Untranslated'
import { aboutMetadata, localeOf } from '@/lib/about-page'
import { routeAlternates } from '@/lib/alternates'
import { getOrganization } from '@/lib/content'

type Props = { params: Promise<{ locale: string }> }

const alternates = routeAlternates('/tentang-kami/profil/struktur-organisasi')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  if (!locale) return {}
  const [organization, t] = await Promise.all([
    getOrganization(locale),
    getTranslations({ locale, namespace: 'about' }),
  ])
  return aboutMetadata(locale, t('organization'), alternates, organization?.meta)
}

/**
 * The organization chart as an image (linked to its full size) and, for screen readers and small
 * screens, the same structure as nested lists from the CMS.
 */
export default async function OrganizationPage({ params }: Props) {
  const locale = await localeOf(params)
  if (!locale) notFound()
  setRequestLocale(locale)
  const [organization, t] = await Promise.all([getOrganization(locale), getTranslations('about')])
  if (!organization) notFound()
  const u = organization.untranslated
  const chart = organization.chart
  return (
    <AboutLayout
      edit={{ global: 'organization-structure' }}
      locale={locale}
      alternates={alternates}
      title={t('organization')}
      lead={
        <>
          <FallbackNote show={u.length > 0} locale={locale} />
          {organization.intro && (
            <p className={styles.lead} lang={langOf(u, 'intro')}>
              {organization.intro}
            </p>
          )}
        </>
      }
    >
      {chart && (
        <figure className={org.chart}>
          <CmsImage media={chart} size="hero" sizes="(max-width: 960px) 100vw, 48rem" />
          <figcaption>
            {t('chartCaption')} <a href={chart.url}>{t('openChart')}</a>
          </figcaption>
        </figure>
      )}
      <section className={styles.section} aria-labelledby="units">
        <h2 id="units">{t('units')}</h2>
        <OrgTree units={organization.units} untranslated={u} headedBy={(name) => t('headedBy', { name })} />
      </section>
    </AboutLayout>
  )
}
