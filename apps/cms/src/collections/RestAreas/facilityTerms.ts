import type { Locale, RestAreaFacility } from '@jtt/content-api'
import { facilityLabels, restAreaTypeLabels } from '../../i18n/options'
import type { RestArea } from '../../payload-types'

type Terms = { id: string[]; en: string[] }

/**
 * Other names travellers give each facility, beside its labels (search only, never shown as a label):
 * the official abbreviation (SPKLU, SPBU), the everyday word (pom bensin, mushola) and the English
 * one a visitor types on either site ('petrol station', 'electric vehicle charging').
 */
const OTHER_NAMES: Record<RestAreaFacility, Terms> = {
  fuel: { id: ['pom bensin', 'BBM'], en: ['petrol station', 'gas station'] },
  'ev-charging': {
    id: ['SPKLU', 'stasiun pengisian kendaraan listrik umum', 'mobil listrik'],
    en: ['electric vehicle charging', 'charging station'],
  },
  'prayer-room': { id: ['mushola', 'mushala'], en: [] },
  toilets: { id: ['WC', 'kamar kecil'], en: ['restroom'] },
  atm: { id: ['anjungan tunai'], en: ['cash machine'] },
  'food-court': { id: ['rumah makan', 'restoran'], en: ['restaurant'] },
  minimarket: { id: ['toko'], en: ['convenience store'] },
  'umkm-kiosks': { id: ['UMKM'], en: ['kiosks'] },
  workshop: { id: ['servis kendaraan'], en: ['car repair', 'mechanic'] },
  clinic: { id: ['P3K', 'layanan kesehatan'], en: ['first aid', 'medical'] },
  parking: { id: [], en: ['car park'] },
  'green-space': { id: ['RTH', 'taman'], en: [] },
}

const other = (locale: Locale): Locale => (locale === 'id' ? 'en' : 'id')

/** One facility in the language read, its other names in brackets: "Musala (Prayer room, mushola, mushala)". */
function facilityText(facility: RestAreaFacility, locale: Locale): string {
  const label = facilityLabels[facility][locale]
  const names = [
    facilityLabels[facility][other(locale)],
    ...OTHER_NAMES[facility][locale],
    ...OTHER_NAMES[facility][other(locale)],
  ]
  const extra = [...new Set(names)].filter((name) => name.toLowerCase() !== label.toLowerCase())
  return extra.length ? `${label} (${extra.join(', ')})` : label
}

/**
 * A rest area's structured facts as searchable text (issue 28): its type and its facilities, each by
 * its label in both languages and its other names, so 'kendaraan listrik', 'SPKLU' and 'EV charging'
 * find the rest areas that charge electric vehicles, 'musala' and 'prayer room' those with a prayer room.
 */
export function restAreaFacts(area: Pick<RestArea, 'type' | 'facilities'>, locale: Locale): string {
  const heading = { id: 'Fasilitas', en: 'Facilities' }[locale]
  const type = restAreaTypeLabels[area.type][locale]
  const facilities = (area.facilities ?? []).map((facility) => facilityText(facility, locale))
  return [type, facilities.length ? `${heading}: ${facilities.join(', ')}.` : ''].filter(Boolean).join('\n')
}
