import { AsyncLocalStorage } from 'node:async_hooks'
import type http from 'node:http'

/**
 * Which requests could not be rendered because the content service did not answer, so the server
 * entry can send their 500 as the readable 503 'Data belum tersedia' — whether or not the service is
 * judged down as a whole (a hung service is judged down only after several timeouts, and answers from
 * Next's data cache in between say nothing about it). The page renders, which note the failure, and
 * the server entry, which reads it, are separate bundles in one process: state is kept on `globalThis`.
 */
type Tracked = { url: string; failed: boolean }
type Shared = { storage: AsyncLocalStorage<Tracked>; recent: Map<string, number> }
const shared = ((globalThis as { __jttContentFailures?: Shared }).__jttContentFailures ??= {
  storage: new AsyncLocalStorage<Tracked>(),
  recent: new Map(),
})
const ofRequest = new WeakMap<http.IncomingMessage, Tracked>()

/**
 * Next renders concurrent requests for one page once and gives each the result: only the request that
 * rendered saw the failure. A failure is remembered for its address this long, for the others; the
 * oldest go first when too many addresses failed at once.
 */
const REMEMBERED_MS = 5_000
const MAX_REMEMBERED = 1_000

/** Called where a page gives up on the content service; outside a tracked request it does nothing. */
export function noteContentFailure() {
  const tracked = shared.storage.getStore()
  if (!tracked) return
  tracked.failed = true
  shared.recent.delete(tracked.url)
  shared.recent.set(tracked.url, Date.now())
  for (const [url] of shared.recent) {
    if (shared.recent.size <= MAX_REMEMBERED) break
    shared.recent.delete(url)
  }
}

/** Runs the handling of `req` so that failures noted during it are found by `contentFailed(req)`. */
export function trackContentFailures<T>(req: http.IncomingMessage, handle: () => T): T {
  const tracked: Tracked = { url: req.url ?? '', failed: false }
  ofRequest.set(req, tracked)
  return shared.storage.run(tracked, handle)
}

/** Whether rendering `req` (or the same page just now, for a request that shared its render) failed so. */
export function contentFailed(req: http.IncomingMessage): boolean {
  if (ofRequest.get(req)?.failed) return true
  const at = shared.recent.get(req.url ?? '')
  return at !== undefined && Date.now() - at < REMEMBERED_MS
}
