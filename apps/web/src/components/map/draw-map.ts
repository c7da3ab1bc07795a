import L from 'leaflet'
import 'leaflet/dist/leaflet.css'

type Tone = 'positive' | 'warning' | 'negative'

export type MapMarker = {
  id: string
  name: string
  lat: number
  lng: number
  /** A page about the place, linked from the popup. */
  href?: string
  /** A short state in words (e.g. a rest area's status), added to the marker's name and popup. */
  detail?: string
  /** Colours the marker with the site's status colours; none: the primary colour. */
  tone?: Tone
}

export type MapOptions = {
  markers: MapMarker[]
  lines: [number, number][][]
  /** Stretches to mark over the lines (advisories' KM ranges); the map fits them when there are any. */
  marks: [number, number][][]
  tileUrl: string
  attribution: string
  classes: { marker: string; group: string; tone: Record<Tone, string> }
  /** "{count} places" in the page's language, for a marker standing for several. */
  groupLabel: (count: number) => string
}

/** Markers are 28 px wide, over the 24 px WCAG 2.2 minimum, and never closer than this on screen. */
const MARKER_PX = 28
const MIN_SPACING_PX = 34

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * Places close together on screen at the current zoom (the two sides of one KM, or a whole section
 * when zoomed out) share one marker that lists them all, so every marker is a target large and
 * separate enough to tap. Greedy: each place joins the first marker within reach, or starts one.
 */
function groupOnScreen(map: L.Map, markers: MapMarker[]): MapMarker[][] {
  const groups: { at: L.Point; members: MapMarker[] }[] = []
  for (const m of markers) {
    const at = map.latLngToLayerPoint([m.lat, m.lng])
    const near = groups.find((g) => g.at.distanceTo(at) < MIN_SPACING_PX)
    if (near) near.members.push(m)
    else groups.push({ at, members: [m] })
  }
  return groups.map((g) => g.members)
}

const named = (m: MapMarker) => (m.detail ? `${m.name}: ${m.detail}` : m.name)

function popupItem(m: MapMarker): string {
  const name = m.href ? `<a href="${escapeHtml(m.href)}">${escapeHtml(m.name)}</a>` : escapeHtml(m.name)
  return `<li>${name}${m.detail ? `<br>${escapeHtml(m.detail)}` : ''}</li>`
}

function markerFor(group: MapMarker[], options: MapOptions): L.Marker {
  const [first] = group as [MapMarker, ...MapMarker[]]
  const single = group.length === 1
  const { classes } = options
  const html = single
    ? `<span class="${classes.marker} ${first.tone ? classes.tone[first.tone] : ''}"></span>`
    : `<span class="${classes.marker} ${classes.group}">${group.length}</span>`
  const icon = L.divIcon({ className: '', html, iconSize: [MARKER_PX, MARKER_PX], iconAnchor: [14, 14] })
  const title = single ? named(first) : `${options.groupLabel(group.length)}: ${group.map((m) => m.name).join(', ')}`
  return L.marker([first.lat, first.lng], { icon, title, keyboard: true })
    .bindPopup(`<ul style="margin:0;padding-left:1rem">${group.map(popupItem).join('')}</ul>`, { maxHeight: 240 })
    .on('add', (e) => (e.target as L.Marker).getElement()?.setAttribute('data-count', String(group.length)))
}

/**
 * A colour as the page shows it at `element`. The site's tokens are `light-dark()` pairs, which only a
 * colour property resolves (reading the custom property gives the pair), so a hidden probe resolves it.
 */
function resolvedColour(element: HTMLElement, value: string): string {
  const probe = document.createElement('span')
  probe.hidden = true
  probe.style.color = value
  element.append(probe)
  const colour = getComputedStyle(probe).color
  probe.remove()
  return colour
}

/**
 * Draws the map into `element` and answers a function that removes it. Loaded on demand by MapView.
 * Markers are keyboard-focusable buttons named after their places; colours come from the site's
 * custom properties.
 */
export function drawMap(element: HTMLElement, options: MapOptions): () => void {
  const roadColour = resolvedColour(element, 'var(--color-map-road)')
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
  options.markers.forEach((m) => bounds.extend([m.lat, m.lng]))
  const markColour = resolvedColour(element, 'var(--color-status-closed)')
  const marked = L.latLngBounds([])
  for (const mark of options.marks) {
    L.polyline(mark, { color: markColour, weight: 8, opacity: 0.9, dashArray: '10 6', interactive: false }).addTo(map)
    mark.forEach((p) => marked.extend(p))
  }
  if (marked.isValid() && options.markers.length === 0) map.fitBounds(marked, { padding: [24, 24], maxZoom: 14 })
  else if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 14 })
  else map.setView([-6.9, 109.5], 7)

  const layer = L.layerGroup().addTo(map)
  const draw = () => {
    layer.clearLayers()
    for (const group of groupOnScreen(map, options.markers)) layer.addLayer(markerFor(group, options))
  }
  draw()
  map.on('zoomend', draw)
  return () => map.remove()
}
