import type { SocialSettingKey } from '@jtt/content-api'
import { SiteLink } from '../client/SiteLink'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'
import type { Locale } from '@/i18n/locales'
import { slugAlternates } from '@/lib/alternates'
import { getAllPages, getFooter } from '@/lib/content'
import { Icon, iconForClass, type IconName } from '../Icon'
import styles from './footer.module.css'

const SOCIALS: { key: SocialSettingKey; icon: IconName; network: string }[] = [
  { key: 'facebook-url', icon: 'facebook', network: 'Facebook' },
  { key: 'instagram-url', icon: 'instagram', network: 'Instagram' },
  { key: 'twitter-url', icon: 'twitter', network: 'X (Twitter)' },
  { key: 'youtube-url', icon: 'youtube', network: 'YouTube' },
  { key: 'tiktok-url', icon: 'tiktok', network: 'TikTok' },
]

const safeHttpUrl = (url: string | undefined) => (url && /^https?:\/\//.test(url) ? url : null)

/**
 * Footer of spec §3: eight components and five socials; whatever is missing is left out.
 * Made once per request and language: every page's flight data also carries its 404 fallback (Next sends
 * a layout's not-found page with each page), and that one element is then sent once, not twice.
 */
export function SiteFooter({ locale }: { locale: Locale }) {
  return footerOf(locale)
}

const footerOf = cache(async (locale: Locale) => {
  const [{ components: c, settings }, pages, t] = await Promise.all([
    getFooter(locale),
    getAllPages(locale).catch(() => []), // the page list is a nicety; the footer stands without it
    getTranslations({ locale, namespace: 'footer' }),
  ])
  const contactRows = [
    {
      text: c['footer-time'],
      icon: iconForClass(c['footer-time-icon']) ?? 'clock',
      label: t('officeHours'),
      href: null,
    },
    {
      text: c['footer-email'],
      icon: iconForClass(c['footer-email-icon']) ?? 'mail',
      label: t('email'),
      href: c['footer-email'] ? `mailto:${c['footer-email']}` : null,
    },
    {
      text: c['footer-phone-number'],
      icon: iconForClass(c['footer-phone-number-icon']) ?? 'phone',
      label: t('phone'),
      href: c['footer-phone-number'] ? `tel:${c['footer-phone-number'].replace(/[^\d+]/g, '')}` : null,
    },
  ].filter((row) => row.text)
  const socials = SOCIALS.map((s) => ({ ...s, url: safeHttpUrl(settings[s.key]) })).filter((s) => s.url)

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          {/* eslint-disable-next-line @next/next/no-img-element -- a fixed-size SVG logo: nothing for next/image to optimise */}
          <img
            src="/logo-jtt-white.svg"
            alt="PT Jasamarga Transjawa Tol"
            width={176}
            height={44}
            className={styles.logo}
          />
          {c['footer-address'] && (
            <address className={styles.address}>
              <Icon name="map-pin" />
              <span className="visually-hidden">{t('address')}: </span>
              <span>{c['footer-address']}</span>
            </address>
          )}
        </div>
        {contactRows.length > 0 && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              {t('contact')}
            </h2>
            <ul className={styles.list}>
              {contactRows.map((row) => (
                <li key={row.label} className={styles.row} data-footer-item={row.label}>
                  <Icon name={row.icon} />
                  <span className="visually-hidden">{row.label}: </span>
                  {row.href ? <a href={row.href}>{row.text}</a> : <span>{row.text}</span>}
                </li>
              ))}
            </ul>
          </section>
        )}
        {pages.length > 0 && (
          <section aria-labelledby="footer-info">
            <h2 id="footer-info" className={styles.heading}>
              {t('information')}
            </h2>
            <ul className={styles.list}>
              {pages.map((page) => (
                <li key={page.id}>
                  <SiteLink href={slugAlternates(page.slugs)[locale]}>{page.title}</SiteLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        {socials.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className={styles.heading}>
              {t('followUs')}
            </h2>
            <ul className={styles.socials}>
              {socials.map((s) => (
                <li key={s.key}>
                  <a
                    href={s.url!}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('social', { network: s.network })}
                    data-social={s.key}
                  >
                    <Icon name={s.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {c['footer-copyright'] && (
        <div className={styles.bottom}>
          <p className="container">{c['footer-copyright']}</p>
        </div>
      )}
    </footer>
  )
})
