import type { TariffSystem, VehicleClass } from '@jtt/content-api'

type TariffRow = { entry: string; exit: string | null; tariffs: readonly number[] }
export type TariffSection = {
  system: TariffSystem
  gates: readonly { code: string; km: number }[]
  rows: readonly TariffRow[]
}

export type TariffLookup =
  { ok: true; tariff: number; distanceKm: number } | { ok: false; reason: 'same-gate' | 'unknown-gate' | 'no-tariff' }

/**
 * The tariff of a trip within one section. Open system: the flat tariff of the entry gate, wherever
 * the trip leaves. Closed system: the row of the entry–exit pair, in either direction (tariffs are
 * the same both ways). The distance is measured along the road between the gates' KM markers.
 */
export function lookupTariff(
  section: TariffSection,
  entry: string,
  exit: string,
  vehicleClass: VehicleClass,
): TariffLookup {
  if (entry === exit) return { ok: false, reason: 'same-gate' }
  const from = section.gates.find((g) => g.code === entry)
  const to = section.gates.find((g) => g.code === exit)
  if (!from || !to) return { ok: false, reason: 'unknown-gate' }
  const row =
    section.system === 'open'
      ? section.rows.find((r) => r.entry === entry && !r.exit)
      : section.rows.find((r) => (r.entry === entry && r.exit === exit) || (r.entry === exit && r.exit === entry))
  const tariff = row?.tariffs[vehicleClass - 1]
  if (tariff === undefined) return { ok: false, reason: 'no-tariff' }
  return { ok: true, tariff, distanceKm: Math.round(Math.abs(to.km - from.km) * 10) / 10 }
}
