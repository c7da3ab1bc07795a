'use client'

import { SiteLink } from '../client/SiteLink'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { HEADER_TRANSPARENT_MAX_SCROLL, MOBILE_BREAKPOINT_PX } from '@/config/constants'
import type { Locale } from '@/i18n/locales'
import { UiIcon } from '../ui-icons'
import { SearchBox, type SearchBoxStrings } from '../client/SearchBox'
import { LanguageMenu, type LanguageOption } from './LanguageMenu'
import type { NavGroup } from './nav-group'
import { NavGroupItem } from './NavGroupItem'
import styles from './header.module.css'

type Strings = {
  contactUs: string
  chooseLanguage: string
  home: string
  mainMenu: string
  openMenu: string
  closeMenu: string
}

type Props = {
  locale: Locale
  variant: 'home' | 'plain'
  groups: NavGroup[]
  homeHref: string
  contactHref: string
  searchHref: string
  searchMaxLength: number
  /** What the search box shows at first: the query on the results page, else nothing. */
  searchQuery: string
  languages: LanguageOption[]
  /** The theme choice, rendered by the server part (it has its own strings). */
  themeMenu: ReactNode
  strings: Strings
  searchStrings: SearchBoxStrings
}

/** Spec §9: "a created-time check uses 660" — the first reading after mount uses this threshold. */
const INITIAL_SCROLL_THRESHOLD = 660

/** Scroll position as an external store; the first reading uses the created-time threshold. */
let firstScrollReading = true
function readScrolledPast(): boolean {
  const threshold = firstScrollReading ? INITIAL_SCROLL_THRESHOLD : HEADER_TRANSPARENT_MAX_SCROLL
  return window.scrollY > threshold
}
function subscribeScroll(onChange: () => void): () => void {
  const onScroll = () => {
    firstScrollReading = false
    onChange()
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => {
    window.removeEventListener('scroll', onScroll)
    firstScrollReading = true // the next header to mount starts with the created-time check again
  }
}
const subscribeNothing = () => () => {}

export function HeaderBar({
  locale,
  variant,
  groups,
  homeHref,
  contactHref,
  searchHref,
  searchMaxLength,
  searchQuery,
  languages,
  themeMenu,
  strings,
  searchStrings,
}: Props) {
  const pathname = usePathname()
  const [menuOpen, setMenuOpen] = useState(false)
  const [openGroup, setOpenGroup] = useState<string | null>(null)
  const navId = useId()
  const headerRef = useRef<HTMLElement>(null)

  // Route change closes the mobile menu and any open submenu (spec §2), adjusted while rendering.
  const [renderedPath, setRenderedPath] = useState(pathname)
  if (pathname !== renderedPath) {
    setRenderedPath(pathname)
    setMenuOpen(false)
    setOpenGroup(null)
  }

  const scrolledPast = useSyncExternalStore(
    variant === 'home' ? subscribeScroll : subscribeNothing,
    () => variant === 'home' && readScrolledPast(),
    () => false,
  )

  // Escape or a click outside closes menus; leaving the mobile breakpoint closes the mobile panel.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpenGroup(null)
      setMenuOpen(false)
    }
    const onClick = (e: MouseEvent) => {
      if (!headerRef.current?.contains(e.target as Node)) setOpenGroup(null)
    }
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`)
    const onWide = () => wide.matches && setMenuOpen(false)
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    wide.addEventListener('change', onWide)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
      wide.removeEventListener('change', onWide)
    }
  }, [])

  const transparent = variant === 'home' && !scrolledPast && !menuOpen
  return (
    <header
      ref={headerRef}
      className={styles.header}
      data-variant={variant}
      data-transparent={transparent}
      data-menu-open={menuOpen}
    >
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <SiteLink href={contactHref} className={styles.topLink}>
            {strings.contactUs}
          </SiteLink>
          {themeMenu}
          <LanguageMenu current={locale} options={languages} label={strings.chooseLanguage} />
        </div>
      </div>
      <div className={`container ${styles.mainBar}`}>
        <SiteLink href={homeHref} className={styles.logo} aria-label={strings.home}>
          {/* Spec §2: the solid header uses the other logo variant. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a fixed-size SVG logo: nothing for next/image to optimise */}
          <img
            src={transparent ? '/logo-jtt-white.svg' : '/logo-jtt.svg'}
            alt=""
            width={176}
            height={44}
            className={styles.logoOnLight}
          />
          {/* The dark theme's solid header is dark too: the white logo (CSS picks one before the first paint). */}
          {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
          <img src="/logo-jtt-white.svg" alt="" width={176} height={44} className={styles.logoOnDark} />
        </SiteLink>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <UiIcon name={menuOpen ? 'close' : 'menu'} />
          <span className="visually-hidden">{menuOpen ? strings.closeMenu : strings.openMenu}</span>
        </button>
        <div id={navId} className={styles.navPanel} data-open={menuOpen}>
          <nav aria-label={strings.mainMenu}>
            <ul className={styles.navList}>
              {groups.map((group) => (
                <NavGroupItem
                  key={group.id}
                  group={group}
                  open={openGroup === group.id}
                  onToggle={() => setOpenGroup((g) => (g === group.id ? null : group.id))}
                  currentPath={pathname}
                />
              ))}
            </ul>
          </nav>
          <SearchBox
            // A new query (another results page) starts the box afresh with it.
            key={searchQuery}
            initialValue={searchQuery}
            action={searchHref}
            locale={locale}
            maxLength={searchMaxLength}
            strings={searchStrings}
            fieldClassName={styles.search}
            buttonClassName={styles.searchButton}
          />
        </div>
      </div>
    </header>
  )
}
