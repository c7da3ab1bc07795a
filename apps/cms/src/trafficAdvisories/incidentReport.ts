import type { TrafficSeverity } from '@jtt/content-api'

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
  /** The city the chosen side leads to (the section's end for A, its start for B). */
  towards: string
  type: IncidentType
  severity: TrafficSeverity
  note: string
}

/** "Kecelakaan KM 57 arah Cikampek": the title visitors read, in Indonesian (the site's default). */
const incidentTitle = (r: Pick<IncidentReport, 'type' | 'km' | 'towards'>) =>
  `${INCIDENT_LABELS[r.type].id} KM ${r.km} arah ${r.towards}`

/** The advisory a report creates: published at once, from now, until an operator ends it. */
export function incidentAdvisory(report: IncidentReport, now: Date) {
  const note = report.note.trim()
  return {
    title: incidentTitle(report),
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
