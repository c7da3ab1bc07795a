import { collectAllPages, type Locale, type TrafficAdvisory, type TrafficAdvisoryFilters } from '@jtt/content-api'
import { cache } from 'react'
import { api } from './client'
import { ContentUnavailableError } from './errors'
import { readMode } from './preview'
import { cached, cacheTags } from './tags'

const LIST = cacheTags.list('traffic-advisory')

/**
 * Current and upcoming advisories matching the filters (all pages), as the Content API orders them.
 * The answer may be older than a start or end it holds: callers judge the state by the clock
 * (lib/services/traffic.ts `asOf`); publish-to-live expires it when an advisory changes.
 */
export const getTrafficAdvisories = cache(
  async (locale: Locale, filters: TrafficAdvisoryFilters = {}): Promise<TrafficAdvisory[]> => {
    const result = await collectAllPages((page) =>
      api.trafficAdvisories(
        { ...filters, locale, page, perPage: 100 },
        cached(LIST, cacheTags.list('toll-road'), cacheTags.media),
      ),
    )
    if (!result.ok) {
      // Filters the API refuses (a stray value in the query) match nothing rather than failing the page.
      if (result.error.status === 400) return []
      throw new ContentUnavailableError('the traffic advisories', result.error)
    }
    return result.data
  },
)

/**
 * Advisories for a part of another page (the home banner, a rest area's section): that page must not
 * fail with them, so an unreadable list shows nothing there (the traffic page itself says it failed).
 */
export async function getTrafficAdvisoriesForPart(
  locale: Locale,
  filters: TrafficAdvisoryFilters = {},
): Promise<TrafficAdvisory[]> {
  try {
    return await getTrafficAdvisories(locale, filters)
  } catch {
    return []
  }
}

/** One advisory by id (past ones too), or null; drafts in an editor's preview. */
export const getTrafficAdvisory = cache(async (id: string, locale: Locale): Promise<TrafficAdvisory | null> => {
  if (!/^\d{1,12}$/.test(id)) return null
  const { draft, call } = await readMode(
    cacheTags.item('traffic-advisory', id),
    LIST,
    cacheTags.list('toll-road'),
    cacheTags.list('press-release'),
    cacheTags.media,
  )
  const result = await api.trafficAdvisory({ id, locale, draft }, call)
  if (result.ok) return result.data.data
  if (result.error.status === 404) return null
  throw new ContentUnavailableError(`traffic advisory ${id}`, result.error)
})
