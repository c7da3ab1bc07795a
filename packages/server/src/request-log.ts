import type http from 'node:http'
import type { Logger } from './log'
import { counter, histogram } from './metrics'

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

/** Methods named in metrics; anything else (refused anyway) is `OTHER`, so no client makes new series. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** Looked up once, on the first request, not by name on every one (a hot path). */
let requestMetrics: { seconds: ReturnType<typeof histogramOf>; cache: ReturnType<typeof cacheCounterOf> } | null = null

const histogramOf = () =>
  histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered by the front (and their count), by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
  })
const cacheCounterOf = () =>
  counter({
    name: 'front_cache_results_total',
    help: "Answers by the front's cache result: HIT (kept answer), MISS (made by the app), BYPASS (not keyable)",
    labelNames: ['result'],
  })

/**
 * One line per answered request, once its response is sent: method, route pattern, status, duration,
 * the front's cache result and the request id (never the query, headers or body); and the same in
 * the request metrics (metrics.ts). Server errors are
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
  let recorded = false
  // When the last byte is handed over ('finish'), so the line is written before the client has the
  // answer; 'close' without it is an answer the client left early.
  const record = () => {
    if (recorded) return
    recorded = true
    const cache = res.getHeader('x-cache')
    const seconds = (performance.now() - started) / 1000
    const route = routeOf(req.url ?? '/')
    const method = METHODS.has(req.method ?? '') ? req.method! : 'OTHER'
    requestMetrics ??= { seconds: histogramOf(), cache: cacheCounterOf() }
    requestMetrics.seconds.observe({ route, method, status: String(res.statusCode) }, seconds)
    requestMetrics.cache.inc({ result: cache === undefined ? 'BYPASS' : String(cache) })
    const line = {
      reqId: requestId,
      method: req.method,
      route,
      status: res.statusCode,
      ms: Math.round(seconds * 10_000) / 10,
      ...(cache === undefined ? {} : { cache: String(cache) }),
    }
    if (res.statusCode >= 500) logger.error(line, 'request')
    else if (!res.writableFinished) logger.warn({ ...line, aborted: true }, 'request ended early')
    else logger.info(line, 'request')
  }
  res.once('finish', record)
  res.once('close', record)
}
