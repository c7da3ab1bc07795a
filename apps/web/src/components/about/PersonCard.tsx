import type { Person } from '@jtt/content-api'
import { CmsImage } from '@/components/CmsImage'
import { FallbackTag, langOf } from '@/components/content/Untranslated'
import type { Locale } from '@/i18n/locales'
import styles from './people.module.css'

type Props = { person: Person; locale: Locale; viewProfile: string }

/** A board member's card; its link opens the full profile (a dialog, or the section below without JavaScript). */
export function PersonCard({ person, locale, viewProfile }: Props) {
  const u = person.untranslated
  return (
    <li className={styles.card}>
      <CmsImage media={person.photo} size="thumb" className={styles.photo} sizes="(max-width: 600px) 100vw, 16rem" />
      <div className={styles.cardBody}>
        <h2 className={styles.name}>{person.name}</h2>
        <p className={styles.position} lang={langOf(u, 'position')}>
          {person.position}
        </p>
        {person.shortBio && <p lang={langOf(u, 'shortBio')}>{person.shortBio}</p>}
        <FallbackTag show={u.length > 0} locale={locale} />
        <a href={`#${person.slug}`} className={styles.more} data-profile-link={person.slug}>
          {viewProfile}
          <span className="visually-hidden">: {person.name}</span>
        </a>
      </div>
    </li>
  )
}
