import type { TollRoad } from '@jtt/content-api'
import styles from './network.module.css'

/** A stretch to mark over the network (an advisory's KM range), in its severity's colour and dash. */
type NetworkMark = { id: string; severity: 'info' | 'caution' | 'closure'; line: { lat: number; lng: number }[] }

type Props = { roads: TollRoad[]; title: string; description: string; marks?: NetworkMark[] }

const WIDTH = 1000
const PAD = 110

/**
 * The toll-road network drawn on the server as SVG from each section's route (no tiles, no
 * JavaScript): an equirectangular projection around the network's mean latitude, each section a
 * line, each toll gate a dot, each section named at its middle.
 */
export function NetworkMap({ roads, title, description, marks = [] }: Props) {
  const points = roads.flatMap((r) => r.geometry)
  if (points.length === 0) return null
  const lats = points.map((p) => p.lat)
  const lngs = points.map((p) => p.lng)
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)]
  const kx = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180)
  const scale = (WIDTH - 2 * PAD) / Math.max((maxLng - minLng) * kx, 1e-6)
  const height = Math.round((maxLat - minLat) * scale + 2 * PAD + 40)
  const x = (lng: number) => PAD + (lng - minLng) * kx * scale
  const y = (lat: number) => PAD + 20 + (maxLat - lat) * scale
  const path = (points: readonly { lat: number; lng: number }[]) =>
    points.map((p, i) => `${i ? 'L' : 'M'}${x(p.lng).toFixed(1)} ${y(p.lat).toFixed(1)}`).join(' ')

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby="network-map-title network-map-desc"
      className={styles.svg}
      data-network-map=""
    >
      <title id="network-map-title">{title}</title>
      <desc id="network-map-desc">{description}</desc>
      {roads.map((road, i) => {
        const middle = road.geometry[Math.floor(road.geometry.length / 2)]!
        return (
          <g key={road.id} data-section={road.slug}>
            <path d={path(road.geometry)} className={styles.road} />
            {road.gates
              .filter((g) => g.position)
              .map((g) => (
                <circle
                  key={g.id}
                  cx={x(g.position!.lng)}
                  cy={y(g.position!.lat)}
                  r={g.kind === 'main' ? 7 : 4.5}
                  className={g.kind === 'interchange' ? styles.interchange : styles.gate}
                />
              ))}
            <text x={x(middle.lng)} y={y(middle.lat) + (i % 2 ? 30 : -16)} textAnchor="middle" className={styles.label}>
              {road.name}
            </text>
          </g>
        )
      })}
      {marks.map((mark) => (
        <path
          key={mark.id}
          d={path(mark.line)}
          className={`${styles.mark} ${styles[`mark-${mark.severity}`]}`}
          data-advisory={mark.id}
        />
      ))}
    </svg>
  )
}
