'use client'

import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react'
import styles from './ProfileDialogs.module.css'

export type ProfileEntry = { id: string; content: ReactNode }

const HASH_EVENT = 'hashchange'
const subscribeHash = (notify: () => void) => {
  window.addEventListener(HASH_EVENT, notify)
  return () => window.removeEventListener(HASH_EVENT, notify)
}
const currentHash = () => {
  try {
    return decodeURIComponent(window.location.hash.slice(1))
  } catch {
    return ''
  }
}
const noSubscription = () => () => {}

/**
 * Full profiles that open in a modal dialog under their own fragment (`#name`), so a profile can be
 * shared and Back closes it. The server HTML (and any browser without JavaScript) has them as plain
 * sections with those ids; once hydrated they move into one native <dialog>, which keeps focus inside,
 * closes with Escape and gives focus back to the link that opened it.
 */
export function ProfileDialogs({ entries, closeLabel }: { entries: ProfileEntry[]; closeLabel: string }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const hash = useSyncExternalStore(subscribeHash, currentHash, () => '')
  const active = hydrated ? entries.find((entry) => entry.id === hash) : undefined
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (active && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      element.showModal()
    } else if (!active && element.open) element.close()
  }, [active])

  const onClose = () => {
    const id = hash
    if (window.location.hash) {
      // Drop only the fragment, keeping the entry's state, then tell the hash subscribers. With History's
      // own replaceState, not Next's wrapper of it: Next, told of the new address, wrote its own a moment
      // later and so took the fragment off a profile opened again right away (1 in 4 tries, keyboard).
      // Next never hears of the fragment's entry either: a plain link made it.
      History.prototype.replaceState.call(
        window.history,
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      )
      window.dispatchEvent(new HashChangeEvent(HASH_EVENT))
    }
    // Back to what opened it; when the page was opened on the profile's address, to its card's link.
    const from = opener.current
    const back =
      from?.isConnected && from !== document.body
        ? from
        : document.querySelector<HTMLElement>(`[data-profile-link="${CSS.escape(id)}"]`)
    back?.focus()
  }

  if (!hydrated) {
    return (
      <div className={styles.sections}>
        {entries.map((entry) => (
          <section key={entry.id} id={entry.id} aria-labelledby={`${entry.id}-name`} className={styles.section}>
            {entry.content}
          </section>
        ))}
      </div>
    )
  }
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={active ? `${active.id}-name` : undefined}
      onClose={onClose}
    >
      <form method="dialog" className={styles.bar}>
        <button type="submit" className={styles.close}>
          {closeLabel}
        </button>
      </form>
      {active?.content}
    </dialog>
  )
}
