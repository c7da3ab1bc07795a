import { z } from 'zod'
import { localeSchema } from './common'
import { MAX_SEARCH_QUERY_LENGTH } from './search'

/** Results counted at most; a larger count is a made-up post, not a search of this site. */
const MAX_SEARCH_EVENT_RESULTS = 1_000_000

/**
 * The query as the results page read it (at most MAX_SEARCH_QUERY_LENGTH code points, which may take
 * twice as many UTF-16 units); the service folds it the way search folds words before counting it.
 */
const querySchema = z
  .string()
  .min(1)
  .max(MAX_SEARCH_QUERY_LENGTH * 2)

/**
 * `POST /search-events`: search analytics for editors (issue 28), sent by the site's results page —
 * `search` once per search a visitor made (the first page of results, all types), with the number of
 * results it found; `follow` when the visitor opened one of its results. Nothing else: no address,
 * cookie or other mark of the visitor is part of it (or stored). Strict: unknown fields are a 400.
 */
export const searchEventSchema = z.discriminatedUnion('event', [
  z.strictObject({
    event: z.literal('search'),
    q: querySchema,
    locale: localeSchema,
    results: z.number().int().min(0).max(MAX_SEARCH_EVENT_RESULTS),
  }),
  z.strictObject({ event: z.literal('follow'), q: querySchema, locale: localeSchema }),
])
export type SearchEvent = z.infer<typeof searchEventSchema>
