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
  const gate = (value: string) => {
    if (value && !GATE_ID_PATTERN.test(value)) query.invalid = true
    return GATE_ID_PATTERN.test(value) ? value : undefined
  }
  query.entry = gate(entry)
  query.exit = gate(exit)
  if (cls && !/^[1-5]$/.test(cls)) query.invalid = true
  else if (cls) query.vehicleClass = Number(cls) as VehicleClass
  query.complete = Boolean(query.entry && query.exit && query.vehicleClass)
  return query
}

export const ROMAN = ['I', 'II', 'III', 'IV', 'V'] as const
