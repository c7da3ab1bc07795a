import type { GateKind, TariffSystem } from '@jtt/content-api'

type L = { id: string; en: string }
type SeedGate = { code: string; name: L; km: number; kind: GateKind }
export type SeedSection = {
  slug: string
  name: L
  operator: string
  start: string
  end: string
  operatingSince: string
  description: L
  tariffSystem: TariffSystem
  /** Open system: flat tariff per class at every entry gate; closed: rupiah per km per class. */
  tariff: { flat?: readonly number[]; perKm?: readonly number[]; effectiveDate: string }
  /** [km, lat, lng] in increasing KM: the continuous Trans Java KM markers counted from Jakarta. */
  route: [number, number, number][]
  gates: SeedGate[]
}

const gate = (code: string, id: string, en: string, km: number, kind: GateKind = 'ramp'): SeedGate => ({
  code,
  name: { id, en },
  km,
  kind,
})
const gt = (code: string, place: string, km: number) => gate(code, `Gerbang Tol ${place}`, `${place} Toll Gate`, km)
const main = (code: string, place: string, km: number) =>
  gate(code, `Gerbang Tol ${place} Utama`, `${place} Main Toll Gate`, km, 'main')
const ss = (code: string, place: string, km: number) =>
  gate(code, `Simpang Susun ${place}`, `${place} Interchange`, km, 'interchange')

/** Trans Java class ratios: II and III pay 1.5×, IV and V 2× the class I tariff. */
const PER_KM_CLOSED = [1000, 1500, 1500, 2000, 2000] as const

