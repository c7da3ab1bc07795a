import { GATE_KINDS, type GateKind, type TariffSystem } from '@jtt/content-api'
import type { AdminLanguage } from '../i18n/language'

type Point = { km?: number | null; lat?: number | null; lng?: number | null }
type GateRow = { code?: string | null; km?: number | null; kind?: GateKind | null }
type TariffRow = { entry?: string | null; exit?: string | null }
type SectionData = { geometry?: Point[] | null; gates?: GateRow[] | null; tariffSystem?: TariffSystem | null }

/** Each refusal in both interface languages; the field's validator passes the user's. */
const MESSAGES = {
  twoPoints: {
    id: 'Beri minimal dua titik (KM pertama dan terakhir).',
    en: 'Give at least two points (the first and the last KM).',
  },
  increasing: (point: number) => ({
    id: `Titik ${point}: penanda KM harus naik sepanjang rute.`,
    en: `Point ${point}: KM markers must increase along the route.`,
  }),
  codeTwice: (gate: number, code: string) => ({
    id: `Gerbang ${gate}: kode '${code}' dipakai dua kali.`,
    en: `Gate ${gate}: the code '${code}' is used twice.`,
  }),
  outsideRoute: (gate: number, km: number, first: number, last: number) => ({
    id: `Gerbang ${gate}: KM ${km} berada di luar rute (KM ${first}–${last}).`,
    en: `Gate ${gate}: KM ${km} is outside the route (KM ${first}–${last}).`,
  }),
  unknownKind: (gate: number) => ({ id: `Gerbang ${gate}: jenis tidak dikenal.`, en: `Gate ${gate}: unknown kind.` }),
  notAGate: (row: number, code: string) => ({
    id: `Baris ${row}: '${code}' bukan gerbang ruas ini.`,
    en: `Row ${row}: '${code}' is not a gate of this section.`,
  }),
  openHasNoExit: (row: number) => ({
    id: `Baris ${row}: sistem terbuka tidak punya gerbang keluar (tarif dibayar saat masuk).`,
    en: `Row ${row}: an open system has no exit gate (the tariff is paid on entry).`,
  }),
  gateTwice: (row: number, code: string) => ({
    id: `Baris ${row}: gerbang '${code}' punya dua tarif.`,
    en: `Row ${row}: gate '${code}' has two tariffs.`,
  }),
  sameGate: (row: number) => ({
    id: `Baris ${row}: gerbang masuk dan keluar sama.`,
    en: `Row ${row}: entry and exit are the same gate.`,
  }),
  pairTwice: (row: number, entry: string, exit: string) => ({
    id: `Baris ${row}: pasangan ${entry}–${exit} punya dua tarif.`,
    en: `Row ${row}: the pair ${entry}–${exit} has two tariffs.`,
  }),
}

/** The route must run in increasing KM, so positions along it can be interpolated. */
export function validateGeometry(points: Point[] | null | undefined, language: AdminLanguage): true | string {
  const list = points ?? []
  if (list.length < 2) return MESSAGES.twoPoints[language]
  for (let i = 1; i < list.length; i++) {
    if ((list[i]?.km ?? 0) <= (list[i - 1]?.km ?? 0)) return MESSAGES.increasing(i + 1)[language]
  }
  return true
}

/** Gate codes are unique in a section and gates lie on the section's route. */
export function validateGates(
  gates: GateRow[] | null | undefined,
  data: SectionData,
  language: AdminLanguage,
): true | string {
  const seen = new Set<string>()
  const points = data.geometry ?? []
  const first = points[0]?.km ?? 0
  const last = points[points.length - 1]?.km ?? Infinity
  for (const [i, gate] of (gates ?? []).entries()) {
    if (!gate.code) continue
    if (seen.has(gate.code)) return MESSAGES.codeTwice(i + 1, gate.code)[language]
    seen.add(gate.code)
    if (gate.km != null && (gate.km < first || gate.km > last))
      return MESSAGES.outsideRoute(i + 1, gate.km, first, last)[language]
    if (gate.kind && !GATE_KINDS.includes(gate.kind)) return MESSAGES.unknownKind(i + 1)[language]
  }
  return true
}

/**
 * Tariff rows name gates of this section by code: in an open system one entry gate per row (the
 * flat tariff paid there), in a closed system an entry and a different exit gate, each pair once.
 */
export function validateTariffRows(
  rows: TariffRow[] | null | undefined,
  data: SectionData,
  language: AdminLanguage,
): true | string {
  const payable = new Set((data.gates ?? []).filter((g) => g.kind !== 'interchange').map((g) => g.code))
  const pairs = new Set<string>()
  for (const [i, row] of (rows ?? []).entries()) {
    const n = i + 1
    if (!row.entry || !payable.has(row.entry)) return MESSAGES.notAGate(n, row.entry ?? '')[language]
    if (data.tariffSystem === 'open') {
      if (row.exit) return MESSAGES.openHasNoExit(n)[language]
      if (pairs.has(row.entry)) return MESSAGES.gateTwice(n, row.entry)[language]
      pairs.add(row.entry)
      continue
    }
    if (!row.exit || !payable.has(row.exit)) return MESSAGES.notAGate(n, row.exit ?? '')[language]
    if (row.exit === row.entry) return MESSAGES.sameGate(n)[language]
    const key = [row.entry, row.exit].sort().join('>')
    if (pairs.has(key)) return MESSAGES.pairTwice(n, row.entry, row.exit)[language]
    pairs.add(key)
  }
  return true
}
