/**
 * CAP 1.2 (OASIS Common Alerting Protocol) alerts for traffic advisories, so navigation apps and
 * broadcasters can take them: one `<alert>` per advisory, its text in Indonesian and English as two
 * `<info>` blocks, its stretch of road as an `<area>`. Checked against the standard's schema
 * (cap-v1.2.xsd beside this file) by test/unit/cap.test.ts. Pure; relative imports only.
 */
import type { Point } from '../services/geo'
import { el, xmlDocument, type Xml } from './xml'

const CAP_NS = 'urn:oasis:names:tc:emergency:cap:1.2'
export const CAP_TYPE = 'application/cap+xml'

type AdvisorySeverity = 'info' | 'caution' | 'closure'

/** One language's words of an alert. */
export type CapText = {
  /** The kind of event, e.g. `Penutupan lajur` / `Lane closure`. */
  event: string
  headline: string
  description: string
  /** What to do: the advice and detour. */
  instruction?: string
  /** The advisory's page in this language (absolute). */
  web: string
  /** The stretch in words: section, KM range, direction. */
  areaDesc: string
  contact?: string
}

/** Where: a thin polygon around the stretch (closed ring), or a spot with a radius. */
export type CapArea = { polygon: readonly Point[] } | { circle: { center: Point; radiusKm: number } }

export type CapAdvisory = {
  id: string
  severity: AdvisorySeverity
  /** Planned (road works, traffic engineering) rather than reported (an incident): "likely" before it starts. */
  planned: boolean
  start: Date
  /** Null: until further notice. */
  end: Date | null
  /** Last change: the alert's `sent`, and part of its identifier (a changed advisory is a new message). */
  updated: Date
  texts: { id: CapText; en: CapText }
  area: CapArea | null
}

export type CapSender = { siteUrl: string; senderName: string }

const SEVERITY = { closure: 'Severe', caution: 'Moderate', info: 'Minor' } as const
const RESPONSE = { closure: 'Avoid', caution: 'Prepare', info: 'Monitor' } as const
const HOUR_MS = 3_600_000
const JAKARTA_OFFSET_MS = 7 * HOUR_MS

/** CAP's date-time: local time with its offset, whole seconds, never `Z` (the schema's pattern). Jakarta time. */
export const capTime = (date: Date): string =>
  `${new Date(date.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 19)}+07:00`

/** CAP urgency from the advisory's timing: under way, within the hour, later, or over. */
export function capUrgency(a: Pick<CapAdvisory, 'start' | 'end'>, now: Date) {
  if (a.end && a.end.getTime() <= now.getTime()) return 'Past'
  if (a.start.getTime() <= now.getTime()) return 'Immediate'
  return a.start.getTime() - now.getTime() <= HOUR_MS ? 'Expected' : 'Future'
}

/** CAP certainty: what is under way is observed; a planned one before its start likely; a reported one possible. */
export function capCertainty(a: Pick<CapAdvisory, 'start' | 'planned'>, now: Date) {
  if (a.start.getTime() <= now.getTime()) return 'Observed'
  return a.planned ? 'Likely' : 'Possible'
}

const coordinate = (p: Point) => `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`

function area(where: CapArea | null, desc: string): Xml {
  if (!where) return el('area', null, el('areaDesc', null, desc))
  if ('polygon' in where)
    return el('area', null, el('areaDesc', null, desc), el('polygon', null, where.polygon.map(coordinate).join(' ')))
  const { center, radiusKm } = where.circle
  return el(
    'area',
    null,
    el('areaDesc', null, desc),
    el('circle', null, `${coordinate(center)} ${radiusKm.toFixed(2)}`),
  )
}

function info(a: CapAdvisory, lang: 'id-ID' | 'en-US', t: CapText, sender: CapSender, now: Date): Xml {
  return el(
    'info',
    null,
    el('language', null, lang),
    el('category', null, 'Transport'),
    el('event', null, t.event),
    el('responseType', null, RESPONSE[a.severity]),
    el('urgency', null, capUrgency(a, now)),
    el('severity', null, SEVERITY[a.severity]),
    el('certainty', null, capCertainty(a, now)),
    el('effective', null, capTime(a.start)),
    el('onset', null, capTime(a.start)),
    a.end && el('expires', null, capTime(a.end)),
    el('senderName', null, sender.senderName),
    el('headline', null, t.headline),
    el('description', null, t.description),
    t.instruction && el('instruction', null, t.instruction),
    el('web', null, t.web),
    t.contact && el('contact', null, t.contact),
    area(a.area, t.areaDesc),
  )
}

/** CAP's identifier and sender take no spaces, commas, `<` or `&`: the site's host and the advisory's version. */
function capIdentifier(a: Pick<CapAdvisory, 'id' | 'updated'>, siteUrl: string): string {
  const version = capTime(a.updated).slice(0, 19).replace(/\D/g, '')
  return `${new URL(siteUrl).hostname}.traffic-advisory.${a.id}.${version}`
}

/** One advisory as a CAP 1.2 alert document, as of `now` (urgency and certainty follow the clock). */
export function capAlert(a: CapAdvisory, sender: CapSender, now: Date): string {
  return xmlDocument(
    el(
      'alert',
      { xmlns: CAP_NS },
      el('identifier', null, capIdentifier(a, sender.siteUrl)),
      el('sender', null, new URL(sender.siteUrl).hostname),
      el('sent', null, capTime(a.updated)),
      el('status', null, 'Actual'),
      el('msgType', null, 'Alert'),
      el('scope', null, 'Public'),
      info(a, 'id-ID', a.texts.id, sender, now),
      info(a, 'en-US', a.texts.en, sender, now),
    ),
  )
}
