import http from 'node:http'
import { clientIp, trustedProxies } from './client-ip'
import { applyDeclaredLength } from './declared-length'
import { drainable, type DrainResult } from './drain'
import { dropCookies } from './drop-cookies'
import {
  allowedMethods,
  checkBody,
  checkMethod,
  checkPost,
  checkTarget,
  type PostRules,
  type MethodRefusalStatus,
  type Refusal,
} from './guard'
import { healthEndpoints, type HealthOptions } from './health'
import { holdHtml } from './hold-html'
import { processLogger, type Logger } from './log'
import { serveMetrics } from './metrics'
import { REQUEST_ID_HEADER, requestContext, requestIdOf } from './request-context'
import { firstSegmentRoute, logRequest, type RouteOf } from './request-log'
import { replaceErrorAnswer, type Answer } from './replace-error'
import { createResponseCache, type ResponseCacheOptions } from './response-cache'
import { runStopHooks } from './stop-hooks'

/** The part of a Next.js app (`next({ dir })`) the front uses. */
export type NextApp = {
  prepare(): Promise<void>
  getRequestHandler(): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>
}

/** A refusal's body in the app's format, and headers that belong to it (a page's policy). */
type RefusalAnswer = { contentType: string; body: string; headers?: Record<string, string> }

export type FrontOptions = {
  /** Label for log lines. */
  name: string
  app: NextApp
  port: number
  /** Listen address; Next itself is never given one (next-intl's rewrites loop with an explicit hostname). */
  host?: string
  /** Largest body accepted for this request, in bytes. */
  bodyLimit: (req: http.IncomingMessage) => number
  /**
   * The answer to a refused request, in the app's own format (an HTML page, or the API's JSON error);
   * it may take a moment (the web fetches its full status page).
   */
  refusal: (req: http.IncomingMessage, refusal: Refusal) => RefusalAnswer | Promise<RefusalAnswer>
  /** The status for methods Next.js cannot handle (default 501). */
  methodRefusalStatus?: MethodRefusalStatus
  /** Where POSTs and server actions are taken; others are refused (see checkPost). */
  postRules?: PostRules
  /** Paths that only take GET and HEAD, and are sent whole (static files). */
  readOnlyPaths?: RegExp
  /** Proxies whose X-Forwarded-For is believed (comma-separated addresses, subnets or `loopback`). */
  trustedProxies?: string
  /**
   * Called with each complete HTML page of a GET before its headers go out (null for a 304), to set
   * headers that depend on the page (see hold-html.ts).
   */
  completeHtml?: (html: string | null, res: http.ServerResponse) => void
  /**
   * An answer to send instead of an error (status ≥ 400) from Next.js for this request, or null to send
   * Next's own; `allow` is Next's `Allow` header (its 405s).
   */
  errorAnswer?: (req: http.IncomingMessage, status: number, allow: string | null) => Answer | null
  /**
   * A path requested once the port is open, before the front reports ready: it makes the app
   * initialise what it would otherwise initialise on the first visitor's request.
   */
  warmUpPath?: string
  /** Whole answers kept in front of Next.js and retired when the content changes (see response-cache.ts). */
  responseCache?: ResponseCacheOptions
  /** Cookies the app must never see: another app's on the same host (see drop-cookies.ts). */
  dropCookies?: readonly string[]
  /** `/healthz` and `/readyz` for orchestration (see health.ts); without it, ready whenever listening. */
  health?: HealthOptions
  /** Where the request lines and the front's own events go (default: the process's logger, log.ts). */
  logger?: Logger
  /** The route pattern a request line names (default: the path's first segment; see request-log.ts). */
  routeOf?: RouteOf
  /** Serve `GET /metrics` (Prometheus) on this port, for the internal network only (metrics.ts). */
  metricsPort?: number
  /** How long a stop waits for answers in flight and open connections before it cuts them (default 8 s). */
  drainTimeoutMs?: number
}

/** The front's server; `drain()` is what SIGTERM does before the process exits (see drain.ts). */
export type Front = http.Server & { drain: () => Promise<DrainResult> }

/**
 * An HTTP server in front of Next.js: refuses methods, addresses and bodies that Next cannot handle
 * (see guard.ts) with a 4xx/501 of the app's own making, sets `x-real-ip` for rate limits, and starts
 * listening only once the app is prepared — so "listening" means "ready" (the CMS initialises
 * Payload during prepare). Stops gracefully on SIGTERM/SIGINT: readiness turns 503, the port closes,
 * answers in flight finish and each connection ends after its answer (drain.ts), then the process exits.
 */
