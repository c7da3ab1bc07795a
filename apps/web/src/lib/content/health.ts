/**
 * Whether the content service answers, as the web's calls to it find out. Kept on `globalThis`: the
 * page renders (which call the service) and the proxy (which decides how to answer during an outage)
 * are separate bundles in one server process.
 */
type State = { downSince: number | null; timeoutsInARow: number; probing: boolean }
const state: State = ((globalThis as { __jttContentHealth?: State }).__jttContentHealth ??= {
  downSince: null,
  timeoutsInARow: 0,
  probing: false,
})

/** While the service is down, a call gets this long before it is given up (cached data still answers). */
const DOWN_TIMEOUT_MS = 500
/**
 * A slow answer is not an outage: under load a call can outlast its time limit while the service is up
 * (measured: 60 s at 100 connections sent search pages into 503s that way). Only this many timed-out calls
 * with no answer between them count as one; a refused or broken connection counts at once.
 */
const TIMEOUTS_FOR_OUTAGE = 3

export const contentHealth = {
  isDown: () => state.downSince !== null,
  reachable() {
    state.downSince = null
    state.timeoutsInARow = 0
  },
  answered() {
    state.timeoutsInARow = 0
  },
  unreachable() {
    state.downSince ??= Date.now()
  },
  timedOut() {
    if (++state.timeoutsInARow >= TIMEOUTS_FOR_OUTAGE) contentHealth.unreachable()
  },
}

const errorName = (error: unknown) => (error instanceof Error || error instanceof DOMException ? error.name : '')

/**
 * `fetch` for the contract client that records reachability: a network error means the service is
 * down, and so do several timeouts in a row; an HTTP answer to an uncached call (`no-store`, as the
 * proxy's tables load) that it is up again — a cached call may be answered by Next's data cache without
 * reaching the service. A call its caller gave up on says nothing. While down, calls get a short time
 * limit so pages that need the service fail fast instead of piling up (cached calls still answer) —
 * all but one uncached call at a time, which keeps its own limit: with the short limit on every call, a
 * service that is back but answers slower than it (a cold start on a busy host) would never be found
 * back, and the site would stay in its outage mode while the service is up.
 */
export const healthTrackingFetch: typeof fetch = async (input, init) => {
  const down = contentHealth.isDown()
  const recoveryProbe = down && init?.cache === 'no-store' && !state.probing
  if (recoveryProbe) state.probing = true
  const signal =
    down && !recoveryProbe
      ? AbortSignal.any([AbortSignal.timeout(DOWN_TIMEOUT_MS), ...(init?.signal ? [init.signal] : [])])
      : init?.signal
  try {
    const response = await fetch(input, { ...init, signal })
    if (init?.cache === 'no-store') contentHealth.reachable()
    else contentHealth.answered()
    return response
  } catch (error) {
    const name = errorName(error)
    if (name === 'TimeoutError') contentHealth.timedOut()
    else if (name !== 'AbortError') contentHealth.unreachable()
    throw error
  } finally {
    if (recoveryProbe) state.probing = false
  }
}
