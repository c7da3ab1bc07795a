import type { CompanyProfile } from '@jtt/content-api'
import { langOf } from '@/components/content/Untranslated'
import styles from './timeline.module.css'

type Props = { milestones: CompanyProfile['history']['milestones']; untranslated: string[] }

/** The company's history as an ordered list of milestones, oldest first. */
export function Timeline({ milestones, untranslated }: Props) {
  return (
    <ol className={styles.timeline}>
      {milestones.map((m, i) => (
        <li key={m.id} className={styles.milestone} lang={langOf(untranslated, `history.milestones.${i}`)}>
          <p className={styles.year}>
            <time dateTime={String(m.year)}>{m.year}</time>
          </p>
          <h3>{m.title}</h3>
          {m.description && <p>{m.description}</p>}
        </li>
      ))}
    </ol>
  )
}
