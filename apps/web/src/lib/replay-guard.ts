import { REPLAY_WINDOW_SECONDS } from '@jtt/content-api/webhook'

/** Ids of notifications applied within the replay window (older ones are refused by their timestamp). */
const seen = new Map<string, number>()

/** True the first time an id is given within the replay window; false for a replay. */
export function rememberOnce(id: string, now = Date.now()): boolean {
  for (const [key, expires] of seen) if (expires < now) seen.delete(key)
  if (seen.has(id)) return false
  seen.set(id, now + 2 * REPLAY_WINDOW_SECONDS * 1000)
  return true
}
