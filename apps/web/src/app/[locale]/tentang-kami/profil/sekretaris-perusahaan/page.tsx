import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AboutLayout } from '@/components/about/AboutLayout'
import styles from '@/components/about/about.module.css'
import people from '@/components/about/people.module.css'
import { PersonProfile } from '@/components/about/PersonProfile'
import { RichText } from '@/components/content/RichText'
import { FallbackNote, langOf } from '@/components/content/Untranslated'
import { aboutMetadata, localeOf } from '@/lib/about-page'
import { routeAlternates } from '@/lib/alternates'
import { getAboutPages, getPeople } from '@/lib/content'

type Props = { params: Promise<{ locale: string }> }

const alternates = routeAlternates('/tentang-kami/profil/sekretaris-perusahaan')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const about = locale ? await getAboutPages(locale) : null
  if (!locale || !about) return {}
  return aboutMetadata(locale, about.sections.secretary.title, alternates, about.sections.secretary.meta)
}

/** The corporate secretary: the person, the office's duties and how to reach it (menu item hidden, spec §2). */
export default async function CorporateSecretaryPage({ params }: Props) {
  const locale = await localeOf(params)
  if (!locale) notFound()
  setRequestLocale(locale)
  const [about, [secretary], t] = await Promise.all([
    getAboutPages(locale),
    getPeople('secretary', locale),
    getTranslations('people'),
  ])
  if (!about) notFound()
  const section = about.sections.secretary
  const sectionLang = langOf(about.untranslated, 'sections.secretary')
  const u = secretary?.untranslated ?? []
  return (
    <AboutLayout
      locale={locale}
      alternates={alternates}
      title={section.title}
      titleLang={sectionLang}
      edit={secretary ? { collection: 'people', id: secretary.id } : { global: 'about-pages' }}
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
      {!secretary ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <PersonProfile person={secretary} locale={locale} />
          {secretary.duties.length > 0 && (
            <section className={styles.section} aria-labelledby="duties">
              <h2 id="duties">{t('duties')}</h2>
              <RichText value={secretary.duties} className={styles.prose} lang={langOf(u, 'duties')} />
            </section>
          )}
          {secretary.contact && (
            <section className={styles.section} aria-labelledby="contact">
              <h2 id="contact">{t('contact')}</h2>
              <dl className={people.contact}>
                {secretary.contact.email && (
                  <>
                    <dt>{t('email')}</dt>
                    <dd>
                      <a href={`mailto:${secretary.contact.email}`}>{secretary.contact.email}</a>
                    </dd>
                  </>
                )}
                {secretary.contact.phone && (
                  <>
                    <dt>{t('phone')}</dt>
                    <dd>
                      <a href={`tel:${secretary.contact.phone.replace(/[^\d+]/g, '')}`}>{secretary.contact.phone}</a>
                    </dd>
                  </>
                )}
                {secretary.contact.address && (
                  <>
                    <dt>{t('address')}</dt>
                    <dd lang={langOf(u, 'contact.address')}>{secretary.contact.address}</dd>
                  </>
                )}
              </dl>
            </section>
          )}
        </>
      )}
    </AboutLayout>
  )
}
