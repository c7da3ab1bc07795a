import type { RestAreaFacility, RestAreaStatus, RestAreaType, RoadSide } from '@jtt/content-api'

type L = { id: string; en: string }
export type SeedRestArea = {
  road: string
  km: number
  side: RoadSide
  type: RestAreaType
  towards: string
  /** A local landmark the rest area is known by, for its description. */
  place: string
  cars: number
  busesTrucks: number
  extra?: RestAreaFacility[]
  status?: RestAreaStatus
  note?: L
  /** Photo keys (`restAreaPhotos`). */
  photos: string[]
}

/** What each type offers (regulator's types, see the reference facts); `extra` adds to it. */
export const FACILITIES_BY_TYPE: Record<RestAreaType, RestAreaFacility[]> = {
  A: [
    'fuel',
    'atm',
    'toilets',
    'clinic',
    'workshop',
    'umkm-kiosks',
    'minimarket',
    'prayer-room',
    'food-court',
    'green-space',
    'parking',
  ],
  B: ['atm', 'toilets', 'umkm-kiosks', 'minimarket', 'prayer-room', 'food-court', 'green-space', 'parking'],
  C: ['toilets', 'umkm-kiosks', 'prayer-room', 'parking'],
}

const HOLIDAY_ONLY: L = {
  id: 'Dibuka hanya pada libur panjang (Lebaran, Natal dan Tahun Baru).',
  en: 'Open only during long holidays (Lebaran, Christmas and New Year).',
}

const ra = (
  road: string,
  km: number,
  side: RoadSide,
  type: RestAreaType,
  towards: string,
  place: string,
  cars: number,
  busesTrucks: number,
  photos: string[],
  more: Partial<SeedRestArea> = {},
): SeedRestArea => ({ road, km, side, type, towards, place, cars, busesTrucks, photos, ...more })

const holiday = { status: 'closed' as const, note: HOLIDAY_ONLY }

