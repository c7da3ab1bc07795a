import type { OrgUnit } from '@jtt/content-api'
import { langOf } from '@/components/content/Untranslated'
import styles from './org.module.css'

type Props = { units: OrgUnit[]; untranslated: string[]; headedBy: (name: string) => string; path?: string }

/** The organization as nested lists: each unit with who heads it, its own units inside. */
export function OrgTree({ units, untranslated, headedBy, path = 'units' }: Props) {
  if (units.length === 0) return null
  return (
    <ul className={styles.tree}>
      {units.map((unit, i) => (
        <li key={unit.id}>
          <div className={styles.unit}>
            <span className={styles.name} lang={langOf(untranslated, `${path}.${i}.name`)}>
              {unit.name}
            </span>
            {unit.head && <span className={styles.head}>{headedBy(unit.head)}</span>}
          </div>
          <OrgTree
            units={unit.children}
            untranslated={untranslated}
            headedBy={headedBy}
            path={`${path}.${i}.children`}
          />
        </li>
      ))}
    </ul>
  )
}
