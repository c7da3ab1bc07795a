import { context, propagation, type TextMapSetter } from '@opentelemetry/api'
import { createContentClient } from '@jtt/content-api'
import { currentRequestId, traceparentOf } from '@jtt/server/request-context'
import { env } from '../../env'
import { measuredFetch } from './call-metrics'
import { healthTrackingFetch } from './health'

/**
 * Each call carries the id of the visitor's request it is made for (request-context.ts), so the
 * Content API's log line names the same request as the edge's and the web's. In `traceparent`: Next's
 * data cache leaves that header out of its key (any other would make every cached call a miss).
 */
const measured = measuredFetch(healthTrackingFetch)

const intoHeaders: TextMapSetter<Headers> = { set: (headers, key, value) => headers.set(key, value) }

const fetchWithRequestId: typeof fetch = (input, init) => {
  const requestId = currentRequestId()
  // Always as Headers, so a call's cache key is the same with or without an id.
  const headers = new Headers(init?.headers)
  if (requestId) headers.set('traceparent', traceparentOf(requestId))
  // With traces on (instrumentation.ts), the same trace id with the span the call is made in, so the
  // Content API's spans join the page's trace under it; off, no propagator is registered and this does nothing.
  propagation.inject(context.active(), headers, intoHeaders)
  return measured(input, { ...init, headers })
}

/** The contract client, configured from the environment; the site's only way to reach the CMS. */
export const api = createContentClient({ ...env.contentApi, fetch: fetchWithRequestId })
