import type { Metadata } from 'next'
import { SLUG_PATTERN } from '@jtt/content-api'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AboutLayout } from '@/components/about/AboutLayout'
import styles from '@/components/about/about.module.css'
import { LeadImage } from '@/components/about/LeadImage'
import { Figures } from '@/components/content/Figures'
import { RichText } from '@/components/content/RichText'
import { FallbackNote, langOf } from '@/components/content/Untranslated'
import { isLocale } from '@/i18n/locales'
import { aboutMetadata } from '@/lib/about-page'
import { contentAlternates, routeAlternates } from '@/lib/alternates'
import { getAboutPages, getBusinessLine, getBusinessLines } from '@/lib/content'

type Props = { params: Promise<{ locale: string; slug: string }> }

/** Rendered on first request and cached, like every page (see the locale layout). */
export function generateStaticParams(): { slug: string }[] {
  return []
}

const businessRoute = '/tentang-kami/bisnis-jtt'

async function load(params: Props['params']) {
  const { locale, slug: raw } = await params
  if (!isLocale(locale)) return null
  const slug = decodeURIComponent(raw)
  if (!SLUG_PATTERN.test(slug)) return null
  const line = await getBusinessLine(slug, locale)
  return line ? { locale, line, alternates: contentAlternates('business-line', line.slugs) } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  return aboutMetadata(found.locale, found.line.title, found.alternates, found.line.meta)
}

/** A JTT business line; its slug differs per language and the language switch follows it. */
export default async function BusinessLinePage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { locale, line, alternates } = found
  setRequestLocale(locale)
  const [about, lines, t] = await Promise.all([
    getAboutPages(locale),
    getBusinessLines(locale),
    getTranslations('businessLines'),
  ])
  const u = line.untranslated
  const business = routeAlternates(businessRoute)[locale]
  const others = lines.filter((other) => other.id !== line.id)
  return (
    <AboutLayout
      locale={locale}
      alternates={alternates}
      title={line.title}
      titleLang={langOf(u, 'title')}
      parents={about ? [{ label: about.sections.business.title, href: business }] : []}
      navCurrent={business}
      edit={{ collection: 'business-lines', id: line.id }}
      lead={
        <>
          <FallbackNote show={u.length > 0} locale={locale} />
          <p className={styles.lead} lang={langOf(u, 'summary')}>
            {line.summary}
          </p>
        </>
      }
    >
      <LeadImage media={line.image} size="card" />
      {line.figures.length > 0 && (
        <section className={styles.section} aria-labelledby="figures">
          <h2 id="figures">{t('figures')}</h2>
          <Figures figures={line.figures} locale={locale} lang={langOf(u, 'figures')} />
        </section>
      )}
      <RichText value={line.body} className={`${styles.prose} ${styles.section}`} lang={langOf(u, 'body')} />
      {others.length > 0 && (
        <nav className={styles.section} aria-labelledby="other-lines">
          <h2 id="other-lines">{t('others')}</h2>
          <ul>
            {others.map((other) => (
              <li key={other.id} lang={langOf(other.untranslated, 'title')}>
                <a href={contentAlternates('business-line', other.slugs)[locale]}>{other.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </AboutLayout>
  )
}
