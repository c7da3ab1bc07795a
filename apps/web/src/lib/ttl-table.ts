/**
 * A table loaded from the content service and kept in memory for `ttlMs`, for the proxy, which runs
 * on every request and must not call the CMS each time. One refresh runs at a time; when a refresh
 * fails the last good copy keeps serving and the next try comes sooner; `null` means never loaded.
 * `reachable()` tells whether the latest load worked: the proxy's view of the content service.
 */
export function ttlTable<T>(load: () => Promise<T | null>, ttlMs: number) {
  let value: T | null = null
  let loadedAt = 0
  let lastLoadOk = true
  let refreshing: Promise<T | null> | null = null
  const retryMs = Math.min(ttlMs, 2000)

  async function get(): Promise<T | null> {
    const age = Date.now() - loadedAt
    if (value !== null && age < (lastLoadOk ? ttlMs : retryMs)) return value
    refreshing ??= load()
      .catch(() => null)
      .then((fresh) => {
        lastLoadOk = fresh !== null
        if (fresh !== null) value = fresh
        loadedAt = Date.now()
        return value
      })
      .finally(() => {
        refreshing = null
      })
    return refreshing
  }

  return { get, reachable: () => lastLoadOk }
}
