/**
 * Days of search analytics are calendar days in Jakarta (UTC+7, no daylight saving), as editors in
 * Indonesia read them; a day is kept as `YYYY-MM-DD`, so days sort and compare as text on both databases.
 */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The Jakarta day of an instant. */
export const jakartaDay = (at: Date): string => new Date(at.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10)

/** The Jakarta day `days` before the day of `at` (0: that day). */
export const daysBefore = (at: Date, days: number): string => jakartaDay(new Date(at.getTime() - days * DAY_MS))

/** The next time it is `hour`:00 in Jakarta after `at`. */
export function nextJakartaHour(at: Date, hour: number): Date {
  const local = new Date(at.getTime() + JAKARTA_OFFSET_MS)
  const target = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour) - JAKARTA_OFFSET_MS
  return new Date(target > at.getTime() ? target : target + DAY_MS)
}
