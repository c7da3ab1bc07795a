import type { Locale, TollRoad, TrafficAdvisory } from '@jtt/content-api'
import { feedPath } from '@jtt/content-api/routes'
import { routeAlternates } from '@/lib/alternates'
import { getTollRoads } from '@/lib/content/services'
import { getTrafficAdvisories } from '@/lib/content/traffic'
import { plainText } from '@/lib/rich-text'
import { advisoryStretch, asOf } from '@/lib/services/traffic'
import { stretchPolygon } from '@/lib/services/road-stretch'
import { advisoryHref, advisoryWords } from '@/lib/services/traffic-text'
import { localeInfo } from '@/i18n/locales'
import { absoluteUrl, siteUrl } from '@/lib/site'
import { atomFeed, tagUri, type AtomEntry } from './atom'
import { capAlert, CAP_TYPE, type CapAdvisory, type CapArea, type CapText } from './cap'

const PUBLISHER = { name: 'PT Jasamarga Transjawa Tol', uri: siteUrl() }
/** Half the width of the polygon drawn around a stretch: both carriageways and their verges. */
const HALF_WIDTH_KM = 0.1
/** A stretch of one KM marker (an incident at a point) is a circle this wide. */
const SPOT_RADIUS_KM = 0.5
const PLANNED_KINDS: readonly TrafficAdvisory['kind'][] = ['road-works', 'traffic-engineering']

const time = (iso: string) => new Date(iso)

/** When the feed last changed as of `now`: an edit, or a start or end that has passed (entries come and go). */
function lastChange(advisories: readonly TrafficAdvisory[], now: number): Date | undefined {
  const moments = advisories
    .flatMap((a) => [a.updatedAt, a.startsAt, a.endsAt ?? ''])
    .map((iso) => Date.parse(iso))
    .filter((t) => Number.isFinite(t) && t <= now)
  return moments.length ? new Date(Math.max(...moments)) : undefined
}

/** The current and upcoming advisories as an Atom feed in one language. */
export async function trafficAtom(locale: Locale, now: number) {
  const [words, advisories] = await Promise.all([advisoryWords(locale), getTrafficAdvisories(locale)])
  const { t, place, kind, period } = words
  const shown = asOf(advisories, now)
  const entries: AtomEntry[] = shown.map((a) => {
    const { start, end } = period(a)
    return {
      id: tagUri(siteUrl(), 'traffic-advisory', a.id, locale),
      title: `${t('severity', { severity: a.severity })}: ${a.title}`,
      updated: time(a.updatedAt),
      link: absoluteUrl(advisoryHref(locale, a.id)),
      summary: [`${t('state', { state: a.state })} · ${kind(a)}`, place(a), `${start} – ${end}`, plainText(a.advice)]
        .filter(Boolean)
        .join('. '),
      categories: [
        { term: a.severity, label: t('severity', { severity: a.severity }) },
        { term: a.kind, label: t('kindName', { kind: a.kind }) },
        ...a.sections.map((s) => ({ term: s.slug, label: s.name })),
      ],
    }
  })
  const body = atomFeed({
    id: tagUri(siteUrl(), 'traffic-advisories', locale),
    title: t('feedTitle'),
    subtitle: t('intro'),
    lang: localeInfo(locale).iso,
    selfUrl: absoluteUrl(feedPath('traffic-advisories', { locale })),
    alternateUrl: absoluteUrl(routeAlternates('/layanan/info-lalu-lintas')[locale]),
    author: PUBLISHER,
    updated: lastChange(advisories, now),
    emptySince: new Date(0),
    entries,
  })
  return { body, advisories: shown }
}

async function capText(a: TrafficAdvisory, locale: Locale): Promise<CapText> {
  const { t, place, kind, period } = await advisoryWords(locale)
  const { start, end } = period(a)
  const lanes = a.lanesAffected ? t('lanes', { count: a.lanesAffected }) : ''
  return {
    event: kind(a),
    headline: a.title,
    description: [place(a), `${start} – ${end}`, lanes, plainText(a.advice)].filter(Boolean).join('. '),
    instruction: plainText(a.detour) || undefined,
    web: absoluteUrl(advisoryHref(locale, a.id)),
    areaDesc: place(a),
    contact: t('contact'),
  }
}

function capArea(a: TrafficAdvisory, roads: readonly TollRoad[]): CapArea | null {
  const line = advisoryStretch(a, roads)
  const polygon = stretchPolygon(line, HALF_WIDTH_KM)
  if (polygon) return { polygon }
  return line[0] ? { circle: { center: line[0], radiusKm: SPOT_RADIUS_KM } } : null
}

/**
 * Every current and upcoming advisory as CAP input, both languages joined by id; `changed`: when the
 * set last changed (an edit, a start or an end), and `all`: the advisories read (their lifetimes).
 */
export async function capAdvisories(now: number) {
  const [id, en, roads] = await Promise.all([
    getTrafficAdvisories('id'),
    getTrafficAdvisories('en'),
    getTollRoads('id'),
  ])
  const english = new Map(en.map((a) => [a.id, a]))
  const alerts: CapAdvisory[] = await Promise.all(
    asOf(id, now).map(async (a) => ({
      id: a.id,
      severity: a.severity,
      planned: PLANNED_KINDS.includes(a.kind),
      start: time(a.startsAt),
      end: a.endsAt ? time(a.endsAt) : null,
      updated: time(a.updatedAt),
      texts: { id: await capText(a, 'id'), en: await capText(english.get(a.id) ?? a, 'en') },
      area: capArea(a, roads),
    })),
  )
  return { alerts, changed: lastChange(id, now), all: id }
}

export const capSender = () => ({ siteUrl: siteUrl(), senderName: PUBLISHER.name })

/** The index of the CAP alerts (Atom, each entry linking its alert document), as alert hubs read them. */
export function capIndex(alerts: readonly CapAdvisory[], title: string, changed: Date | undefined): string {
  return atomFeed({
    id: tagUri(siteUrl(), 'traffic-advisories', 'cap'),
    title,
    lang: 'id-ID',
    selfUrl: absoluteUrl(feedPath('traffic-cap-index')),
    alternateUrl: absoluteUrl(routeAlternates('/layanan/info-lalu-lintas').id),
    author: PUBLISHER,
    emptySince: new Date(0),
    updated: changed,
    entries: alerts.map((a) => ({
      id: tagUri(siteUrl(), 'traffic-advisory', a.id, 'cap'),
      title: a.texts.id.headline,
      updated: a.updated,
      link: absoluteUrl(feedPath('traffic-cap-alert', { id: a.id })),
      linkType: CAP_TYPE,
      summary: a.texts.id.areaDesc,
    })),
  })
}

export { capAlert }
