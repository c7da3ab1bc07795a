import styles from './contact.module.css'

type Props = {
  address: string
  texts: { title: string; imageLabel: string; openStreetMap: string; googleMaps: string; newTab: string }
}

/**
 * Where the office is, without a map library or a tile server: a server-rendered schematic (the toll
 * road past the office) and links that open the address in OpenStreetMap or Google Maps. The site's
 * interactive maps (rest areas) use their own library; this page needs none of its weight.
 */
export function LocationMap({ address, texts }: Props) {
  const query = encodeURIComponent(address)
  return (
    <figure className={styles.map} aria-labelledby="contact-map-title">
      <svg viewBox="0 0 320 180" role="img" aria-label={texts.imageLabel} className={styles.mapImage}>
        <rect width="320" height="180" className={styles.mapGround} />
        <path d="M0 120 C 80 110, 140 60, 320 50" className={styles.mapToll} />
        <path d="M60 0 L 110 180 M 200 0 L 230 180 M 0 40 L 320 90" className={styles.mapRoad} />
        <circle cx="168" cy="78" r="26" className={styles.mapHalo} />
        <path
          d="M168 92s-12-11-12-20a12 12 0 0 1 24 0c0 9-12 20-12 20zm0-15a5 5 0 1 0 0-10 5 5 0 0 0 0 10z"
          className={styles.mapPin}
        />
      </svg>
      <figcaption>
        <strong id="contact-map-title">{texts.title}</strong>
        <span>{address}</span>
        <span className={styles.mapLinks}>
          <a href={`https://www.openstreetmap.org/search?query=${query}`} target="_blank" rel="noopener noreferrer">
            {texts.openStreetMap}
            <span className="visually-hidden"> {texts.newTab}</span>
          </a>
          <a
            href={`https://www.google.com/maps/search/?api=1&query=${query}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {texts.googleMaps}
            <span className="visually-hidden"> {texts.newTab}</span>
          </a>
        </span>
      </figcaption>
    </figure>
  )
}
