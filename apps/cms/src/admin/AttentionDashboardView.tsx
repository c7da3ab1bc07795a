import type { ServerProps } from 'payload'
import Link from 'next/link'
import { dashboardSections } from '../dashboard/sections'
import type { CountLine, EntryLine, Section } from '../dashboard/attention'
import { languageOf } from '../i18n/language'
import { screenT } from '../i18n/screens'
import { say } from './dashboardPhrase'

type Say = (phrase: Parameters<typeof say>[2]) => string

/** Each line a target of at least 24 px (WCAG 2.5.8): the links of a list are easy to hit on a phone. */
const LINE = { margin: '0.25rem 0' }
const TARGET = { display: 'inline-block', minHeight: '24px', lineHeight: '24px' }

/** A count line: the whole line is the link, its count in the text (bold when there is something to do). */
function CountItem({ line, say }: { line: CountLine; say: Say }) {
  const label = say(line.label)
  const text = (
    <>
      {label}: {line.count > 0 ? <strong>{line.count}</strong> : line.count}
    </>
  )
  return (
    <li data-item={line.key} data-count={line.count} style={LINE}>
      {line.href ? (
        <Link href={line.href} style={TARGET}>
          {text}
        </Link>
      ) : (
        text
      )}
      {line.detail ? <span>, {say(line.detail)}</span> : null}
    </li>
  )
}

function EntryItem({ entry, say }: { entry: EntryLine; say: Say }) {
  const text = say(entry.text)
  return (
    <li data-entry={entry.key} style={LINE}>
      {entry.href ? (
        <Link href={entry.href} style={TARGET}>
          {text}
        </Link>
      ) : (
        text
      )}
    </li>
  )
}

function SectionBlock({ section, say, heading }: { section: Section; say: Say; heading: string }) {
  const id = `attention-${section.key}`
  return (
    <section aria-labelledby={id} data-section={section.key} style={{ marginBottom: '2rem' }}>
      <h2 id={id} style={{ marginBottom: '0.5rem' }}>
        {heading}
      </h2>
      {section.counts.length > 0 ? (
        <ul>
          {section.counts.map((line) => (
            <CountItem key={line.key} line={line} say={say} />
          ))}
        </ul>
      ) : null}
      {section.entries.length > 0 ? (
        <ul>
          {section.entries.map((entry) => (
            <EntryItem key={entry.key} entry={entry} say={say} />
          ))}
        </ul>
      ) : null}
    </section>
  )
}

/**
 * The admin's home (`admin.components.views.dashboard`, in place of Payload's grid of cards): what
 * needs attention for this user's role, each count a link to the list it counts, filtered.
 */
export async function AttentionDashboardView({ payload, user, i18n }: ServerProps) {
  const t = screenT(i18n.t)
  const language = languageOf({ i18n })
  const { sections, at } = user ? await dashboardSections(payload, user) : { sections: [], at: 0 }
  const sayIt: Say = (phrase) => say(t, language, phrase, at)
  return (
    <div style={{ padding: '0 var(--gutter-h, 1rem) 2rem', maxWidth: '60rem' }} data-dashboard="attention">
      <h1 style={{ marginBottom: '0.5rem' }}>{t('jtt:dashboard:title')}</h1>
      <p style={{ marginTop: 0 }}>{t('jtt:dashboard:intro')}</p>
      {sections.length === 0 ? <p>{t('jtt:dashboard:nothing')}</p> : null}
      {sections.map((section) => (
        <SectionBlock key={section.key} section={section} say={sayIt} heading={t(`jtt:dashboard:${section.heading}`)} />
      ))}
    </div>
  )
}
