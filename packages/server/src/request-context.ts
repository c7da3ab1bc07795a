import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'

/**
 * The request id that follows one visitor's request across the edge, the web and the Content API
 * (issue 26): nginx makes it (`$request_id`, 32 hex digits) and sends it as `X-Request-Id`; a front
 * reached directly makes one of the same form. It is a W3C trace id too, so the web passes it to the
 * Content API inside `traceparent` — the one header Next.js leaves out of its data cache's key (an
 * `X-Request-Id` on a cached fetch would make every call a miss).
 */
export const REQUEST_ID_HEADER = 'x-request-id'

const REQUEST_ID = /^[0-9a-f]{32}$/
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/

type RequestContext = { requestId: string }

/**
 * One store per process, on `globalThis`: the front's bundle and Next's server bundles each carry a
 * copy of this module, and the page renders read what the front set.
 */
const KEY = Symbol.for('jtt.request-context')
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> }
export const requestContext: AsyncLocalStorage<RequestContext> = (holder[KEY] ??= new AsyncLocalStorage())

/** The id of the request being answered, if any (a page render, a Content API call it makes). */
export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The request's id: the edge's, else the trace id of the caller's `traceparent` (the web's calls), else a new one. */
export function requestIdOf(headers: Record<string, string | string[] | undefined>): string {
  const given = first(headers[REQUEST_ID_HEADER])?.trim().toLowerCase()
  if (given && REQUEST_ID.test(given)) return given
  const trace = TRACEPARENT.exec(first(headers.traceparent)?.trim().toLowerCase() ?? '')?.[1]
  if (trace && !/^0+$/.test(trace)) return trace
  return newRequestId()
}

/**
 * 32 hex digits from a random UUID (122 random bits): `randomUUID` draws from a cached pool of entropy,
 * where `randomBytes(16)` asks the system on every request (3 % of a cached page's CPU time).
 */
const newRequestId = () => crypto.randomUUID().replaceAll('-', '')

/** A `traceparent` that carries the current request's id to the service called (not sampled: flags 00). */
export function traceparentOf(requestId: string): string {
  return `00-${requestId}-${crypto.randomBytes(8).toString('hex')}-00`
}