/** Sample sections (plausible, not official data; editors replace them). */
export const seedSections: SeedSection[] = [
  {
    slug: 'jakarta-cikampek',
    name: { id: 'Jakarta–Cikampek', en: 'Jakarta–Cikampek' },
    operator: 'PT Jasamarga Transjawa Tol',
    start: 'Jakarta',
    end: 'Cikampek',
    operatingSince: '1988-09-01',
    description: {
      id: 'Ruas tersibuk di koridor Trans Jawa yang menghubungkan Jakarta dengan kawasan industri Bekasi dan Karawang hingga Cikampek. Tarif dibayar sekali di gerbang masuk (sistem terbuka).',
      en: 'The busiest section of the Trans Java corridor, linking Jakarta with the industrial estates of Bekasi and Karawang up to Cikampek. The tariff is paid once at the entry gate (open system).',
    },
    tariffSystem: 'open',
    tariff: { flat: [11000, 16500, 16500, 22000, 22000], effectiveDate: '2026-01-15' },
    route: [
      [0, -6.243, 106.873],
      [10, -6.2495, 106.957],
      [17, -6.2565, 107.012],
      [25, -6.276, 107.087],
      [31, -6.29, 107.14],
      [37, -6.3005, 107.192],
      [47, -6.333, 107.275],
      [54, -6.355, 107.335],
      [62, -6.392, 107.405],
      [67, -6.4155, 107.438],
      [72, -6.446, 107.472],
    ],
    gates: [
      ss('cawang', 'Cawang', 0),
      ss('cikunir', 'Cikunir', 10),
      gt('bekasi-barat', 'Bekasi Barat', 12),
      gt('bekasi-timur', 'Bekasi Timur', 17),
      gt('tambun', 'Tambun', 21),
      gt('cibitung', 'Cibitung', 25),
      gt('cikarang-barat', 'Cikarang Barat', 31),
      gt('cikarang-timur', 'Cikarang Timur', 37),
      gt('karawang-barat', 'Karawang Barat', 47),
      gt('karawang-timur', 'Karawang Timur', 54),
      main('kalihurip', 'Kalihurip', 67),
      ss('cikopo', 'Cikopo', 72),
    ],
  },
  {
    slug: 'palimanan-kanci',
    name: { id: 'Palimanan–Kanci', en: 'Palimanan–Kanci' },
    operator: 'PT Jasamarga Transjawa Tol',
    start: 'Palimanan',
    end: 'Kanci',
    operatingSince: '1998-06-01',
    description: {
      id: 'Ruas Palikanci melingkari Kota Cirebon dan menyambung Cikopo–Palimanan dengan Kanci–Pejagan. Tarif dibayar di gerbang masuk (sistem terbuka).',
      en: 'The Palikanci section skirts the city of Cirebon and joins Cikopo–Palimanan with Kanci–Pejagan. The tariff is paid at the entry gate (open system).',
    },
    tariffSystem: 'open',
    tariff: { flat: [13000, 19500, 19500, 26000, 26000], effectiveDate: '2026-01-15' },
    route: [
      [188, -6.705, 108.426],
      [196, -6.714, 108.483],
      [203, -6.744, 108.537],
      [209, -6.759, 108.585],
      [214, -6.775, 108.618],
    ],
    gates: [
      ss('palimanan', 'Palimanan', 188),
      gt('plumbon', 'Plumbon', 196),
      gt('ciperna', 'Ciperna', 203),
      gt('kanci', 'Kanci', 213),
      ss('kanci-pejagan', 'Kanci', 214),
    ],
  },
  {
    slug: 'batang-semarang',
    name: { id: 'Batang–Semarang', en: 'Batang–Semarang' },
    operator: 'PT Jasamarga Semarang Batang',
    start: 'Batang',
    end: 'Semarang',
    operatingSince: '2018-12-20',
    description: {
      id: 'Ruas sepanjang 74 km di pantai utara Jawa Tengah, dari Batang melewati Weleri dan Kendal hingga Gerbang Tol Kalikangkung di Semarang. Sistem tertutup: tarif menurut gerbang masuk dan keluar.',
      en: 'A 74 km section along the north coast of Central Java, from Batang past Weleri and Kendal to the Kalikangkung toll gate in Semarang. Closed system: the tariff depends on the entry and exit gates.',
    },
    tariffSystem: 'closed',
    tariff: { perKm: PER_KM_CLOSED, effectiveDate: '2025-11-01' },
    route: [
      [340, -6.928, 109.745],
      [350, -6.951, 109.828],
      [360, -6.969, 109.912],
      [371, -6.988, 110.012],
      [379, -6.994, 110.085],
      [388, -6.996, 110.17],
      [396, -6.99, 110.235],
      [404, -6.986, 110.272],
      [414, -7.001, 110.326],
    ],
    gates: [
      ss('pemalang-batang', 'Batang', 340),
      gt('batang', 'Batang', 345),
      gt('weleri', 'Weleri', 371),
      gt('kendal', 'Kendal', 388),
      gt('kaliwungu', 'Kaliwungu', 404),
      main('kalikangkung', 'Kalikangkung', 414),
    ],
  },
  {
    slug: 'semarang-solo',
    name: { id: 'Semarang–Solo', en: 'Semarang–Solo' },
    operator: 'PT Trans Marga Jateng',
    start: 'Semarang',
    end: 'Solo',
    operatingSince: '2011-11-23',
    description: {
      id: 'Ruas pegunungan dari Semarang melewati Ungaran, Bawen, Salatiga dan Boyolali hingga Kartasura, dengan pemandangan Gunung Merbabu dan Rawa Pening.',
      en: 'A hilly section from Semarang past Ungaran, Bawen, Salatiga and Boyolali to Kartasura, with views of Mount Merbabu and Rawa Pening lake.',
    },
    tariffSystem: 'closed',
    tariff: { perKm: PER_KM_CLOSED, effectiveDate: '2025-11-01' },
    route: [
      [419, -7.058, 110.438],
      [424, -7.087, 110.426],
      [429, -7.127, 110.41],
      [434, -7.172, 110.412],
      [441, -7.233, 110.429],
      [447, -7.283, 110.468],
      [455, -7.344, 110.522],
      [465, -7.43, 110.57],
      [478, -7.52, 110.61],
      [489, -7.533, 110.742],
      [494, -7.556, 110.753],
    ],
    gates: [
      ss('tembalang', 'Tembalang', 419),
      gt('banyumanik', 'Banyumanik', 424),
      gt('ungaran', 'Ungaran', 429),
      gt('bawen', 'Bawen', 441),
      gt('salatiga', 'Salatiga', 455),
      gt('boyolali', 'Boyolali', 478),
      gt('colomadu', 'Colomadu', 489),
      ss('kartasura', 'Kartasura', 494),
    ],
  },
  {
    slug: 'solo-ngawi',
    name: { id: 'Solo–Ngawi', en: 'Solo–Ngawi' },
    operator: 'PT Jasamarga Solo Ngawi',
    start: 'Solo',
    end: 'Ngawi',
    operatingSince: '2018-11-28',
    description: {
      id: 'Ruas 90 km yang menyeberangi perbatasan Jawa Tengah dan Jawa Timur, dari Kartasura melewati Karanganyar dan Sragen hingga Ngawi.',
      en: 'A 90 km section crossing the border of Central and East Java, from Kartasura past Karanganyar and Sragen to Ngawi.',
    },
    tariffSystem: 'closed',
    tariff: { perKm: PER_KM_CLOSED, effectiveDate: '2025-11-01' },
    route: [
      [494, -7.556, 110.753],
      [505, -7.516, 110.8],
      [514, -7.503, 110.88],
      [526, -7.47, 110.96],
      [538, -7.43, 111.02],
      [548, -7.44, 111.11],
      [562, -7.43, 111.23],
      [575, -7.42, 111.35],
      [584, -7.41, 111.43],
    ],
    gates: [
      ss('kartasura', 'Kartasura', 494),
      gt('ngemplak', 'Ngemplak', 505),
      gt('karanganyar', 'Karanganyar', 514),
      gt('sragen', 'Sragen', 538),
      gt('sragen-timur', 'Sragen Timur', 548),
      gt('ngawi', 'Ngawi', 584),
    ],
  },
  {
    slug: 'ngawi-kertosono',
    name: { id: 'Ngawi–Kertosono', en: 'Ngawi–Kertosono' },
    operator: 'PT Jasamarga Ngawi Kertosono Kediri',
    start: 'Ngawi',
    end: 'Kertosono',
    operatingSince: '2018-04-01',
    description: {
      id: 'Ruas di Jawa Timur dari Ngawi melewati Madiun, Caruban dan Nganjuk hingga Kertosono, menyambung ke Kertosono–Mojokerto.',
      en: 'A section in East Java from Ngawi past Madiun, Caruban and Nganjuk to Kertosono, joining Kertosono–Mojokerto.',
    },
    tariffSystem: 'closed',
    tariff: { perKm: PER_KM_CLOSED, effectiveDate: '2025-11-01' },
    route: [
      [584, -7.41, 111.43],
      [595, -7.48, 111.49],
      [603, -7.56, 111.53],
      [614, -7.556, 111.6],
      [626, -7.553, 111.66],
      [641, -7.57, 111.78],
      [656, -7.585, 111.895],
      [671, -7.595, 112.085],
    ],
    gates: [
      gt('ngawi', 'Ngawi', 584),
      gt('madiun', 'Madiun', 603),
      gt('caruban', 'Caruban', 626),
      gt('nganjuk', 'Nganjuk', 656),
      gt('bagbagan', 'Bagbagan', 668),
      ss('kertosono', 'Kertosono', 671),
    ],
  },
]

/** The seeded tariff table of a section: flat per entry gate (open) or by distance for each pair (closed). */
export function seedTariffRows(section: SeedSection) {
  const payable = section.gates.filter((g) => g.kind !== 'interchange')
  const classes = (values: readonly number[]) =>
    Object.fromEntries(values.map((v, i) => [`class${i + 1}`, v])) as Record<`class${1 | 2 | 3 | 4 | 5}`, number>
  if (section.tariffSystem === 'open') {
    return payable.map((g) => ({ entry: g.code, exit: null, ...classes(section.tariff.flat ?? []) }))
  }
  const rows = []
  for (let i = 0; i < payable.length; i++) {
    for (let j = i + 1; j < payable.length; j++) {
      const km = Math.abs(payable[j]!.km - payable[i]!.km)
      // Rounded up to Rp 500, as printed tariffs are.
      const tariffs = (section.tariff.perKm ?? []).map((rate) => Math.ceil((km * rate) / 500) * 500)
      rows.push({ entry: payable[i]!.code, exit: payable[j]!.code, ...classes(tariffs) })
    }
  }
  return rows
}
