/** One link of the main menu. */
type NavLink = { id: string; title: string; href: string }

/** A group of the main menu: its own link, and the submenu the header opens for it (empty: a plain link). */
export type NavGroup = NavLink & { submenuLabel: string; children: NavLink[] }
