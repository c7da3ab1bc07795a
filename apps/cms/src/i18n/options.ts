import type {
  AlertTopic,
  GateKind,
  RestAreaFacility,
  RestAreaStatus,
  RestAreaType,
  RoadSide,
  TariffSystem,
} from '@jtt/content-api'
import type { Bilingual } from './language'

/**
 * How the values of the contract's lists read in the admin, in both languages. Each map is typed by
 * its list, so a value added to the contract does not compile until it is named here.
 */
export type Labels<T extends string> = Record<T, Bilingual>

/** A select field's options from a list of values and their names. */
export const optionsOf = <T extends string>(values: readonly T[], labels: Labels<T>) =>
  values.map((value) => ({ value, label: labels[value] }))

export const restAreaStatusLabels: Labels<RestAreaStatus> = {
  open: { id: 'Buka', en: 'Open' },
  full: { id: 'Penuh', en: 'Full' },
  closed: { id: 'Tutup', en: 'Closed' },
}

export const roadSideLabels: Labels<RoadSide> = {
  A: { id: 'Jalur A (KM naik)', en: 'Side A (increasing KM)' },
  B: { id: 'Jalur B (KM turun)', en: 'Side B (decreasing KM)' },
}

export const restAreaTypeLabels: Labels<RestAreaType> = {
  A: { id: 'Tipe A', en: 'Type A' },
  B: { id: 'Tipe B', en: 'Type B' },
  C: { id: 'Tipe C', en: 'Type C' },
}

export const facilityLabels: Labels<RestAreaFacility> = {
  fuel: { id: 'SPBU', en: 'Fuel station' },
  'ev-charging': { id: 'Pengisian kendaraan listrik', en: 'EV charging' },
  'prayer-room': { id: 'Musala', en: 'Prayer room' },
  toilets: { id: 'Toilet', en: 'Toilets' },
  atm: { id: 'ATM', en: 'ATM' },
  'food-court': { id: 'Pujasera', en: 'Food court' },
  minimarket: { id: 'Minimarket', en: 'Minimarket' },
  'umkm-kiosks': { id: 'Kios UMKM', en: 'Small-business kiosks' },
  workshop: { id: 'Bengkel', en: 'Workshop' },
  clinic: { id: 'Klinik', en: 'Clinic' },
  parking: { id: 'Parkir', en: 'Parking' },
  'green-space': { id: 'Ruang terbuka hijau', en: 'Green space' },
}

export const alertTopicLabels: Labels<AlertTopic> = {
  'press-releases': { id: 'Siaran pers', en: 'Press releases' },
  'financial-reports': { id: 'Laporan keuangan', en: 'Financial reports' },
  traffic: { id: 'Info lalu lintas', en: 'Traffic information' },
}

export const localeLabels: Labels<'id' | 'en'> = {
  id: { id: 'Bahasa Indonesia', en: 'Indonesian' },
  en: { id: 'Bahasa Inggris', en: 'English' },
}

export const gateKindLabels: Labels<GateKind> = {
  main: { id: 'Gerbang utama', en: 'Main gate' },
  ramp: { id: 'Gerbang ramp', en: 'Ramp gate' },
  interchange: { id: 'Simpang susun', en: 'Interchange' },
}

export const tariffSystemLabels: Labels<TariffSystem> = {
  open: { id: 'Sistem terbuka', en: 'Open system' },
  closed: { id: 'Sistem tertutup', en: 'Closed system' },
}
