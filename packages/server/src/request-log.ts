import type http from 'node:http'
import type { Logger } from './log'

/** A request's route pattern for logs and metrics: a bounded set of names, never the address itself. */
export type RouteOf = (url: string) => string

/**
 * The first segment of the path (`/_next/*`, `/api/*`): what a front without a routing table of its own
 * can say without writing out addresses, which may carry anything a client typed.
 */
export function firstSegmentRoute(url: string): string {
  const path = url.split('?')[0] ?? '/'
  const [, first = ''] = path.split('/')
  if (!first) return '/'
  return /^[\w.-]{1,40}$/.test(first) ? `/${first}/*` : '/(other)'
}

/**
 * One line per answered request, once its response closes: method, route pattern, status, duration,
 * the front's cache result and the request id (never the query, headers or body). Server errors are
 * `error`, answers the client left before the end `warn`, others `info`.
 */
export function logRequest(
  logger: Logger,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  requestId: string,
  routeOf: RouteOf,
) {
  const started = performance.now()
  res.once('close', () => {
    const cache = res.getHeader('x-cache')
    const line = {
      reqId: requestId,
      method: req.method,
      route: routeOf(req.url ?? '/'),
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(cache === undefined ? {} : { cache: String(cache) }),
    }
    if (res.statusCode >= 500) logger.error(line, 'request')
    else if (!res.writableFinished) logger.warn({ ...line, aborted: true }, 'request ended early')
    else logger.info(line, 'request')
  })
}
