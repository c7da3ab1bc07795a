/**
 * Years as readers in Indonesia see them: the site shows dates in Jakarta time (UTC+7, no daylight
 * saving), so a release published at 00:30 on 1 January in Jakarta belongs to the new year.
 */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000

/** The Jakarta calendar year of an ISO date. */
export const jakartaYearOf = (iso: string): number => new Date(Date.parse(iso) + JAKARTA_OFFSET_MS).getUTCFullYear()

/** The instants a Jakarta calendar year starts and ends at, as ISO strings (end exclusive). */
export function jakartaYearRange(year: number): { start: string; end: string } {
  const startOf = (y: number) => new Date(Date.UTC(y, 0, 1) - JAKARTA_OFFSET_MS).toISOString()
  return { start: startOf(year), end: startOf(year + 1) }
}
