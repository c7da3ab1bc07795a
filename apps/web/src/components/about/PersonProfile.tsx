import type { Person } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import { CmsImage } from '@/components/CmsImage'
import { RichText } from '@/components/content/RichText'
import { FallbackNote, langOf } from '@/components/content/Untranslated'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import styles from './people.module.css'

/** A person's full profile: photo, name, position, time in office and biography. */
export async function PersonProfile({ person, locale }: { person: Person; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'people' })
  const u = person.untranslated
  return (
    <div className={styles.profile}>
      <CmsImage media={person.photo} size="thumb" className={styles.profilePhoto} alt="" />
      <div className={styles.profileText}>
        <h2 id={`${person.slug}-name`} className={styles.profileName}>
          {person.name}
        </h2>
        <p className={styles.position} lang={langOf(u, 'position')}>
          {person.position}
        </p>
        {person.appointedAt && (
          <p className={styles.since}>
            {t.rich('inOfficeSince', {
              date: () => (
                <time dateTime={person.appointedAt!.slice(0, 10)}>{formatDate(person.appointedAt!, locale)}</time>
              ),
            })}
          </p>
        )}
        <FallbackNote show={langOf(u, 'biography') !== undefined} locale={locale} />
        <RichText value={person.biography} className={styles.biography} lang={langOf(u, 'biography')} />
      </div>
    </div>
  )
}
