'use client'

import { useEffect } from 'react'
import { CHUNK_RELOAD_STORAGE_KEY, parseReloadTimestamp, shouldReloadAfterChunkError } from '@/lib/chunk-error'

function readLastReloadAt(): number | null {
  try {
    return parseReloadTimestamp(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY))
  } catch {
    // Storage disabled (privacy mode, blocked cookies): behave as if never reloaded.
    return null
  }
}

/** Records the reload; false when storage is unavailable. */
function recordReloadAt(now: number): boolean {
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now))
    return true
  } catch {
    return false
  }
}

/**
 * Reloads the page once when a code chunk fails to load, which happens to tabs left open across
 * a deployment: the reload fetches the current build. At most one reload per guard interval
 * (see lib/chunk-error). Renders nothing.
 */
export function ChunkErrorReload() {
  useEffect(() => {
    let reloading = false

    const handle = (error: unknown) => {
      if (reloading) return
      const now = Date.now()
      if (!shouldReloadAfterChunkError(error, readLastReloadAt(), now)) return
      // Without a stored timestamp the guard cannot survive the reload, and a chunk that is
      // really missing would reload the page forever; the error is left to the error boundary.
      if (!recordReloadAt(now)) return
      reloading = true
      window.location.reload()
    }

    // A failed <script> for a chunk surfaces as an ErrorEvent; `error` may be null for
    // cross-origin scripts, so the message is the fallback.
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason)

    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  return null
}
