import type { FailureCounts, FailureEntry } from './failureCounts'

/** Entries past their window are dropped when listing, and on counting once there are this many. */
const SWEEP_ABOVE = 5000

/** Failure counts in this process's memory (no REDIS_URL, or Redis not answering). */
export function memoryFailureCounts(windowMs: number): FailureCounts {
  const entries = new Map<string, FailureEntry>()
  const live = (key: string) => {
    const entry = entries.get(key)
    if (entry && entry.resetsAt <= Date.now()) entries.delete(key)
    return entries.get(key) ?? null
  }
  const sweep = () => {
    for (const key of entries.keys()) live(key)
  }
  return {
    get: async (key) => {
      const entry = live(key)
      return entry && { ...entry }
    },
    hit: async (key, label) => {
      if (entries.size > SWEEP_ABOVE) sweep()
      const entry = live(key) ?? { key, failures: 0, resetsAt: Date.now() + windowMs, label }
      entry.failures += 1
      entries.set(key, entry)
      return { ...entry }
    },
    refund: async (key) => {
      const entry = live(key)
      if (entry) entry.failures = Math.max(0, entry.failures - 1)
    },
    clear: async (keys) => keys.filter((key) => live(key) !== null && entries.delete(key)).length,
    list: async () => {
      sweep()
      return [...entries.values()].map((entry) => ({ ...entry }))
    },
  }
}
