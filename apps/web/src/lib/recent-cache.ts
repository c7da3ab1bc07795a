/**
 * A small in-memory cache with a lifetime and a size bound (the oldest entry goes first), for
 * answers that are cheap to lose and expensive to recompute under load.
 */
export function recentCache<T>(maxEntries: number, ttlMs: number) {
  const entries = new Map<string, { value: T; expires: number }>()
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expires <= Date.now()) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    set(key: string, value: T): void {
      entries.delete(key)
      entries.set(key, { value, expires: Date.now() + ttlMs })
      // Maps iterate in insertion order: the first key is the oldest.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
    },
    clear(): void {
      entries.clear()
    },
  }
}

/**
 * Fixed-window request counting per key (a client address), in memory for this web instance. Answers
 * the seconds to wait when a key is over its limit, else 0.
 */
export function windowLimiter(limit: number, windowMs: number, maxKeys = 10_000) {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return (key: string): number => {
    const now = Date.now()
    let window = windows.get(key)
    if (!window || window.resetAt <= now) {
      if (windows.size >= maxKeys) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
        if (windows.size >= maxKeys) windows.clear()
      }
      window = { count: 0, resetAt: now + windowMs }
      windows.set(key, window)
    }
    window.count++
    return window.count > limit ? Math.ceil((window.resetAt - now) / 1000) : 0
  }
}
