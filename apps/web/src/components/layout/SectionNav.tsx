import type { MenuItem } from '@jtt/content-api'
import type { Locale } from '@/i18n/locales'
import { getMenu } from '@/lib/content'
import styles from './section-nav.module.css'

const hrefOf = (item: MenuItem, locale: Locale) => (locale === 'en' ? item.enUrl : item.url)

/** The menu group (About Us, Services, …) that has an entry for this path, if any. */
export function sectionOf(menu: MenuItem[], path: string, locale: Locale): MenuItem | undefined {
  return menu.find((group) => group.children.some((child) => hrefOf(child, locale) === path))
}

/**
 * The pages of the current section from the CMS menu (active entries only, as the header shows them),
 * the entry at `current` (a menu path) marked, so visitors move between sibling pages without
 * opening the main menu.
 */
export async function SectionNav({ locale, current }: { locale: Locale; current: string }) {
  const group = sectionOf(await getMenu(), current, locale)
  if (!group) return null
  return (
    <nav aria-label={group.title[locale]} className={styles.nav}>
      <p className={styles.title} aria-hidden="true">
        {group.title[locale]}
      </p>
      <ul>
        {group.children
          .filter((child) => child.isActive)
          .map((child) => {
            const href = hrefOf(child, locale)
            return (
              <li key={child.id}>
                <a href={href} aria-current={href === current ? 'page' : undefined}>
                  {child.title[locale]}
                </a>
              </li>
            )
          })}
      </ul>
    </nav>
  )
}
