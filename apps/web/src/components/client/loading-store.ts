/**
 * Counts client-side loads in flight (navigations are tracked by ProgressBar itself). A tiny
 * external store so React components read it with `useSyncExternalStore` and non-React code can
 * report work without a context provider.
 * No 'use client' directive: this is not a component, and the directive would turn the exports
 * into client references if a server module ever imported them. It lives in the client graph
 * because only client components import it.
 */

type Listener = () => void

let inFlight = 0
const listeners = new Set<Listener>()

function notify(): void {
  for (const listener of listeners) listener()
}

/**
 * Marks one load as started. Returns `end`, which marks it finished; calling `end` again does
 * nothing, so it is safe to call from both `finally` and a cleanup without double-counting.
 */
export function beginLoading(): () => void {
  inFlight += 1
  notify()
  let ended = false
  return () => {
    if (ended) return
    ended = true
    inFlight -= 1
    notify()
  }
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function getInFlightCount(): number {
  return inFlight
}

/** Server snapshot for `useSyncExternalStore`: nothing loads during server rendering. */
export function getServerInFlightCount(): number {
  return 0
}
