import { env } from '../env'

/**
 * How long the proxy trusts its copies of the redirect table and the route index when no
 * publish-to-live notification arrives; a notification refreshes them at once.
 */
export const PROXY_TABLES_TTL_MS = env.proxyTablesTtlMs

/** Tables the proxy keeps; a publish-to-live notification marks them stale by name. */
export type TableName = 'redirects' | 'routes' | 'traffic'

/**
 * When each table was last marked stale. Kept on `globalThis` because the proxy and the route that
 * takes notifications are separate bundles with their own module state, in one server process.
 */
const staleMarks: Map<TableName, number> = ((
  globalThis as { __jttStaleTables?: Map<TableName, number> }
).__jttStaleTables ??= new Map())

/** Makes the next read of these tables load them afresh (called on a publish-to-live notification). */
export function markTablesStale(names: Iterable<TableName>) {
  const now = Date.now()
  for (const name of names) staleMarks.set(name, now)
}

/**
 * A table loaded from the content service and kept in memory for `ttlMs`, for the proxy, which runs
 * on every request and must not call the CMS each time. One refresh runs at a time; when a refresh
 * fails the last good copy keeps serving and the next try comes sooner; `null` means never loaded.
 * A notification that its content changed (`markTablesStale`) makes the next read reload it.
 * `reachable()` tells whether the latest load worked.
 */
export function ttlTable<T>(name: TableName, load: () => Promise<T | null>, ttlMs: number) {
  let value: T | null = null
  let loadedAt = 0
  let lastLoadOk = true
  let refreshing: Promise<T | null> | null = null
  let refreshStartedAt = 0
  const retryMs = Math.min(ttlMs, 2000)

  async function get(): Promise<T | null> {
    const staleSince = staleMarks.get(name) ?? 0
    const age = Date.now() - loadedAt
    const fresh = age < (lastLoadOk ? ttlMs : retryMs) && staleSince < loadedAt
    if (value !== null && fresh) return value
    // A load that began before the latest notification may have read the old content: a reader
    // waits for it to end, then for a load of its own (a page published a moment ago is found).
    if (refreshing && refreshStartedAt <= staleSince) {
      await refreshing
      return get()
    }
    const startedAt = Date.now()
    if (!refreshing) refreshStartedAt = startedAt
    refreshing ??= load()
      .catch(() => null)
      .then((loaded) => {
        lastLoadOk = loaded !== null
        if (loaded !== null) value = loaded
        loadedAt = startedAt
        return value
      })
      .finally(() => {
        refreshing = null
      })
    return refreshing
  }

  return { get, reachable: () => lastLoadOk }
}
