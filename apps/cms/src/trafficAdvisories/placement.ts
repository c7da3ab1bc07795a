import { ROAD_SIDES, TRAFFIC_SUB_KINDS, type TrafficKind } from '@jtt/content-api'

/** Languages the CMS answers validation problems in (the admin's language, else English). */
export type ProblemLocale = 'id' | 'en'

/** A section as the checks need it: its name and the KM markers its route runs between. */
export type SectionRange = { id: string | number; name: string; kmFirst: number; kmLast: number }

/** The fields of an advisory the checks read (what a save carries; any of them may be missing). */
export type Placement = {
  kind?: TrafficKind | null
  subKind?: string | null
  kmFrom?: number | null
  kmTo?: number | null
  directions?: readonly string[] | null
  startsAt?: string | null
  endsAt?: string | null
}

export type Problem = { path: string; message: string }

const km = (value: number) => `KM ${value}`
const ranges = (sections: SectionRange[]) => sections.map((s) => `${s.name} (KM ${s.kmFirst}–${s.kmLast})`).join(', ')

const MESSAGES = {
  outside: {
    id: (v: number, s: SectionRange[]) => `${km(v)} berada di luar ruas yang dipilih: ${ranges(s)}.`,
    en: (v: number, s: SectionRange[]) => `${km(v)} is outside the chosen section(s): ${ranges(s)}.`,
  },
  order: {
    id: 'KM akhir harus sama dengan atau lebih besar dari KM awal.',
    en: 'The end KM must be equal to or greater than the start KM.',
  },
  endBeforeStart: {
    id: 'Waktu selesai harus setelah waktu mulai.',
    en: 'The end must be after the start.',
  },
  direction: {
    id: (d: string) => `Arah '${d}' bukan jalur ruas ini (pilih A: KM naik, atau B: KM turun).`,
    en: (d: string) => `Direction '${d}' is not a carriageway of this section (choose A: increasing KM, or B: back).`,
  },
  twice: { id: 'Setiap arah hanya boleh dipilih sekali.', en: 'Each direction may be chosen only once.' },
  oneWayNeedsOne: {
    id: 'Satu arah dan contraflow berlaku untuk tepat satu arah.',
    en: 'One-way and contraflow apply to exactly one direction.',
  },
  subKind: {
    id: (s: string, k: string) => `Subjenis '${s}' tidak cocok dengan jenis '${k}'.`,
    en: (s: string, k: string) => `Sub-kind '${s}' does not belong to kind '${k}'.`,
  },
} as const

const within = (value: number, sections: SectionRange[]) =>
  sections.some((s) => value >= s.kmFirst && value <= s.kmLast)

/**
 * What is wrong with where and when an advisory is placed: KM inside one of its sections (KM
 * markers run on across the Trans Java sections, so a range may span several), from ≤ to, end after
 * start, directions that are carriageways (A/B) once each, a sub-kind of its kind. Fields not given
 * are not checked (a draft may be incomplete; required fields are Payload's own check).
 */
export function placementProblems(input: Placement, sections: SectionRange[], locale: ProblemLocale): Problem[] {
  const problems: Problem[] = []
  const { kmFrom, kmTo } = input
  if (sections.length > 0) {
    if (typeof kmFrom === 'number' && !within(kmFrom, sections))
      problems.push({ path: 'kmFrom', message: MESSAGES.outside[locale](kmFrom, sections) })
    if (typeof kmTo === 'number' && !within(kmTo, sections))
      problems.push({ path: 'kmTo', message: MESSAGES.outside[locale](kmTo, sections) })
  }
  if (typeof kmFrom === 'number' && typeof kmTo === 'number' && kmTo < kmFrom)
    problems.push({ path: 'kmTo', message: MESSAGES.order[locale] })
  if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
    problems.push({ path: 'endsAt', message: MESSAGES.endBeforeStart[locale] })
  problems.push(...directionProblems(input, locale))
  if (input.kind && input.subKind) {
    const allowed: readonly string[] = TRAFFIC_SUB_KINDS[input.kind] ?? []
    if (!allowed.includes(input.subKind))
      problems.push({ path: 'subKind', message: MESSAGES.subKind[locale](input.subKind, input.kind) })
  }
  return problems
}

function directionProblems({ directions, subKind }: Placement, locale: ProblemLocale): Problem[] {
  if (!directions) return []
  const wrong = directions.find((d) => !(ROAD_SIDES as readonly string[]).includes(d))
  if (wrong !== undefined) return [{ path: 'directions', message: MESSAGES.direction[locale](wrong) }]
  if (new Set(directions).size !== directions.length) return [{ path: 'directions', message: MESSAGES.twice[locale] }]
  if ((subKind === 'one-way' || subKind === 'contraflow') && directions.length !== 1)
    return [{ path: 'directions', message: MESSAGES.oneWayNeedsOne[locale] }]
  return []
}
