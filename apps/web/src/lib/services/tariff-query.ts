import { GATE_ID_PATTERN, type VehicleClass } from '@jtt/content-api'
import type { RawQuery } from './rest-area-query'

export type TariffQuery = {
  entry?: string
  exit?: string
  vehicleClass?: VehicleClass
  complete: boolean
  invalid: boolean
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? ''

/** The calculator's GET form: `entry` and `exit` gate ids, `class` 1–5; anything malformed is flagged. */
export function parseTariffQuery(raw: RawQuery): TariffQuery {
  const [entry, exit, cls] = [first(raw.entry), first(raw.exit), first(raw.class)]
  const query: TariffQuery = { complete: false, invalid: false }
  if (entry) GATE_ID_PATTERN.test(entry) ? (query.entry = entry) : (query.invalid = true)
  if (exit) GATE_ID_PATTERN.test(exit) ? (query.exit = exit) : (query.invalid = true)
  if (cls) /^[1-5]$/.test(cls) ? (query.vehicleClass = Number(cls) as VehicleClass) : (query.invalid = true)
  query.complete = Boolean(query.entry && query.exit && query.vehicleClass)
  return query
}

export const ROMAN = ['I', 'II', 'III', 'IV', 'V'] as const
