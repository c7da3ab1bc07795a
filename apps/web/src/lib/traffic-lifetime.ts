import { collectAllPages } from '@jtt/content-api'
import { api } from './content/client'
import { REVALIDATE_SECONDS } from './content/tags'
import { lifetimeSeconds } from './services/traffic'
import { PROXY_TABLES_TTL_MS, ttlTable } from './ttl-table'

/** While the advisories cannot be read, pages that show them are kept this long at most (seconds). */
const UNKNOWN_LIFETIME = 10

/**
 * The start and end of every current and upcoming advisory, for the proxy: a page that shows
 * advisories changes by the clock at each of them, so shared caches (the front, the edge) may keep it
 * only until the next one. Reloaded when publish-to-live names the advisories' list tag.
 */
const transitions = ttlTable(
  'traffic',
  async () => {
    const all = await collectAllPages((page) =>
      api.trafficAdvisories({ locale: 'id', page, perPage: 100 }, { init: { cache: 'no-store' } }),
    )
    return all.ok ? all.data.map(({ startsAt, endsAt }) => ({ startsAt, endsAt })) : null
  },
  PROXY_TABLES_TTL_MS,
)

/** Seconds a page showing advisories may be kept by shared caches from now: at most REVALIDATE_SECONDS. */
export async function trafficPageLifetime(now = Date.now()): Promise<number> {
  const known = await transitions.get()
  return known ? lifetimeSeconds(known, now, REVALIDATE_SECONDS) : UNKNOWN_LIFETIME
}
