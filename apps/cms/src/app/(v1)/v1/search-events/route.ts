import { searchEventSchema } from '@jtt/content-api'
import { formRoute, postOnly } from '@/forms/formRoute'
import { recordSearchEvent, searchEventLimiter } from '@/search/analytics/record'

/**
 * POST /v1/search-events `{ event: 'search', q, locale, results }` or `{ event: 'follow', q, locale }`:
 * search analytics for editors, sent by the site's results page (see the web's api/search-events). 204,
 * no body. Counting is this POST, never the GET /v1/search it reports on: the site's page cache and
 * its recent results answer many searches without asking this service, suggestions and prefetches
 * ask it for no visitor's search, and a GET must change nothing.
 */
export const POST = formRoute({
  limiter: searchEventLimiter,
  schema: searchEventSchema,
  captcha: false,
  handle: async (event, { payload }) => {
    await recordSearchEvent(payload, event)
    return new Response(null, { status: 204, headers: { 'cache-control': 'private, no-store' } })
  },
})

export const GET = postOnly
