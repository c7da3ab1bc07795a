import type { TrafficKind, TrafficSeverity, TrafficSubKind } from '@jtt/content-api'
import type { Labels } from './options'

/** The contract's lists of traffic advisories, named in both languages (see options.ts). */
export const trafficKindLabels: Labels<TrafficKind> = {
  'road-works': { id: 'Pekerjaan jalan', en: 'Road works' },
  'traffic-engineering': { id: 'Rekayasa lalu lintas', en: 'Traffic engineering' },
  incident: { id: 'Kejadian', en: 'Incident' },
  weather: { id: 'Cuaca', en: 'Weather' },
  other: { id: 'Lainnya', en: 'Other' },
}

export const trafficSubKindLabels: Labels<TrafficSubKind> = {
  'lane-closure': { id: 'Penutupan lajur', en: 'Lane closure' },
  'one-way': { id: 'Satu arah (one way)', en: 'One-way' },
  contraflow: { id: 'Lawan arus (contraflow)', en: 'Contraflow' },
  'odd-even': { id: 'Ganjil–genap', en: 'Odd–even plates' },
  'vehicle-restriction': { id: 'Pembatasan kendaraan', en: 'Vehicle restriction' },
  accident: { id: 'Kecelakaan', en: 'Accident' },
  breakdown: { id: 'Kendaraan mogok', en: 'Breakdown' },
  flood: { id: 'Banjir', en: 'Flood' },
  fire: { id: 'Kebakaran', en: 'Fire' },
}

export const trafficSeverityLabels: Labels<TrafficSeverity> = {
  info: { id: 'Informasi', en: 'Information' },
  caution: { id: 'Waspada', en: 'Caution' },
  closure: { id: 'Penutupan', en: 'Closure' },
}
