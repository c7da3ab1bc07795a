/**
 * Generated but plausible bilingual text for the search benchmark: sentences about the corridor's
 * sections, rest areas, tariffs and company news, from templates (same seed, same text).
 */
const SECTIONS = [
  'Jakarta–Cikampek',
  'Cikampek–Palimanan',
  'Palimanan–Kanci',
  'Kanci–Pejagan',
  'Pejagan–Pemalang',
  'Pemalang–Batang',
  'Batang–Semarang',
  'Semarang–Solo',
  'Solo–Ngawi',
  'Ngawi–Kertosono',
  'Kertosono–Mojokerto',
  'Surabaya–Mojokerto',
  'Surabaya–Gempol',
  'Gempol–Pasuruan',
  'Pasuruan–Probolinggo',
]
const TOPICS = [
  { id: 'Penyesuaian tarif', en: 'Tariff adjustment' },
  { id: 'Pemeliharaan jalan', en: 'Road maintenance' },
  { id: 'Rekayasa lalu lintas', en: 'Traffic management' },
  { id: 'Layanan rest area', en: 'Rest area services' },
  { id: 'Arus mudik Lebaran', en: 'Lebaran homecoming traffic' },
  { id: 'Pembayaran nontunai', en: 'Cashless payment' },
  { id: 'Program beasiswa', en: 'Scholarship programme' },
  { id: 'Penghijauan koridor', en: 'Corridor greening' },
  { id: 'Laporan keuangan', en: 'Financial report' },
  { id: 'Keselamatan berkendara', en: 'Driving safety' },
]
const SENTENCES = [
  {
    id: 'Ruas {section} melayani rata-rata {n} ribu kendaraan per hari pada bulan ini.',
    en: 'The {section} section carried an average of {n} thousand vehicles a day this month.',
  },
  {
    id: 'Tarif golongan {g} di ruas {section} disesuaikan mulai pekan depan sesuai keputusan regulator.',
    en: 'Class {g} tariffs on the {section} section change next week, as the regulator decided.',
  },
  {
    id: 'Rest Area KM {km}{side} menyediakan musala, toilet, dan kios UMKM lokal bagi pengguna jalan.',
    en: 'Rest Area KM {km}{side} offers a prayer room, toilets and kiosks of local small businesses.',
  },
  {
    id: 'Pekerjaan pemeliharaan perkerasan di KM {km} berlangsung pada malam hari untuk mengurangi kepadatan.',
    en: 'Pavement maintenance at KM {km} takes place at night to reduce congestion.',
  },
  {
    id: 'Pengguna jalan diimbau memastikan saldo kartu uang elektronik cukup sebelum memasuki gerbang tol.',
    en: 'Road users are asked to check the balance of their electronic money card before the toll gate.',
  },
  {
    id: 'Selama arus mudik, waktu singgah di rest area dibatasi sekitar 30 menit agar antrean tidak memanjang.',
    en: 'During the homecoming rush, stops at rest areas are limited to about 30 minutes to keep queues short.',
  },
  {
    id: 'PT Jasamarga Transjawa Tol ("JTT") mengelola sekitar 676 km jalan tol di koridor Trans Jawa.',
    en: 'PT Jasamarga Transjawa Tol ("JTT") manages about 676 km of toll road on the Trans Java corridor.',
  },
  {
    id: 'Informasi lalu lintas terkini tersedia melalui layanan pelanggan 14080 selama 24 jam.',
    en: 'Current traffic information is available from the 14080 call centre around the clock.',
  },
  {
    id: 'Program tanggung jawab sosial tahun ini menjangkau {n} sekolah di sekitar ruas {section}.',
    en: "This year's social responsibility programme reached {n} schools along the {section} section.",
  },
  {
    id: 'Stasiun pengisian kendaraan listrik kini tersedia di rest area tipe A sepanjang ruas {section}.',
    en: 'Electric vehicle charging is now available at type A rest areas along the {section} section.',
  },
]

/** A small deterministic generator (the same item number always gives the same text). */
function randomOf(seed: number) {
  let state = (seed * 2654435761) >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

type Localized = { id: string; en: string }

/** Title and paragraphs of bench item `n`, in both languages. */
export function benchText(n: number): { title: Localized; paragraphs: Localized[] } {
  const random = randomOf(n)
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!
  const section = pick(SECTIONS)
  const topic = pick(TOPICS)
  const fill = (template: string) =>
    template
      .replace(/\{section\}/g, section)
      .replace(/\{n\}/g, String(10 + Math.floor(random() * 90)))
      .replace(/\{g\}/g, pick(['I', 'II', 'III', 'IV', 'V']))
      .replace(/\{km\}/g, String(20 + Math.floor(random() * 780)))
      .replace(/\{side\}/g, pick(['A', 'B']))
  const paragraphs: Localized[] = []
  const count = 3 + Math.floor(random() * 4)
  for (let p = 0; p < count; p++) {
    const sentences = Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SENTENCES))
    // Both languages are filled in one go, so they say the same thing (same section, numbers).
    const pairs = sentences.map((s) => {
      const [id = '', en = ''] = fill(`${s.id}\u0000${s.en}`).split('\u0000')
      return { id, en }
    })
    paragraphs.push({ id: pairs.map((s) => s.id).join(' '), en: pairs.map((s) => s.en).join(' ') })
  }
  return {
    title: { id: `${topic.id} ruas ${section} ${n}`, en: `${topic.en} on the ${section} section ${n}` },
    paragraphs,
  }
}
