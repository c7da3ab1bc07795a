import { GATE_KINDS, type GateKind, type TariffSystem } from '@jtt/content-api'

type Point = { km?: number | null; lat?: number | null; lng?: number | null }
type GateRow = { code?: string | null; km?: number | null; kind?: GateKind | null }
type TariffRow = { entry?: string | null; exit?: string | null }
type SectionData = { geometry?: Point[] | null; gates?: GateRow[] | null; tariffSystem?: TariffSystem | null }

/** The route must run in increasing KM, so positions along it can be interpolated. */
export function validateGeometry(points: Point[] | null | undefined): true | string {
  const list = points ?? []
  if (list.length < 2) return 'Give at least two points (the first and the last KM).'
  for (let i = 1; i < list.length; i++) {
    if ((list[i]?.km ?? 0) <= (list[i - 1]?.km ?? 0)) return `Point ${i + 1}: KM markers must increase along the route.`
  }
  return true
}

/** Gate codes are unique in a section and gates lie on the section's route. */
export function validateGates(gates: GateRow[] | null | undefined, data: SectionData): true | string {
  const seen = new Set<string>()
  const points = data.geometry ?? []
  const first = points[0]?.km ?? 0
  const last = points[points.length - 1]?.km ?? Infinity
  for (const [i, gate] of (gates ?? []).entries()) {
    if (!gate.code) continue
    if (seen.has(gate.code)) return `Gate ${i + 1}: the code '${gate.code}' is used twice.`
    seen.add(gate.code)
    if (gate.km != null && (gate.km < first || gate.km > last))
      return `Gate ${i + 1}: KM ${gate.km} is outside the route (KM ${first}–${last}).`
    if (gate.kind && !GATE_KINDS.includes(gate.kind)) return `Gate ${i + 1}: unknown kind.`
  }
  return true
}

/**
 * Tariff rows name gates of this section by code: in an open system one entry gate per row (the
 * flat tariff paid there), in a closed system an entry and a different exit gate, each pair once.
 */
export function validateTariffRows(rows: TariffRow[] | null | undefined, data: SectionData): true | string {
  const payable = new Set((data.gates ?? []).filter((g) => g.kind !== 'interchange').map((g) => g.code))
  const pairs = new Set<string>()
  for (const [i, row] of (rows ?? []).entries()) {
    const n = i + 1
    if (!row.entry || !payable.has(row.entry)) return `Row ${n}: '${row.entry ?? ''}' is not a gate of this section.`
    if (data.tariffSystem === 'open') {
      if (row.exit) return `Row ${n}: an open system has no exit gate (the tariff is paid on entry).`
      if (pairs.has(row.entry)) return `Row ${n}: gate '${row.entry}' has two tariffs.`
      pairs.add(row.entry)
      continue
    }
    if (!row.exit || !payable.has(row.exit)) return `Row ${n}: '${row.exit ?? ''}' is not a gate of this section.`
    if (row.exit === row.entry) return `Row ${n}: entry and exit are the same gate.`
    const key = [row.entry, row.exit].sort().join('>')
    if (pairs.has(key)) return `Row ${n}: the pair ${row.entry}–${row.exit} has two tariffs.`
    pairs.add(key)
  }
  return true
}
