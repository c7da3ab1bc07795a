import type { Home } from '@jtt/content-api'
import { SiteLink } from '../client/SiteLink'
import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/lib/format'
import { CmsImage } from '../CmsImage'
import { Icon } from '../Icon'
import styles from './home.module.css'

const hrefFor = (link: { url: string; enUrl: string }, locale: Locale) => (locale === 'en' ? link.enUrl : link.url)

export function Hero({ hero, locale }: { hero: Home['hero']; locale: Locale }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <CmsImage media={hero.image} size="hero" load="priority" className={styles.heroImage} alt="" sizes="100vw" />
      <div className={`container ${styles.heroContent}`}>
        <h1 id="hero-title">{hero.title}</h1>
        {hero.subtitle && <p>{hero.subtitle}</p>}
        {hero.cta && (
          <SiteLink href={hrefFor(hero.cta, locale)} className="button">
            {hero.cta.label}
          </SiteLink>
        )}
      </div>
    </section>
  )
}

export function About({ about, locale }: { about: Home['about']; locale: Locale }) {
  return (
    <section className={`container ${styles.about}`} aria-labelledby="about-title">
      <div>
        <h2 id="about-title">{about.heading}</h2>
        <p>{about.body}</p>
        {about.link && <SiteLink href={hrefFor(about.link, locale)}>{about.link.label}</SiteLink>}
      </div>
      <CmsImage media={about.image} size="card" className={styles.aboutImage} sizes="(max-width: 768px) 100vw, 50vw" />
    </section>
  )
}

export function Figures({ figures, locale, title }: { figures: Home['figures']; locale: Locale; title: string }) {
  if (figures.length === 0) return null
  return (
    <section className={styles.figures} aria-labelledby="figures-title">
      <div className="container">
        <h2 id="figures-title">{title}</h2>
        <dl className={styles.figureList}>
          {figures.map((f) => (
            <div key={f.id} className={styles.figure}>
              <dt>{f.label}</dt>
              <dd>
                {formatNumber(f.value, locale)}
                {f.suffix && <span className={styles.suffix}> {f.suffix}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

export function QuickLinks({ links, locale, title }: { links: Home['quickLinks']; locale: Locale; title: string }) {
  if (links.length === 0) return null
  return (
    <section className="container" aria-labelledby="quick-title">
      <h2 id="quick-title">{title}</h2>
      <ul className={styles.quickLinks}>
        {links.map((q) => (
          <li key={q.id}>
            <SiteLink href={hrefFor(q, locale)} className={styles.quickLink}>
              <Icon name={q.icon} className={styles.quickIcon} />
              <span className={styles.quickTitle}>{q.title}</span>
              {q.description && <span className={styles.quickText}>{q.description}</span>}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
