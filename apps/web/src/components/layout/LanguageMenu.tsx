'use client'

import { useEffect, useId, useRef, useState } from 'react'
import type { Locale } from '@/i18n/locales'
import { UiIcon } from '../ui-icons'
import styles from './header.module.css'

export type LanguageOption = { code: Locale; iso: string; name: string; short: string; href: string }

/**
 * The ID/EN dropdown. Each option links to the same page in that language; the hrefs come from the
 * server (computed from the routing table or the CMS slugs), so they are right before hydration.
 */
export function LanguageMenu({
  current,
  options,
  label,
}: {
  current: Locale
  options: LanguageOption[]
  label: string
}) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const currentOption = options.find((o) => o.code === current)

  useEffect(() => {
    if (!open) return
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', close)
    document.addEventListener('click', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('click', close)
    }
  }, [open])

  return (
    <div ref={ref} className={styles.language}>
      <button
        type="button"
        className={styles.languageButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <UiIcon name="globe" />
        {/* The visible code starts the accessible name (WCAG 2.5.3 label in name). */}
        <span>{currentOption?.short}</span>
        <span className="visually-hidden">, {label}</span>
        <UiIcon name="chevron-down" className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.languageList} hidden={!open}>
        {options.map((option) => (
          <li key={option.code}>
            <a
              href={option.href}
              hrefLang={option.iso}
              lang={option.code}
              aria-current={option.code === current ? 'true' : undefined}
              data-locale-switch={option.code}
              className={styles.languageLink}
            >
              <span aria-hidden="true">{option.short}</span> {option.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
