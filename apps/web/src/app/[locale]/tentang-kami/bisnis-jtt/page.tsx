import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AboutLayout } from '@/components/about/AboutLayout'
import styles from '@/components/about/about.module.css'
import { CmsImage } from '@/components/CmsImage'
import { FallbackNote, FallbackTag, langOf } from '@/components/content/Untranslated'
import { aboutMetadata, localeOf } from '@/lib/about-page'
import { contentAlternates, routeAlternates } from '@/lib/alternates'
import { getAboutPages, getBusinessLines } from '@/lib/content'

type Props = { params: Promise<{ locale: string }> }

const alternates = routeAlternates('/tentang-kami/bisnis-jtt')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const about = locale ? await getAboutPages(locale) : null
  if (!locale || !about) return {}
  return aboutMetadata(locale, about.sections.business.title, alternates, about.sections.business.meta)
}

/** JTT business: the introduction and every business line, each leading to its own page. */
export default async function JttBusinessPage({ params }: Props) {
  const locale = await localeOf(params)
  if (!locale) notFound()
  setRequestLocale(locale)
  const [about, lines, t] = await Promise.all([
    getAboutPages(locale),
    getBusinessLines(locale),
    getTranslations('businessLines'),
  ])
  if (!about) notFound()
  const section = about.sections.business
  const sectionLang = langOf(about.untranslated, 'sections.business')
  return (
    <AboutLayout
      edit={{ global: 'about-pages' }}
      locale={locale}
      alternates={alternates}
      title={section.title}
      titleLang={sectionLang}
      lead={
        <>
          <FallbackNote show={sectionLang !== undefined} locale={locale} />
          {section.intro && (
            <p className={styles.lead} lang={sectionLang}>
              {section.intro}
            </p>
          )}
        </>
      }
    >
      <section aria-labelledby="business-lines">
        <h2 id="business-lines">{t('listHeading')}</h2>
        <ul className={styles.cards}>
          {lines.map((line) => {
            const href = contentAlternates('business-line', line.slugs)[locale]
            return (
              <li key={line.id} className={styles.card}>
                <CmsImage media={line.image} size="card" sizes="(max-width: 600px) 100vw, 24rem" />
                <div className={styles.cardBody}>
                  <h3 lang={langOf(line.untranslated, 'title')}>
                    <a href={href} className={styles.stretched}>
                      {line.title}
                    </a>
                  </h3>
                  <p lang={langOf(line.untranslated, 'summary')}>{line.summary}</p>
                  <FallbackTag show={line.untranslated.length > 0} locale={locale} />
                  <span className={styles.more} aria-hidden="true">
                    {t('readMore')} →
                  </span>
                </div>
              </li>
            )
          })}
        </ul>
      </section>
    </AboutLayout>
  )
}
