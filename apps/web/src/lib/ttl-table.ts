/**
 * A table loaded from the content service and kept in memory for `ttlMs`, for the proxy, which runs
 * on every request and must not call the CMS each time. One refresh runs at a time; when a refresh
 * fails the last good copy keeps serving (and is retried sooner); `null` means never loaded.
 */
export function ttlTable<T>(load: () => Promise<T | null>, ttlMs: number) {
  let value: T | null = null
  let loadedAt = 0
  let refreshing: Promise<T | null> | null = null
  return async function get(): Promise<T | null> {
    if (value !== null && Date.now() - loadedAt < ttlMs) return value
    refreshing ??= load()
      .catch(() => null)
      .then((fresh) => {
        if (fresh !== null) value = fresh
        loadedAt = fresh !== null ? Date.now() : Date.now() - ttlMs / 2
        return value
      })
      .finally(() => {
        refreshing = null
      })
    return refreshing
  }
}
