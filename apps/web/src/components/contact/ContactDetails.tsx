import type { FooterContent } from '@/lib/content'
import { Icon } from '../Icon'
import styles from './contact.module.css'

type Props = {
  components: FooterContent['components']
  texts: { title: string; address: string; phone: string; email: string; hours: string; callCentre: string }
}

/** The office's address, phone, email and hours: the footer components of the CMS (spec §3). */
export function ContactDetails({ components: c, texts }: Props) {
  const phone = c['footer-phone-number']
  const rows = [
    { icon: 'map-pin' as const, label: texts.address, value: c['footer-address'], href: null },
    {
      icon: 'phone' as const,
      label: texts.phone,
      value: phone,
      href: phone ? `tel:${phone.replace(/[^\d+]/g, '')}` : null,
    },
    {
      icon: 'mail' as const,
      label: texts.email,
      value: c['footer-email'],
      href: c['footer-email'] ? `mailto:${c['footer-email']}` : null,
    },
    { icon: 'clock' as const, label: texts.hours, value: c['footer-time'], href: null },
  ].filter((row) => row.value)
  return (
    <section aria-labelledby="contact-office" className={styles.details}>
      <h2 id="contact-office">{texts.title}</h2>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row} data-contact-item={row.icon}>
            <dt>
              <Icon name={row.icon} />
              <span>{row.label}</span>
            </dt>
            <dd>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.callCentre}>{texts.callCentre}</p>
    </section>
  )
}
