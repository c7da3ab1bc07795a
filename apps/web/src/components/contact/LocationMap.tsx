import type { ReactNode } from 'react'
import styles from './contact.module.css'

type Props = {
  address: string
  /** The office's position, when the CMS has it: the links then point at it, not at a text search. */
  position: { lat: number; lng: number } | null
  /** The interactive map, when maps are on; else the static sketch is shown. */
  map?: ReactNode
  texts: { title: string; imageLabel: string; openStreetMap: string; googleMaps: string; newTab: string }
}

/**
 * Where the office is: the site's map (the rest areas' library, loaded only near the viewport) when a
 * tile server is configured, else a server-rendered schematic (the toll road past the office); always
 * links that open the office in OpenStreetMap or Google Maps.
 */
export function LocationMap({ address, position, map, texts }: Props) {
  const query = encodeURIComponent(address)
  const osm = position
    ? `https://www.openstreetmap.org/?mlat=${position.lat}&mlon=${position.lng}#map=17/${position.lat}/${position.lng}`
    : `https://www.openstreetmap.org/search?query=${query}`
  const google = position
    ? `https://www.google.com/maps/search/?api=1&query=${position.lat},${position.lng}`
    : `https://www.google.com/maps/search/?api=1&query=${query}`
  return (
    <figure className={styles.map} aria-labelledby="contact-map-title">
      {map ?? <Sketch label={texts.imageLabel} />}
      <figcaption>
        <strong id="contact-map-title">{texts.title}</strong>
        <span>{address}</span>
        <span className={styles.mapLinks}>
          <a href={osm} target="_blank" rel="noopener noreferrer">
            {texts.openStreetMap}
            <span className="visually-hidden"> {texts.newTab}</span>
          </a>
          <a href={google} target="_blank" rel="noopener noreferrer">
            {texts.googleMaps}
            <span className="visually-hidden"> {texts.newTab}</span>
          </a>
        </span>
      </figcaption>
    </figure>
  )
}

/** The static picture when maps are off: the toll road past the office, and a pin. */
function Sketch({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 320 180" role="img" aria-label={label} className={styles.mapImage}>
      <rect width="320" height="180" className={styles.mapGround} />
      <path d="M0 120 C 80 110, 140 60, 320 50" className={styles.mapToll} />
      <path d="M60 0 L 110 180 M 200 0 L 230 180 M 0 40 L 320 90" className={styles.mapRoad} />
      <circle cx="168" cy="78" r="26" className={styles.mapHalo} />
      <path
        d="M168 92s-12-11-12-20a12 12 0 0 1 24 0c0 9-12 20-12 20zm0-15a5 5 0 1 0 0-10 5 5 0 0 0 0 10z"
        className={styles.mapPin}
      />
    </svg>
  )
}
