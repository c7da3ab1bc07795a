'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { MapMarker, MapOptions } from './leaflet-map'
import styles from './services.module.css'

type Props = {
  markers: MapMarker[]
  lines?: [number, number][][]
  /** Tile URL template (`MAP_TILE_URL`); empty: no tiles, the roads and markers alone. */
  tileUrl: string
  attribution: string
  label: string
  loadingText: string
  fallbackText: string
  /** "{count} rest areas", with `#` standing for the number. */
  groupLabel: string
  small?: boolean
}

const subscribeNothing = () => () => {}
/** The map exists only in the browser: without JavaScript there is none, and the list says it all. */
const useInBrowser = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )

/**
 * A map of rest areas. Leaflet (and its stylesheet) is imported only when this component mounts, so
 * pages without a map never load it. Tiles that fail to load (offline, no tile server) leave the
 * roads and markers in place; if Leaflet itself fails, a sentence points to the list.
 */
export function RestAreaMap({
  markers,
  lines = [],
  tileUrl,
  attribution,
  label,
  loadingText,
  fallbackText,
  groupLabel,
  small,
}: Props) {
  const inBrowser = useInBrowser()
  const container = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const key = JSON.stringify([markers, lines, tileUrl, groupLabel])

  useEffect(() => {
    if (!inBrowser) return
    let cancelled = false
    let remove: (() => void) | undefined
    const options: MapOptions = {
      markers,
      lines,
      tileUrl,
      attribution,
      markerClass: styles.mapMarker ?? '',
      groupClass: styles.mapGroup ?? '',
      groupLabel: (count) => groupLabel.replace('#', String(count)),
      statusClass: { open: styles.open ?? '', full: styles.full ?? '', closed: styles.closed ?? '' },
    }
    import('./leaflet-map')
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
  }, [inBrowser, key])

  if (!inBrowser) return null
  return (
    <div role="region" aria-label={label} className={`${styles.map} ${small ? styles.mapSmall : ''}`}>
      <div ref={container} style={{ position: 'absolute', inset: 0 }} />
      {state !== 'ready' && <p className={styles.mapStatus}>{state === 'failed' ? fallbackText : loadingText}</p>}
    </div>
  )
}
