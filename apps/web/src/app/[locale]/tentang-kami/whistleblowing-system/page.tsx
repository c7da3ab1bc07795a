import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AboutLayout } from '@/components/about/AboutLayout'
import styles from '@/components/about/about.module.css'
import wbs from '@/components/about/whistleblowing.module.css'
import { RichText } from '@/components/content/RichText'
import { FallbackNote, langOf } from '@/components/content/Untranslated'
import { aboutMetadata, localeOf } from '@/lib/about-page'
import { routeAlternates } from '@/lib/alternates'
import { getWhistleblowing } from '@/lib/content'

type Props = { params: Promise<{ locale: string }> }

const alternates = routeAlternates('/tentang-kami/whistleblowing-system')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  if (!locale) return {}
  const [page, t] = await Promise.all([
    getWhistleblowing(locale),
    getTranslations({ locale, namespace: 'whistleblowing' }),
  ])
  return aboutMetadata(locale, t('title'), alternates, page?.meta)
}

/** What can be reported, how reporters are protected, how reports are handled, and where to report. */
export default async function WhistleblowingPage({ params }: Props) {
  const locale = await localeOf(params)
  if (!locale) notFound()
  setRequestLocale(locale)
  const [page, t] = await Promise.all([getWhistleblowing(locale), getTranslations('whistleblowing')])
  if (!page) notFound()
  const u = page.untranslated
  const external = /^https?:\/\//.test(page.external?.url ?? '')
  return (
    <AboutLayout
      edit={{ global: 'whistleblowing' }}
      locale={locale}
      alternates={alternates}
      title={t('title')}
      lead={<FallbackNote show={u.length > 0} locale={locale} />}
    >
      <RichText value={page.intro} className={`${styles.prose} ${styles.lead}`} lang={langOf(u, 'intro')} />

      {page.reportable.length > 0 && (
        <section className={styles.section} aria-labelledby="reportable">
          <h2 id="reportable">{t('reportable')}</h2>
          <ul className={wbs.checklist}>
            {page.reportable.map((item, i) => (
              <li key={item.id} lang={langOf(u, `reportable.${i}`)}>
                {item.text}
              </li>
            ))}
          </ul>
        </section>
      )}

      {page.protection.length > 0 && (
        <section className={styles.section} aria-labelledby="protection">
          <h2 id="protection">{t('protection')}</h2>
          <RichText value={page.protection} className={styles.prose} lang={langOf(u, 'protection')} headingOffset={1} />
        </section>
      )}

      {page.steps.length > 0 && (
        <section className={styles.section} aria-labelledby="steps">
          <h2 id="steps">{t('steps')}</h2>
          <ol className={wbs.steps}>
            {page.steps.map((step, i) => (
              <li key={step.id} lang={langOf(u, `steps.${i}`)}>
                <h3>{step.title}</h3>
                {step.description && <p>{step.description}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}

      <section className={styles.section} aria-labelledby="channels">
        <h2 id="channels">{t('channels')}</h2>
        <dl className={wbs.channels}>
          {page.channels.map((channel, i) => (
            <div key={channel.id} lang={langOf(u, `channels.${i}`)}>
              <dt>{channel.label}</dt>
              <dd>{channel.href ? <a href={channel.href}>{channel.value}</a> : channel.value}</dd>
            </div>
          ))}
        </dl>
        {page.external && (
          <p className={wbs.external}>
            <a
              href={page.external.url}
              className="button"
              lang={langOf(u, 'external')}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {page.external.label}
              {external && <span className="visually-hidden"> {t('newTab')}</span>}
            </a>
          </p>
        )}
      </section>
    </AboutLayout>
  )
}
