import { searchEventSchema } from '@jtt/content-api'
import { createRateLimiter } from '@jtt/server/rate-limit'
import { api } from '@/lib/content/client'
import { onBehalfOf } from '@/lib/forms/answer'

/** An event is a query and a few fields. */
const MAX_BODY_BYTES = 2 * 1024

/**
 * Per visitor address, as the forms count their posts (shared through Redis when REDIS_URL is set):
 * far more than anyone searches in 15 minutes. The content service counts the same address once more.
 */
const limiter = createRateLimiter({ name: 'web-search-events', points: 300, windowSeconds: 15 * 60 })

const answer = (status: number, text?: string, headers: Record<string, string> = {}) =>
  new Response(text === undefined ? null : `${text}\n`, {
    status,
    headers: {
      ...(text === undefined ? {} : { 'content-type': 'text/plain; charset=utf-8' }),
      'cache-control': 'no-store',
      ...headers,
    },
  })

/**
 * POST /api/search-events: the results page's search analytics (components/client/SearchAnalytics)
 * for the content service's POST /v1/search-events, which the browser cannot reach. JSON only — which
 * other sites cannot send here without CORS, which this never allows; the body is checked against the
 * contract before it is passed on with the visitor's address (for the service's own limit, never
 * stored). 204 when taken; malformed 400; over the limit 429.
 */
export async function POST(request: Request) {
  const wait = await limiter.hit(request.headers.get('x-real-ip') ?? 'unknown')
  if (wait > 0) return answer(429, 'Too many requests.', { 'retry-after': String(wait) })
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return answer(413, 'Body too large.')
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return answer(400, 'Send the event as application/json.')
  }
  const text = await request.text().catch(() => '')
  if (text.length > MAX_BODY_BYTES) return answer(413, 'Body too large.')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return answer(400, 'The body is not valid JSON.')
  }
  const event = searchEventSchema.safeParse(body)
  if (!event.success) return answer(400, 'Not a search event.')
  const result = await api.recordSearchEvent(event.data, onBehalfOf(request.headers.get('x-real-ip') ?? 'unknown'))
  if (result.ok) return answer(204)
  if (result.error.status === 400) return answer(400, 'Not a search event.')
  if (result.error.status === 429) return answer(429, 'Too many requests.', { 'retry-after': '60' })
  return answer(503, 'Not counted just now.', { 'retry-after': '60' })
}