export async function serveNext(options: FrontOptions): Promise<Front> {
  const trusted = trustedProxies(options.trustedProxies)
  await options.app.prepare()
  const handle = options.app.getRequestHandler()
  const cached = options.responseCache ? createResponseCache(options.responseCache) : null
  const foreignCookies = new Set(options.dropCookies)
  const lifecycle = { stopping: false, keptAnswers: () => cached?.size() ?? 0 }
  const health = healthEndpoints(options.health, lifecycle)
  const log = options.logger ?? processLogger(options.name)
  const routeOf = options.routeOf ?? firstSegmentRoute

  const server = http.createServer((req, res) => {
    drain.admit(res)
    if (health.handles(req.url)) return void health.answer(req, res)
    // One id per request, from the edge or made here, for the app (Next's request headers), the
    // services it calls (request-context.ts), the log and the client.
    const requestId = requestIdOf(req.headers)
    req.headers[REQUEST_ID_HEADER] = requestId
    res.setHeader(REQUEST_ID_HEADER, requestId)
    logRequest(log, req, res, requestId, routeOf)
    requestContext.run({ requestId }, () => answer(req, res))
  })

  const drain = drainable(server)

  function answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const readOnly = options.readOnlyPaths?.test(req.url ?? '') ?? false
    const refused =
      checkMethod(req.method, options.methodRefusalStatus, readOnly) ??
      checkTarget(req.url) ??
      checkPost(req.method, req.url, req.headers, options.postRules) ??
      checkBody(req.method, req.headers, options.bodyLimit(req))
    if (refused) return void refuse(req, res, refused, readOnly)
    // Next's static files answer an unsatisfiable range with a 500; they are small, so send them whole.
    if (readOnly) delete req.headers.range
    dropCookies(req.headers, foreignCookies)
    const forwardedFor = req.headers['x-forwarded-for']
    req.headers['x-real-ip'] = clientIp(
      req.socket.remoteAddress,
      Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
      trusted,
    )
    applyDeclaredLength(res)
    const { errorAnswer } = options
    if (errorAnswer) replaceErrorAnswer(res, (status, allow) => errorAnswer(req, status, allow))
    const failed = (error: unknown) => {
      log.error({ err: error, reqId: req.headers[REQUEST_ID_HEADER] }, 'request failed')
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end()
    }
    const pass = () => {
      // Set last, so the cache (which wraps the response first) keeps the headers `completeHtml` adds.
      if (options.completeHtml && req.method === 'GET') holdHtml(res, options.completeHtml)
      handle(req, res).catch(failed)
    }
    if (cached) cached(req, res, pass).catch(failed)
    else pass()
  }

  async function refuse(req: http.IncomingMessage, res: http.ServerResponse, refused: Refusal, readOnly: boolean) {
    const { contentType, body, headers } = await Promise.resolve(options.refusal(req, refused)).catch(() => ({
      contentType: 'text/plain; charset=utf-8',
      body: refused.reason,
      headers: {},
    }))
    // The body (if any) is never read: close the connection instead of draining it.
    res.writeHead(refused.status, {
      'content-type': contentType,
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      connection: 'close',
      ...(refused.status === 501 || refused.status === 405
        ? { allow: refused.allow ?? allowedMethods(req.url, options.postRules, readOnly) }
        : {}),
      ...headers,
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  // Slow or stalled clients must not hold connections: headers within 20 s, the whole request within 2 min.
  server.headersTimeout = 20_000
  server.requestTimeout = 120_000
  server.keepAliveTimeout = 5_000

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  const metrics =
    options.metricsPort === undefined ? null : await serveMetrics(options.name, options.metricsPort, options.host)
  if (options.warmUpPath) await warmUp(`http://127.0.0.1:${port}${options.warmUpPath}`, log)
  log.info({ port, ...(options.metricsPort === undefined ? {} : { metricsPort: options.metricsPort }) }, 'ready')

  const drainTimeoutMs = options.drainTimeoutMs ?? 8000
  let stopped: Promise<DrainResult> | undefined
  const stop = () =>
    (stopped ??= (async () => {
      log.info({ drainTimeoutMs }, 'stopping')
      lifecycle.stopping = true
      metrics?.close()
      // The app's own unfinished work (the CMS's running jobs) ends within the same deadline as the answers.
      const [result] = await Promise.all([drain.drain(drainTimeoutMs), runStopHooks(drainTimeoutMs)])
      if (result.drained) log.info('stopped')
      else log.warn({ cut: result.cut }, 'stopped at the drain deadline: answers in flight were cut short')
      return result
    })())
  const exit = () => {
    // The process ends however the stop goes: a failure in it (a log line written to a closed standard
    // output, as when the parent of `npm start` died) must not leave it running.
    setTimeout(() => process.exit(1), drainTimeoutMs + 2000).unref()
    void stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGTERM', exit)
  process.once('SIGINT', exit)
  return Object.assign(server, { drain: stop })
}

/** Requests `url` until it answers 200 (a minute at most), so the first visitor does not wait. */
async function warmUp(url: string, log: Logger) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if ((await statusOnce(url)) === 200) return
    await new Promise((r) => setTimeout(r, 500))
  }
  log.error({ path: new URL(url).pathname }, 'warm-up page did not answer 200 within a minute; serving anyway')
}

/**
 * One request on a connection of its own that closes with the answer (0: none, or 30 s without a byte). fetch kept
 * the warm-up's connection open and idle for 3 s, and a stop waits for idle connections to be closed by
 * their client (drain.ts): an instance stopped soon after it started (a rolling deploy's) waited for itself.
 */
function statusOnce(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, headers: { connection: 'close' }, timeout: 30_000 }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', () => resolve(0))
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(0))
  })
}
