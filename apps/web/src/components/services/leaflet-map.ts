import L from 'leaflet'
import 'leaflet/dist/leaflet.css'

export type MapMarker = {
  id: string
  name: string
  lat: number
  lng: number
  status: 'open' | 'full' | 'closed'
  /** The status in words, for the marker's name and popup. */
  statusText: string
  href: string
}

export type MapOptions = {
  markers: MapMarker[]
  lines: [number, number][][]
  tileUrl: string
  attribution: string
  markerClass: string
  statusClass: Record<MapMarker['status'], string>
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * Draws the map into `element` and answers a function that removes it. Loaded on demand by
 * RestAreaMap. Markers are keyboard-focusable buttons named after the rest area and its status;
 * colours come from the site's custom properties.
 */
export function drawMap(element: HTMLElement, options: MapOptions): () => void {
  const css = getComputedStyle(element)
  const roadColour = css.getPropertyValue('--color-map-road').trim()
  const map = L.map(element, { scrollWheelZoom: false, attributionControl: Boolean(options.tileUrl) })
  if (options.tileUrl) {
    // A tile that cannot load (offline, no tile server) is simply left blank.
    L.tileLayer(options.tileUrl, { attribution: options.attribution, maxZoom: 18 }).addTo(map)
  }
  const bounds = L.latLngBounds([])
  for (const line of options.lines) {
    L.polyline(line, { color: roadColour, weight: 4, opacity: 0.8, interactive: false }).addTo(map)
    line.forEach((p) => bounds.extend(p))
  }
  for (const m of options.markers) {
    const icon = L.divIcon({
      className: '',
      html: `<span class="${options.markerClass} ${options.statusClass[m.status]}"></span>`,
      iconSize: [18, 18],
      iconAnchor: [9, 9],
    })
    L.marker([m.lat, m.lng], { icon, title: `${m.name}: ${m.statusText}`, keyboard: true })
      .bindPopup(`<a href="${escapeHtml(m.href)}">${escapeHtml(m.name)}</a><br>${escapeHtml(m.statusText)}`)
      .addTo(map)
    bounds.extend([m.lat, m.lng])
  }
  if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 14 })
  else map.setView([-6.9, 109.5], 7)
  return () => map.remove()
}
