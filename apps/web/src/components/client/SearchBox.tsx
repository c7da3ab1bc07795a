'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import type { SuggestionsBody } from '@/lib/search-state'
import { UiIcon } from '../ui-icons'
import { DelayedIndicator } from './DelayedIndicator'
import styles from './SearchBox.module.css'

/** The box asks for suggestions once typing pauses this long. */
const DEBOUNCE_MS = 250
const MIN_CHARS = 2

/**
 * The box's words, translated by the server (the browser carries no translation library):
 * `seeAll` holds `{query}` where the query goes; `count[n]` announces n suggestions.
 */
export type SearchBoxStrings = {
  label: string
  placeholder: string
  submit: string
  suggestions: string
  loading: string
  seeAll: string
  count: string[]
}

type Props = {
  /** The results screen in this language; the form's GET target, so the box works without JavaScript. */
  action: string
  locale: Locale
  maxLength: number
  /** The query the box shows at first (the results page's). */
  initialValue?: string
  strings: SearchBoxStrings
  /** Classes of the header's look: the field (input and button) and the button. */
  fieldClassName?: string
  buttonClassName?: string
}

type Option = { key: string; href: string; node: ReactNode }

const subscribeNothing = () => () => {}

/**
 * The header's search box: a plain GET form (server HTML, works without JavaScript) that, once
 * hydrated, becomes a WAI-ARIA combobox offering suggestions as the visitor types — arrow keys move
 * through them, Enter opens one (or, with none chosen, submits the search), Escape closes the list
 * and then clears the box.
 */
export function SearchBox({
  action,
  locale,
  maxLength,
  initialValue = '',
  strings,
  fieldClassName,
  buttonClassName,
}: Props) {
  const router = useRouter()
  const enhanced = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
  const inputId = useId()
  const listId = useId()
  const [value, setValue] = useState(initialValue)
  const [answer, setAnswer] = useState<SuggestionsBody | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [loading, setLoading] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  const inFlight = useRef<AbortController | null>(null)

  useEffect(
    () => () => {
      window.clearTimeout(timer.current)
      inFlight.current?.abort()
    },
    [],
  )

  function fetchSuggestions(query: string) {
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    setLoading(true)
    fetch(`/api/search?${new URLSearchParams({ q: query, locale })}`, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<SuggestionsBody>) : null))
      .then((body) => {
        if (!body) return
        setAnswer(body)
        setActive(-1)
        setOpen(true)
      })
      // Aborted by newer typing, offline, or rate-limited: the form still submits as usual.
      .catch(() => {})
      .finally(() => {
        if (inFlight.current === controller) setLoading(false)
      })
  }

  function onChange(next: string) {
    setValue(next)
    window.clearTimeout(timer.current)
    if (next.trim().length < MIN_CHARS) {
      inFlight.current?.abort()
      setLoading(false)
      setOpen(false)
      setAnswer(null)
      return
    }
    timer.current = window.setTimeout(() => fetchSuggestions(next.trim()), DEBOUNCE_MS)
  }

  const allResults = answer ? `${action}?${new URLSearchParams({ q: answer.query })}` : action
  const options: Option[] = answer
    ? [
        ...answer.items.map((item) => ({
          key: item.href,
          href: item.href,
          node: (
            <>
              <span className={styles.title} lang={item.lang !== locale ? item.lang : undefined}>
                {item.title.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : s.text))}
              </span>
              <span className={styles.type}>{item.type}</span>
            </>
          ),
        })),
        {
          key: 'all',
          href: allResults,
          node: <span className={styles.all}>{strings.seeAll.replace('{query}', answer.query)}</span>,
        },
      ]
    : []
  const expanded = open && options.length > 0

  function choose(index: number) {
    const option = options[index]
    if (!option) return
    setOpen(false)
    if (/^https?:/.test(option.href)) window.location.assign(option.href)
    else router.push(option.href)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (!expanded ? (event.altKey ? -1 : 0) : (i + 1) % count))
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i <= 0 ? count - 1 : i - 1))
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      choose(active)
    } else if (event.key === 'Escape') {
      if (expanded) {
        setOpen(false)
        setActive(-1)
      } else if (value) onChange('')
    } else if (event.key === 'Tab') setOpen(false)
  }

  const combobox = enhanced
    ? {
        role: 'combobox',
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-autocomplete': 'list' as const,
        'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
      }
    : {}

  return (
    <form role="search" action={action} method="get" className={styles.box} onSubmit={() => setOpen(false)}>
      <div className={fieldClassName}>
        <label htmlFor={inputId} className="visually-hidden">
          {strings.label}
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          placeholder={strings.placeholder}
          maxLength={maxLength}
          autoComplete="off"
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => answer && setOpen(true)}
          onBlur={() => setOpen(false)}
          {...combobox}
        />
        <DelayedIndicator active={loading} label={strings.loading} className={styles.indicator} />
        <button type="submit" className={buttonClassName}>
          <UiIcon name="search" />
          <span className="visually-hidden">{strings.submit}</span>
        </button>
      </div>
      {enhanced && (
        <>
          <ul id={listId} role="listbox" aria-label={strings.suggestions} className={styles.listbox} hidden={!expanded}>
            {options.map((option, i) => (
              <li
                key={option.key}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={styles.option}
                // Keeps the focus in the box, so the list does not close before the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(i)}
              >
                {option.node}
              </li>
            ))}
          </ul>
          <p role="status" className="visually-hidden">
            {expanded && answer ? (strings.count[answer.items.length] ?? '') : ''}
          </p>
        </>
      )}
    </form>
  )
}