/** Sample rest areas named as on the road: "Rest Area KM 57A" (A: increasing KM, B: back). */
export const seedRestAreas: SeedRestArea[] = [
  ra('jakarta-cikampek', 19, 'A', 'B', 'Cikampek', 'Tambun', 210, 40, ['food-court', 'prayer-room']),
  ra('jakarta-cikampek', 19, 'B', 'B', 'Jakarta', 'Tambun', 190, 35, ['food-court', 'parking'], {
    extra: ['ev-charging'],
  }),
  ra('jakarta-cikampek', 39, 'A', 'C', 'Cikampek', 'Cikarang', 80, 10, ['parking'], holiday),
  ra('jakarta-cikampek', 42, 'B', 'A', 'Jakarta', 'Cikarang', 320, 60, ['fuel', 'food-court'], {
    extra: ['ev-charging'],
  }),
  ra('jakarta-cikampek', 57, 'A', 'A', 'Cikampek', 'Karawang', 594, 90, ['fuel', 'food-court', 'prayer-room'], {
    extra: ['ev-charging'],
    status: 'full',
    note: {
      id: 'Parkir penuh. Silakan lanjut ke rest area berikutnya di KM 86A ruas Cikopo–Palimanan.',
      en: 'Car park full. Please drive on to the next rest area at KM 86A on Cikopo–Palimanan.',
    },
  }),
  ra('jakarta-cikampek', 62, 'B', 'A', 'Jakarta', 'Karawang', 410, 70, ['fuel', 'prayer-room'], {
    extra: ['ev-charging'],
  }),
  ra('palimanan-kanci', 207, 'A', 'A', 'Kanci', 'Cirebon', 280, 45, ['fuel', 'food-court'], { extra: ['ev-charging'] }),
  ra('palimanan-kanci', 208, 'B', 'B', 'Palimanan', 'Cirebon', 160, 30, ['food-court', 'prayer-room']),
  ra('batang-semarang', 360, 'A', 'A', 'Semarang', 'Gringsing', 250, 50, ['fuel', 'prayer-room']),
  ra('batang-semarang', 360, 'B', 'A', 'Batang', 'Gringsing', 240, 50, ['fuel', 'food-court'], {
    extra: ['ev-charging'],
  }),
  ra('batang-semarang', 379, 'A', 'B', 'Semarang', 'Weleri', 150, 30, ['food-court', 'parking']),
  ra('batang-semarang', 389, 'B', 'B', 'Batang', 'Kendal', 140, 25, ['food-court', 'prayer-room']),
  ra('semarang-solo', 429, 'A', 'B', 'Solo', 'Ungaran', 170, 25, ['food-court', 'parking']),
  ra('semarang-solo', 439, 'A', 'A', 'Solo', 'Bawen', 300, 55, ['fuel', 'food-court', 'prayer-room'], {
    extra: ['ev-charging'],
  }),
  ra('semarang-solo', 445, 'B', 'A', 'Semarang', 'Bawen', 280, 50, ['fuel', 'parking']),
  ra('semarang-solo', 456, 'B', 'C', 'Semarang', 'Salatiga', 70, 10, ['parking'], holiday),
  ra('semarang-solo', 487, 'A', 'B', 'Solo', 'Boyolali', 160, 30, ['food-court', 'prayer-room']),
  ra('semarang-solo', 487, 'B', 'B', 'Semarang', 'Boyolali', 150, 30, ['food-court', 'parking']),
  ra('solo-ngawi', 519, 'A', 'A', 'Ngawi', 'Karanganyar', 260, 50, ['fuel', 'food-court'], { extra: ['ev-charging'] }),
  ra('solo-ngawi', 519, 'B', 'A', 'Solo', 'Karanganyar', 250, 50, ['fuel', 'prayer-room']),
  ra('solo-ngawi', 575, 'A', 'A', 'Ngawi', 'Ngawi', 230, 60, ['fuel', 'parking']),
  ra('solo-ngawi', 575, 'B', 'A', 'Solo', 'Ngawi', 230, 60, ['fuel', 'food-court'], {
    status: 'closed',
    note: {
      id: 'Ditutup sementara untuk perbaikan area parkir. Rest area terdekat: KM 519B.',
      en: 'Temporarily closed for car park repairs. Nearest rest area: KM 519B.',
    },
  }),
  ra('ngawi-kertosono', 626, 'A', 'A', 'Kertosono', 'Caruban', 240, 55, ['fuel', 'food-court'], {
    extra: ['ev-charging'],
  }),
  ra('ngawi-kertosono', 626, 'B', 'A', 'Ngawi', 'Caruban', 240, 55, ['fuel', 'prayer-room']),
  ra('ngawi-kertosono', 657, 'B', 'B', 'Ngawi', 'Nganjuk', 130, 25, ['food-court', 'parking']),
]

const TYPE_TEXT: Record<RestAreaType, L> = {
  A: {
    id: 'Rest area tipe A dengan SPBU, bengkel dan klinik',
    en: 'A type A rest area with a fuel station, workshop and clinic',
  },
  B: { id: 'Rest area tipe B dengan pujasera dan musala', en: 'A type B rest area with a food court and prayer room' },
  C: { id: 'Rest area tipe C untuk singgah sejenak', en: 'A type C rest area for a short stop' },
}

/** A short description in both languages from the rest area's facts. */
export function describeRestArea(area: SeedRestArea): L {
  const t = TYPE_TEXT[area.type]
  return {
    id: `${t.id} di KM ${area.km} jalur ${area.side} arah ${area.towards}, dekat ${area.place}. Sedikitnya 70% kios diisi UMKM setempat. Saat arus mudik, waktu singgah dibatasi sekitar 30 menit agar semua pengguna jalan mendapat tempat.`,
    en: `${t.en} at KM ${area.km} on side ${area.side} towards ${area.towards}, near ${area.place}. At least 70% of the kiosks are run by local small businesses. During the homecoming rush, stays are limited to about 30 minutes so every traveller finds a place.`,
  }
}
