import type { TrafficSeverity } from '@jtt/content-api'

/** A section as the operator's traffic screen offers it: its KM range and the cities either way. */
export type SectionOption = { id: number; name: string; start: string; end: string; kmFirst: number; kmLast: number }

/** An incident in force, as the screen lists it with its End button. */
export type IncidentRow = {
  id: string
  title: string
  section: string
  km: number
  severity: TrafficSeverity
  startsAt: string
}
