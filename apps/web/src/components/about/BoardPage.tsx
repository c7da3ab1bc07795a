import type { Board } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import { ProfileDialogs } from '@/components/client/ProfileDialogs'
import { FallbackNote } from '@/components/content/Untranslated'
import type { Locale } from '@/i18n/locales'
import type { Alternates } from '@/lib/alternates'
import type { AboutPages, Person } from '@jtt/content-api'
import { AboutLayout } from './AboutLayout'
import styles from './about.module.css'
import people from './people.module.css'
import { PersonCard } from './PersonCard'
import { PersonProfile } from './PersonProfile'

type Props = {
  locale: Locale
  alternates: Alternates
  board: Exclude<Board, 'secretary'>
  section: AboutPages['sections'][Exclude<Board, 'secretary'>]
  sectionLang?: 'id'
  members: Person[]
}

/** A board's page: its members as cards, each full profile in a dialog with its own address. */
export async function BoardPage({ locale, alternates, board, section, sectionLang, members }: Props) {
  const t = await getTranslations({ locale, namespace: 'people' })
  return (
    <AboutLayout
      locale={locale}
      alternates={alternates}
      title={section.title}
      titleLang={sectionLang}
      edit={{ collection: 'people', field: 'board', value: board }}
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
      {members.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <ul className={people.cards}>
            {members.map((person) => (
              <PersonCard key={person.id} person={person} locale={locale} viewProfile={t('viewProfile')} />
            ))}
          </ul>
          <ProfileDialogs
            closeLabel={t('close')}
            entries={members.map((person) => ({
              id: person.slug,
              content: <PersonProfile person={person} locale={locale} />,
            }))}
          />
        </>
      )}
    </AboutLayout>
  )
}
