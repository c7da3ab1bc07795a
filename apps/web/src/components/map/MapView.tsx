'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { whenNearViewport } from '@/lib/near-viewport'
import type { MapMarker, MapOptions } from './draw-map'
import styles from './map.module.css'

export type MapViewProps = {
  markers: MapMarker[]
  /** Lines to draw (a road's route), as [lat, lng] points. */
  lines?: [number, number][][]
  /** Stretches marked over the lines (advisories' KM ranges, dashed in the closure colour). */
  marks?: [number, number][][]
  /** Tile URL template (`MAP_TILE_URL`); empty: no tiles, the lines and markers alone. */
  tileUrl: string
  attribution: string
  /** Names the map's region for assistive technology. */
  label: string
  loadingText: string
  fallbackText: string
  /** "{count} places" for a marker standing for several, with `#` for the number. */
  groupLabel: string
  small?: boolean
}

const subscribeNothing = () => () => {}
/** The map exists only in the browser: without JavaScript there is none, and the page's list says it all. */
const useInBrowser = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )

/**
 * A map with markers, for any page that shows places (rest areas, an office). Leaflet and its
 * stylesheet are imported only when the map's box nears the viewport: pages without a map never load
 * them, and a phone showing the list above the map does not spend its CPU and data on it until the
 * visitor scrolls there (Leaflet's start-up was most of the rest-area list's blocking time).
 * Tiles that fail to load (offline, no tile server) leave the lines and markers in place; if Leaflet
 * itself fails, a sentence says so.
 */
export function MapView({
  markers,
  lines = [],
  marks = [],
  tileUrl,
  attribution,
  label,
  loadingText,
  fallbackText,
  groupLabel,
  small,
}: MapViewProps) {
  const inBrowser = useInBrowser()
  const container = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [near, setNear] = useState(false)
  const key = JSON.stringify([markers, lines, marks, tileUrl, groupLabel])

  useEffect(() => {
    if (!inBrowser || near || !container.current) return
    return whenNearViewport(container.current, () => setNear(true))
  }, [inBrowser, near])

  useEffect(() => {
    if (!near) return
    let cancelled = false
    let remove: (() => void) | undefined
    const options: MapOptions = {
      markers,
      lines,
      marks,
      tileUrl,
      attribution,
      classes: {
        marker: styles.marker ?? '',
        group: styles.group ?? '',
        tone: { positive: styles.positive ?? '', warning: styles.warning ?? '', negative: styles.negative ?? '' },
      },
      groupLabel: (count) => groupLabel.replace('#', String(count)),
    }
    import('./draw-map')
      .then(({ drawMap }) => {
        if (cancelled || !container.current) return
        remove = drawMap(container.current, options)
        setState('ready')
      })
      .catch(() => !cancelled && setState('failed'))
    return () => {
      cancelled = true
      remove?.()
    }
    // `key` stands for the data; the arrays are new objects on every render of the parent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near, key])

  if (!inBrowser) return null
  return (
    <div role="region" aria-label={label} className={`${styles.map} ${small ? styles.small : ''}`}>
      <div ref={container} style={{ position: 'absolute', inset: 0 }} />
      {state !== 'ready' && <p className={styles.status}>{state === 'failed' ? fallbackText : loadingText}</p>}
    </div>
  )
}
