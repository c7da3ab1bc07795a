'use client'

import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import { applyTheme, currentThemeChoice, subscribeTheme, THEME_CHOICES, type ThemeChoice } from '@/lib/theme'
import { UiIcon, type UiIconName } from '../ui-icons'
import styles from './theme-menu.module.css'

const ICONS: Record<ThemeChoice, UiIconName> = { light: 'sun', dark: 'moon', system: 'monitor' }

export type ThemeMenuStrings = { theme: string } & Record<ThemeChoice, string>

/**
 * Light, dark or the system's theme, beside the language menu. A disclosure with one toggle button per
 * choice (aria-pressed); arrows move between them, Escape closes. Hidden without JavaScript (CSS), where
 * the system setting applies.
 */
export function ThemeMenu({ strings }: { strings: ThemeMenuStrings }) {
  const choice = useSyncExternalStore(subscribeTheme, currentThemeChoice, () => 'system' as const)
  const [open, setOpen] = useState(false)
  const listId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    // Opening moves focus to the current choice, so Enter on the toggle then arrows reach the others.
    ref.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus()
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    const onOutside = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onOutside)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onOutside)
      document.removeEventListener('focusin', onOutside)
    }
  }, [open])

  const choose = (next: ThemeChoice) => {
    applyTheme(next)
    setOpen(false)
    toggleRef.current?.focus()
  }

  const moveFocus = (e: KeyboardEvent<HTMLUListElement>) => {
    const options = [...e.currentTarget.querySelectorAll('button')]
    const at = options.indexOf(document.activeElement as HTMLButtonElement)
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key]
    const target = step ? options.at((at + step) % options.length) : { Home: options[0], End: options.at(-1) }[e.key]
    if (!target) return
    e.preventDefault()
    target.focus()
  }

  return (
    <div ref={ref} className={styles.theme}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        data-theme-toggle=""
      >
        <UiIcon name={ICONS[choice]} />
        <span className="visually-hidden">
          {strings.theme}: {strings[choice]}
        </span>
      </button>
      <ul id={listId} className={styles.list} hidden={!open} aria-label={strings.theme} onKeyDown={moveFocus}>
        {THEME_CHOICES.map((option) => (
          <li key={option}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={option === choice}
              onClick={() => choose(option)}
              data-theme-option={option}
            >
              <UiIcon name={ICONS[option]} />
              {strings[option]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
