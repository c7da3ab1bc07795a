import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { Icon, type IconName } from '../Icon'
import styles from './press.module.css'

const enc = encodeURIComponent

/** Share targets as plain links: nothing is loaded from the networks until a visitor follows one. */
const networks = (url: string, title: string): { name: string; icon: IconName; href: string }[] => [
  { name: 'Facebook', icon: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
  { name: 'X', icon: 'twitter', href: `https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(title)}` },
  { name: 'LinkedIn', icon: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}` },
  { name: 'WhatsApp', icon: 'whatsapp', href: `https://wa.me/?text=${enc(`${title} ${url}`)}` },
  { name: 'Telegram', icon: 'telegram', href: `https://t.me/share/url?url=${enc(url)}&text=${enc(title)}` },
]

export async function ShareLinks({ locale, url, title }: { locale: Locale; url: string; title: string }) {
  const t = await getTranslations({ locale, namespace: 'pressReleases' })
  return (
    <section className={styles.share} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.shareTitle}>
        {t('share')}
      </h2>
      <ul>
        {networks(url, title).map((n) => (
          <li key={n.name}>
            <a href={n.href} target="_blank" rel="noopener noreferrer" aria-label={t('shareOn', { network: n.name })}>
              <Icon name={n.icon} />
              <span>{n.name}</span>
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${enc(title)}&body=${enc(url)}`}>
            <Icon name="mail" />
            <span>{t('shareByEmail')}</span>
          </a>
        </li>
      </ul>
    </section>
  )
}
