import type { RestArea, TollRoad, TrafficAdvisory } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import { env } from '../../env'
import type { Locale } from '@/i18n/locales'
import { restAreaHref } from '@/components/services/RestAreaCard'
import { advisoryStretch } from './traffic'

/** A rest area's status as the map colours it. */
const TONE = { open: 'positive', full: 'warning', closed: 'negative' } as const
/** An advisory's severity as the map colours its marker (information: the primary colour). */
const SEVERITY_TONE = { closure: 'negative', caution: 'warning', info: undefined } as const

/** Where the map's tiles come from (`MAP_TILE_URL`, e.g. a tile server's `{z}/{x}/{y}.png`); empty: none. */
const mapTiles = () => env.mapTiles

/** MapView's props for the office on the contact page: one marker, the page's own labels. */
export async function officeMapProps(locale: Locale, position: { lat: number; lng: number }, detail: string) {
  const t = await getTranslations({ locale, namespace: 'contact.map' })
  return {
    ...mapTiles(),
    markers: [{ id: 'office', name: t('officeMarker'), detail, ...position }],
    label: t('mapLabel'),
    loadingText: t('mapLoading'),
    fallbackText: t('mapFallback'),
    groupLabel: '#',
  }
}

/** Whether maps are on: a tile server is configured (`MAP_TILE_URL`). */
export const mapsEnabled = () => mapTiles().tileUrl !== ''

/** MapView's props for rest areas: markers coloured and named by status, the sections' lines, labels. */
export async function mapProps(locale: Locale, areas: RestArea[], roads: TollRoad[]) {
  const t = await getTranslations({ locale, namespace: 'restArea' })
  return {
    ...mapTiles(),
    markers: areas.map((a) => ({
      id: a.id,
      name: a.name,
      lat: a.position.lat,
      lng: a.position.lng,
      tone: TONE[a.status.value],
      detail: `${t('status', { status: a.status.value })} · ${a.road.name}`,
      href: restAreaHref(locale, a.id),
    })),
    lines: roads.map((r) => r.geometry.map((p) => [p.lat, p.lng] as [number, number])),
    label: t('map'),
    loadingText: t('mapLoading'),
    fallbackText: t('mapFallback'),
    groupLabel: t('mapGroup', { count: '#' }),
  }
}

/**
 * MapView's props for traffic advisories: the sections' lines with each advisory's stretch marked;
 * with `pins`, a marker in the middle of each stretch names it and links to its page.
 */
export async function trafficMapProps(
  locale: Locale,
  advisories: TrafficAdvisory[],
  roads: TollRoad[],
  pins?: { href: (id: string) => string; detail: (a: TrafficAdvisory) => string },
) {
  const t = await getTranslations({ locale, namespace: 'traffic' })
  const stretches = advisories.map((a) => ({ a, line: advisoryStretch(a, roads) })).filter((s) => s.line.length > 0)
  return {
    ...mapTiles(),
    markers: pins
      ? stretches.map(({ a, line }) => {
          const middle = line[Math.floor(line.length / 2)]!
          const tone = SEVERITY_TONE[a.severity]
          return {
            id: a.id,
            name: a.title,
            lat: middle.lat,
            lng: middle.lng,
            tone,
            detail: pins.detail(a),
            href: pins.href(a.id),
          }
        })
      : [],
    lines: roads.map((r) => r.geometry.map((p) => [p.lat, p.lng] as [number, number])),
    marks: stretches.map(({ line }) => line.map((p) => [p.lat, p.lng] as [number, number])),
    label: t('map'),
    loadingText: t('mapLoading'),
    fallbackText: t('mapFallback'),
    groupLabel: '#',
  }
}
