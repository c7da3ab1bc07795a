'use client'

import { SiteLink } from '../client/SiteLink'
import { useId } from 'react'
import { UiIcon } from '../ui-icons'
import type { NavGroup } from './nav-group'
import styles from './header.module.css'

type Props = { group: NavGroup; open: boolean; onToggle: () => void; currentPath: string }

/** One menu group: a disclosure button with its submenu (keyboard: Enter/Space toggles, Escape closes). */
export function NavGroupItem({ group, open, onToggle, currentPath }: Props) {
  const listId = useId()
  if (group.children.length === 0) {
    return (
      <li className={styles.navItem}>
        <SiteLink
          href={group.href}
          className={styles.navLink}
          aria-current={currentPath === group.href ? 'page' : undefined}
        >
          {group.title}
        </SiteLink>
      </li>
    )
  }
  return (
    <li className={styles.navItem}>
      <button type="button" className={styles.navLink} aria-expanded={open} aria-controls={listId} onClick={onToggle}>
        {group.title}
        <UiIcon name="chevron-down" className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.submenu} hidden={!open} aria-label={group.submenuLabel}>
        {group.children.map((child) => (
          <li key={child.id}>
            <SiteLink
              href={child.href}
              className={styles.submenuLink}
              aria-current={currentPath === child.href ? 'page' : undefined}
            >
              {child.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  )
}
