/**
 * Whether the content service answers, as the web's calls to it find out. Kept on `globalThis`: the
 * page renders (which call the service) and the proxy (which decides how to answer during an outage)
 * are separate bundles in one server process.
 */
type State = { downSince: number | null }
const state: State = ((globalThis as { __jttContentHealth?: State }).__jttContentHealth ??= { downSince: null })

/** While the service is down, a call gets this long before it is given up (cached data still answers). */
const DOWN_TIMEOUT_MS = 500

export const contentHealth = {
  isDown: () => state.downSince !== null,
  reachable() {
    state.downSince = null
  },
  unreachable() {
    state.downSince ??= Date.now()
  },
}

/**
 * `fetch` for the contract client that records reachability: a network error or timeout means the
 * service is down; an HTTP answer to an uncached call (`no-store`, as the proxy's tables load) that it
 * is up again — a cached call may be answered by Next's data cache without reaching the service.
 * While down, calls get a short time limit so pages that need the service fail fast instead of piling
 * up (cached calls still answer).
 */
export const healthTrackingFetch: typeof fetch = async (input, init) => {
  const signal = contentHealth.isDown()
    ? AbortSignal.any([AbortSignal.timeout(DOWN_TIMEOUT_MS), ...(init?.signal ? [init.signal] : [])])
    : init?.signal
  try {
    const response = await fetch(input, { ...init, signal })
    if (init?.cache === 'no-store') contentHealth.reachable()
    return response
  } catch (error) {
    contentHealth.unreachable()
    throw error
  }
}
