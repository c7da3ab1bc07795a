import type http from 'node:http'
import net from 'node:net'

/** How a drain ended: every connection closed in time, or the deadline cut `cut` answers short. */
export type DrainResult = { drained: boolean; cut: number }

/**
 * The graceful stop of a server behind a proxy (nginx keeps connections to it open between requests):
 * no new connection is taken, answers in flight finish, and each open connection ends after its
 * current answer (`Connection: close`), so the proxy sends its next request elsewhere.
 *
 * An idle connection is left for the client to close, never closed from here: a proxy may be writing
 * its next request on it at that very moment, and a request lost that way is one nginx may not retry
 * (a POST). nginx closes its idle upstream connections after `keepalive_timeout` (4 s in the edge's
 * templates), before this server's own 5 s; a request it sends meanwhile is answered, with `close`.
 */
export function drainable(server: http.Server) {
  const inFlight = new Set<http.ServerResponse>()
  let draining: Promise<DrainResult> | null = null
  const closeAfter = (res: http.ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close')
  }

  return {
    /** Every request, first: counted until its answer is done; while draining, it ends its connection. */
    admit(res: http.ServerResponse) {
      inFlight.add(res)
      res.once('close', () => inFlight.delete(res))
      if (draining) closeAfter(res)
    },
    /** Stops taking connections and resolves once all have closed, or at `deadlineMs` (then closes them). */
    drain(deadlineMs: number): Promise<DrainResult> {
      draining ??= (async () => {
        for (const res of inFlight) closeAfter(res)
        // net.Server's close, not http.Server's: the latter also closes idle connections at once (see above).
        const closed = new Promise<boolean>((resolve) => net.Server.prototype.close.call(server, () => resolve(true)))
        let timer: NodeJS.Timeout | undefined
        const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), deadlineMs)))
        const drained = await Promise.race([closed, late])
        clearTimeout(timer)
        const cut = drained ? 0 : inFlight.size
        if (!drained) server.closeAllConnections()
        return { drained, cut }
      })()
      return draining
    },
  }
}
