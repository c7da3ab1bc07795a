'use client'

import { useSyncExternalStore } from 'react'
import styles from './services.module.css'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/**
 * Shown while the browser is offline on a page the service worker kept: says that this is a saved
 * copy and the time its data was read (`text` is already formatted with it by the server).
 */
export function SavedCopyNote({ text }: { text: string }) {
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  )
  return offline ? (
    <p className={styles.offline} role="status" data-saved-copy="">
      {text}
    </p>
  ) : null
}
