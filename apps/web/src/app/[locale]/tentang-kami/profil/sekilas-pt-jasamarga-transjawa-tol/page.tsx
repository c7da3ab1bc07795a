import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AboutLayout } from '@/components/about/AboutLayout'
import styles from '@/components/about/about.module.css'
import { LeadImage } from '@/components/about/LeadImage'
import { Timeline } from '@/components/about/Timeline'
import { Figures } from '@/components/content/Figures'
import { RichText } from '@/components/content/RichText'
import { FallbackNote, langOf } from '@/components/content/Untranslated'
import { aboutMetadata, localeOf } from '@/lib/about-page'
import { routeAlternates } from '@/lib/alternates'
import { getCompanyProfile } from '@/lib/content'

type Props = { params: Promise<{ locale: string }> }

const alternates = routeAlternates('/tentang-kami/profil/sekilas-pt-jasamarga-transjawa-tol')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  if (!locale) return {}
  const [profile, t] = await Promise.all([getCompanyProfile(locale), getTranslations({ locale, namespace: 'about' })])
  return aboutMetadata(locale, t('companyOverview'), alternates, profile?.meta)
}

/** Company overview: introduction, key facts, history timeline, vision and mission, core values. */
export default async function CompanyOverviewPage({ params }: Props) {
  const locale = await localeOf(params)
  if (!locale) notFound()
  setRequestLocale(locale)
  const [profile, t] = await Promise.all([getCompanyProfile(locale), getTranslations('about')])
  if (!profile) notFound()
  const u = profile.untranslated
  return (
    <AboutLayout
      edit={{ global: 'company-profile' }}
      locale={locale}
      alternates={alternates}
      title={t('companyOverview')}
      lead={<FallbackNote show={u.length > 0} locale={locale} />}
    >
      <LeadImage media={profile.image} size="card" />
      <RichText value={profile.intro} className={styles.prose} lang={langOf(u, 'intro')} />

      <section className={styles.section} aria-labelledby="key-facts">
        <h2 id="key-facts">{t('keyFacts')}</h2>
        <Figures figures={profile.keyFacts} locale={locale} lang={langOf(u, 'keyFacts')} />
      </section>

      <section className={styles.section} aria-labelledby="history">
        <h2 id="history">{t('history')}</h2>
        {profile.history.intro && <p lang={langOf(u, 'history.intro')}>{profile.history.intro}</p>}
        <Timeline milestones={profile.history.milestones} untranslated={u} />
      </section>

      <section className={styles.section} aria-labelledby="vision-mission">
        <h2 id="vision-mission">{t('visionMission')}</h2>
        <h3>{t('vision')}</h3>
        <p className={styles.lead} lang={langOf(u, 'vision')}>
          {profile.vision}
        </p>
        <h3>{t('mission')}</h3>
        <ol className={styles.prose}>
          {profile.mission.map((m, i) => (
            <li key={m.id} lang={langOf(u, `mission.${i}`)}>
              {m.text}
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="core-values">
        <h2 id="core-values">{t('coreValues')}</h2>
        <dl className={styles.values}>
          {profile.values.map((v, i) => (
            <div key={v.id} lang={langOf(u, `values.${i}`)}>
              <dt>{v.name}</dt>
              <dd>{v.description}</dd>
            </div>
          ))}
        </dl>
      </section>
    </AboutLayout>
  )
}
