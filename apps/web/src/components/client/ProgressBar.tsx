'use client'

import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { usePathname, useSearchParams } from 'next/navigation'
import { LOADING_BAR } from '@/config/constants'
import { getInFlightCount, getServerInFlightCount, subscribe } from './loading-store'
import styles from './ProgressBar.module.css'

export interface ProgressBarProps {
  /** Accessible name of the bar, already translated by the caller. */
  label: string
}

/** Where the bar starts when it appears, and where the trickle slows to a stop while waiting. */
const START_PERCENT = 8
const TRICKLE_CEILING_PERCENT = 90
const TICK_MS = 200
/**
 * A click whose navigation another handler cancelled, or that redirects back to the same URL,
 * never changes the route; without this cap the bar would sit at 90% until the next navigation.
 */
const NAVIGATION_STALL_MS = 15_000

type Phase = 'idle' | 'running' | 'done'

/** Path plus query with the query re-serialised, so `%20` and `+` compare equal. */
function pathAndSearch(location: { pathname: string; search: string }): string {
  const search = new URLSearchParams(location.search).toString()
  return search ? `${location.pathname}?${search}` : location.pathname
}

/**
 * True for a click that will navigate to another page of this site in the same tab: primary
 * button, no modifier (those open new tabs/windows), no `target` other than `_self`, no
 * `download`, same origin, and a different path or query (a hash-only change loads nothing).
 */
function isInternalNavigationClick(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = event.target instanceof Element ? event.target.closest('a') : null
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return false
  const target = anchor.getAttribute('target')
  if (target && target !== '_self') return false
  let url: URL
  try {
    url = new URL(anchor.href, window.location.href)
  } catch {
    return false
  }
  return url.origin === window.location.origin && pathAndSearch(url) !== pathAndSearch(window.location)
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia('(prefers-reduced-motion: reduce)')
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    () => false,
  )
}

/** Fast at first, slowing as it nears the ceiling, so a long wait still looks like progress. */
function trickle(elapsedMs: number): number {
  const t = Math.min(1, elapsedMs / LOADING_BAR.durationMs)
  const eased = 1 - (1 - t) ** 3
  return START_PERCENT + (TRICKLE_CEILING_PERCENT - START_PERCENT) * eased
}

function ProgressBarInner({ label }: ProgressBarProps) {
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const search = searchParams.toString()
  const routeKey = search ? `${pathname}?${search}` : pathname
  const inFlight = useSyncExternalStore(subscribe, getInFlightCount, getServerInFlightCount)
  const reducedMotion = usePrefersReducedMotion()

  const [navigating, setNavigating] = useState(false)
  const [phase, setPhase] = useState<Phase>('idle')
  /** Trickle position while running; the other phases have fixed values (see `progress`). */
  const [trickled, setTrickled] = useState(START_PERCENT)
  const routeKeyRef = useRef(routeKey)
  /** The browser URL of the rendered route; compared with location only, never with routeKey. */
  const settledLocationRef = useRef<string | null>(null)
  const loading = navigating || inFlight > 0

  // Navigation starts: internal link clicks (capture phase, before Next's Link handles them) and
  // back/forward. At popstate the URL has changed but the rendered route has not yet.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigationClick(event)) setNavigating(true)
    }
    const onPopState = () => {
      if (pathAndSearch(window.location) !== settledLocationRef.current) setNavigating(true)
    }
    document.addEventListener('click', onClick, { capture: true })
    window.addEventListener('popstate', onPopState)
    return () => {
      document.removeEventListener('click', onClick, { capture: true })
      window.removeEventListener('popstate', onPopState)
    }
  }, [])

  // The rendered route changed: the navigation has finished. Next updates the history entry
  // during commit, so the location read here belongs to the rendered route.
  useEffect(() => {
    settledLocationRef.current = pathAndSearch(window.location)
    if (routeKeyRef.current === routeKey) return
    routeKeyRef.current = routeKey
    setNavigating(false)
  }, [routeKey])

  useEffect(() => {
    if (!navigating) return
    const timer = window.setTimeout(() => setNavigating(false), NAVIGATION_STALL_MS)
    return () => window.clearTimeout(timer)
  }, [navigating])

  // Phase changes that follow `loading` at once are made while rendering (React's pattern for
  // state derived from a change), so no extra commit shows a stale phase.
  if (loading && phase === 'done') setPhase('running')
  if (!loading && phase === 'running') setPhase('done')

  // Throttle: the bar appears only if loading lasts longer than throttleMs.
  useEffect(() => {
    if (!loading || phase !== 'idle') return
    const timer = window.setTimeout(() => setPhase('running'), LOADING_BAR.throttleMs)
    return () => window.clearTimeout(timer)
  }, [loading, phase])

  // The finished bar stays full for hideDelayMs, then disappears.
  useEffect(() => {
    if (phase !== 'done') return
    const timer = window.setTimeout(() => setPhase('idle'), LOADING_BAR.hideDelayMs)
    return () => window.clearTimeout(timer)
  }, [phase])

  // While running, the trickle advances with time (reduced motion: one fixed value instead).
  useEffect(() => {
    if (phase !== 'running' || reducedMotion) return
    const startedAt = performance.now()
    const interval = window.setInterval(() => {
      const elapsed = performance.now() - startedAt
      setTrickled(trickle(elapsed))
      if (elapsed >= LOADING_BAR.durationMs) window.clearInterval(interval)
    }, TICK_MS)
    return () => {
      window.clearInterval(interval)
      setTrickled(START_PERCENT)
    }
  }, [phase, reducedMotion])

  const progress = phase === 'idle' ? 0 : phase === 'done' ? 100 : reducedMotion ? TRICKLE_CEILING_PERCENT : trickled
  const idle = phase === 'idle'
  return (
    <div
      className={styles.track}
      data-state={phase}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      aria-hidden={idle ? true : undefined}
    >
      <div className={styles.bar} style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  )
}

/**
 * Top-of-page loading bar. `useSearchParams` must sit inside a Suspense boundary on statically
 * rendered pages, so the bar brings its own; the fallback is nothing because the bar starts idle.
 */
export function ProgressBar({ label }: ProgressBarProps) {
  return (
    <Suspense fallback={null}>
      <ProgressBarInner label={label} />
    </Suspense>
  )
}
