import type { TrafficSeverity } from '@jtt/content-api'
import { trafficSubKindLabels } from '../i18n/trafficOptions'

/** Incidents an operator reports from the road (the incident kind's sub-kinds). */
export const INCIDENT_TYPES = ['accident', 'breakdown', 'flood', 'fire'] as const
export type IncidentType = (typeof INCIDENT_TYPES)[number]

/** The operator screen's words for them, in both languages (the screen shows both, as the rest-area one). */
export const INCIDENT_LABELS: Record<IncidentType, { id: string; en: string }> = {
  accident: { id: 'Kecelakaan', en: 'Accident' },
  breakdown: { id: 'Kendaraan mogok', en: 'Breakdown' },
  flood: { id: 'Genangan / banjir', en: 'Flooding' },
  fire: { id: 'Kebakaran', en: 'Fire' },
}

export const SEVERITY_LABELS: Record<TrafficSeverity, { id: string; en: string }> = {
  info: { id: 'Info', en: 'Info' },
  caution: { id: 'Waspada', en: 'Caution' },
  closure: { id: 'Jalur ditutup', en: 'Closed' },
}

/** What the operator chose on the screen. */
export type IncidentReport = {
  section: number
  km: number
  side: 'A' | 'B'
  type: IncidentType
  severity: TrafficSeverity
  note: string
}

export const isIncidentType = (value: unknown): value is IncidentType =>
  (INCIDENT_TYPES as readonly unknown[]).includes(value)

/**
 * Where an incident is, as its title names it: the section (its name in the title's language) and the
 * city the chosen side leads to (the section's end for side A, its start for B).
 */
export type IncidentPlace = { type: IncidentType; km: number; towards: string; section: string }

/** A KM marker as each language writes it (57,5 / 57.5), without thousands separators. */
const kmIn = (km: number, locale: 'id' | 'en') =>
  new Intl.NumberFormat(locale === 'id' ? 'id-ID' : 'en-GB', { maximumFractionDigits: 1, useGrouping: false }).format(
    km,
  )

/**
 * The title visitors read, from the incident's sub-kind (the collection's labels), KM, direction and
 * section: "Kecelakaan di KM 57 arah Cikampek (Jakarta–Cikampek)", "Accident at KM 57 towards
 * Cikampek (Jakarta–Cikampek)". The CMS titles an incident saved without one in both languages.
 */
export function incidentTitle(place: IncidentPlace, locale: 'id' | 'en'): string {
  const what = trafficSubKindLabels[place.type][locale]
  const km = kmIn(place.km, locale)
  return locale === 'id'
    ? `${what} di KM ${km} arah ${place.towards} (${place.section})`
    : `${what} at KM ${km} towards ${place.towards} (${place.section})`
}

/**
 * The advisory a report creates: published at once, from now, until an operator ends it. It has no
 * title: the CMS gives it one in both languages from the same facts (hooks/titleIncident.ts).
 */
export function incidentAdvisory(report: IncidentReport, now: Date) {
  const note = report.note.trim()
  return {
    kind: 'incident',
    subKind: report.type,
    severity: report.severity,
    sections: [report.section],
    kmFrom: report.km,
    kmTo: report.km,
    directions: [report.side],
    startsAt: now.toISOString(),
    _status: 'published',
    ...(note ? { advice: paragraph(note) } : {}),
  }
}

/** A note as one paragraph of the editor's rich text. */
function paragraph(text: string) {
  const node = { type: 'text', version: 1, text, format: 0, style: '', mode: 'normal', detail: 0 }
  const p = { type: 'paragraph', version: 1, format: '', indent: 0, direction: 'ltr', textFormat: 0, children: [node] }
  return { root: { type: 'root', version: 1, format: '', indent: 0, direction: 'ltr', children: [p] } }
}

/** The first message of a refused save (Payload's error body), for the screen to show. */
export function refusalMessage(body: unknown): string | null {
  const errors = (body as { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] } | null)
    ?.errors
  const first = errors?.[0]
  return first?.data?.errors?.[0]?.message ?? first?.message ?? null
}
