import type { TrafficKind, TrafficSeverity, TrafficSubKind } from '@jtt/content-api'
import { richText } from '../lexical'

type L<T = string> = { id: T; en?: T }
type Doc = ReturnType<typeof richText>
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** The seed's clock to the hour, moved by `ms`: whole hours read as an editor would type them. */
const hoursFrom = (now: number, ms: number) => new Date(Math.floor(now / HOUR) * HOUR + ms).toISOString()

/** A sample advisory; `en` left out where the English save keeps the Indonesian text (the fallback). */
export type SeedAdvisory = {
  title: L
  kind: TrafficKind
  subKind: TrafficSubKind | null
  severity: TrafficSeverity
  sections: string[]
  kmFrom: number
  kmTo: number
  directions: ('A' | 'B')[]
  /** ISO times; a function of the seed's clock for the ones in force whenever they are seeded. */
  startsAt: string | ((now: number) => string)
  endsAt: string | null | ((now: number) => string)
  lanesAffected: number | null
  advice: L<Doc>
  detour: L<Doc> | null
}

/**
 * Sample advisories (plausible, not official): night works that ended, works and a contraflow in force
 * now (the contraflow is what the home page's banner names), and the Lebaran 2027 homecoming one-way from KM 70 (Cikatama) to KM 414 (Kalikangkung), as the police
 * ordered it in earlier years. Times in UTC; Jakarta is UTC+7 (22:00 WIB = 15:00Z).
 */
export const seedAdvisories: SeedAdvisory[] = [
  {
    title: {
      id: 'Penutupan lajur KM 52–54 arah Cikampek (pemeliharaan perkerasan)',
      en: 'Lane closure KM 52–54 towards Cikampek (pavement maintenance)',
    },
    kind: 'road-works',
    subKind: 'lane-closure',
    severity: 'caution',
    sections: ['jakarta-cikampek'],
    kmFrom: 52,
    kmTo: 54,
    directions: ['A'],
    startsAt: '2026-10-13T15:00:00.000Z',
    endsAt: '2026-10-13T22:00:00.000Z',
    lanesAffected: 2,
    advice: {
      id: richText([{ p: 'Lajur 3 dan 4 ditutup pukul 22.00–05.00 WIB. Kurangi kecepatan dan ikuti arahan petugas.' }]),
      en: richText([
        { p: 'Lanes 3 and 4 closed from 22:00 to 05:00 WIB. Slow down and follow the officers’ directions.' },
      ]),
    },
    detour: null,
  },
  {
    title: {
      id: 'Perbaikan sambungan jembatan KM 199–200 arah Kanci',
      en: 'Bridge joint repair KM 199–200 towards Kanci',
    },
    kind: 'road-works',
    subKind: 'lane-closure',
    severity: 'caution',
    sections: ['palimanan-kanci'],
    kmFrom: 199,
    kmTo: 200,
    directions: ['A'],
    // In force whenever the sample is seeded: from two days before, until further notice.
    startsAt: (now) => hoursFrom(now, -2 * DAY),
    endsAt: null,
    lanesAffected: 1,
    advice: {
      id: richText([{ p: 'Lajur kiri ditutup selama penggantian sambungan siar muai. Batas kecepatan 60 km/jam.' }]),
      en: richText([{ p: 'The left lane is closed while the expansion joint is replaced. Speed limit 60 km/h.' }]),
    },
    // The detour note has no English yet: the English page shows it in Indonesian, marked so.
    detour: {
      id: richText([{ p: 'Kendaraan golongan IV dan V disarankan keluar di Gerbang Tol Ciperna dan masuk kembali.' }]),
    },
  },
  {
    title: {
      id: 'Contraflow KM 47–48 arah Jakarta selama perbaikan pelat beton',
      en: 'Contraflow KM 47–48 towards Jakarta during concrete slab repairs',
    },
    kind: 'traffic-engineering',
    subKind: 'contraflow',
    severity: 'caution',
    sections: ['jakarta-cikampek'],
    kmFrom: 47,
    kmTo: 48,
    directions: ['B'],
    // In force whenever the sample is seeded, for weeks; it starts after the bridge works above, so the
    // first advisory in force stays the same one for every reader of the sample.
    startsAt: (now) => hoursFrom(now, -DAY),
    endsAt: (now) => hoursFrom(now, 30 * DAY),
    lanesAffected: 2,
    advice: {
      id: richText([
        {
          p: 'Dua lajur arah Jakarta ditutup untuk penggantian pelat beton. Satu lajur di jalur arah Cikampek dibuka untuk arah Jakarta. Kecepatan maksimal 40 km/jam.',
        },
      ]),
      en: richText([
        {
          p: 'Two lanes towards Jakarta are closed while concrete slabs are replaced. One lane of the carriageway towards Cikampek carries traffic towards Jakarta. Speed limit 40 km/h.',
        },
      ]),
    },
    detour: null,
  },
  {
    title: {
      id: 'Rekayasa satu arah arus mudik Lebaran 2027, KM 70 – KM 414',
      en: 'Lebaran 2027 homecoming one-way, KM 70 – KM 414',
    },
    kind: 'traffic-engineering',
    subKind: 'one-way',
    severity: 'closure',
    sections: ['jakarta-cikampek', 'palimanan-kanci', 'batang-semarang'],
    kmFrom: 70,
    kmTo: 414,
    directions: ['A'],
    startsAt: '2027-03-05T07:00:00.000Z',
    endsAt: '2027-03-07T17:00:00.000Z',
    lanesAffected: null,
    advice: {
      id: richText([
        { p: 'Kedua jalur dari KM 70 (Cikatama) hingga KM 414 (Kalikangkung) hanya untuk arah Semarang.' },
        { p: 'Jadwal dapat berubah sesuai diskresi Kepolisian. Isi saldo uang elektronik sebelum berangkat.' },
      ]),
      en: richText([
        { p: 'Both carriageways from KM 70 (Cikatama) to KM 414 (Kalikangkung) carry traffic towards Semarang only.' },
        { p: 'The police may change the schedule. Top up your electronic toll card before you set off.' },
      ]),
    },
    detour: {
      id: richText([{ p: 'Menuju Jakarta: gunakan jalan nasional Pantura selama rekayasa berlaku.' }]),
      en: richText([{ p: 'Towards Jakarta: use the Pantura national road while the one-way is in force.' }]),
    },
  },
]
