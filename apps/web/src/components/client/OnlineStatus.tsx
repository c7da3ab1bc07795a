'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'
import styles from './OnlineStatus.module.css'

export interface OnlineStatusProps {
  /** Shown while the browser is offline (translated by the caller). */
  offlineText: string
  /** Shown briefly once the connection is back (translated by the caller). */
  onlineAgainText: string
}

/** Long enough to read a short sentence, short enough not to linger over the page. */
const ONLINE_AGAIN_VISIBLE_MS = 4000

function subscribeNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const getOnline = () => navigator.onLine
/** The server cannot know; assuming online renders no banner, which is right for almost everyone. */
const getServerOnline = () => true

/**
 * Bottom banner announcing loss and return of the network connection, and
 * `<html data-network="offline|online">` for styles that depend on it.
 */
export function OnlineStatus({ offlineText, onlineAgainText }: OnlineStatusProps) {
  const online = useSyncExternalStore(subscribeNetwork, getOnline, getServerOnline)
  const [showOnlineAgain, setShowOnlineAgain] = useState(false)
  const [previousOnline, setPreviousOnline] = useState(online)
  // A change of the connection adjusts the banner while rendering: back online → "online again"
  // for a while; offline → never the stale "online again".
  if (online !== previousOnline) {
    setPreviousOnline(online)
    setShowOnlineAgain(online)
  }

  useEffect(() => {
    document.documentElement.dataset.network = online ? 'online' : 'offline'
  }, [online])

  useEffect(() => {
    if (!showOnlineAgain) return
    const timer = window.setTimeout(() => setShowOnlineAgain(false), ONLINE_AGAIN_VISIBLE_MS)
    return () => window.clearTimeout(timer)
  }, [showOnlineAgain])

  const message = !online ? offlineText : showOnlineAgain ? onlineAgainText : ''
  // The live region is always in the document: screen readers announce changes to an existing
  // region more reliably than a region inserted together with its text.
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {message ? (
        <p className={styles.banner} data-network={online ? 'online' : 'offline'}>
          {message}
        </p>
      ) : null}
    </div>
  )
}
