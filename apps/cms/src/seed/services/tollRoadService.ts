import type { Seed } from '../../contentTypes/define'
import { pageLink } from '../../lib/pageLink'

type L = { id: string; en: string }

const content = {
  title: { id: 'Layanan Jalan Tol JTT', en: 'JTT Toll Road Services' },
  intro: {
    id: 'Kami melayani pengguna jalan tol 24 jam: patroli, derek, ambulans dan informasi lalu lintas. Simpan nomor-nomor berikut sebelum berangkat. Seluruh transaksi di jalan tol menggunakan uang elektronik sejak 31 Oktober 2017.',
    en: 'We serve toll-road users around the clock: patrols, towing, ambulances and traffic information. Save these numbers before you set off. Every toll transaction has been cashless, with electronic money cards, since 31 October 2017.',
  },
  contacts: [
    {
      label: { id: 'Call Center Jasa Marga', en: 'Jasa Marga Call Centre' },
      number: '14080',
      description: {
        id: 'Informasi lalu lintas, keluhan, derek dan bantuan darurat di jalan tol, 24 jam.',
        en: 'Traffic information, complaints, towing and emergency help on the toll road, 24 hours a day.',
      },
    },
    {
      label: { id: 'Nomor darurat nasional', en: 'National emergency number' },
      number: '112',
      description: { id: 'Polisi, pemadam kebakaran dan ambulans.', en: 'Police, fire brigade and ambulance.' },
    },
    {
      label: { id: 'Ambulans', en: 'Ambulance' },
      number: '119',
      description: { id: 'Layanan gawat darurat medis.', en: 'Medical emergency service.' },
    },
    {
      label: { id: 'Polisi', en: 'Police' },
      number: '110',
      description: { id: 'Kecelakaan dan gangguan keamanan.', en: 'Accidents and security incidents.' },
    },
  ],
  paymentMethods: [
    {
      name: { id: 'Kartu uang elektronik', en: 'Electronic money cards' },
      description: {
        id: 'Kartu dari beberapa bank nasional diterima di semua gerbang tol. Isi ulang di ATM rest area atau minimarket.',
        en: 'Cards from several national banks are accepted at every toll gate. Top up at rest-area ATMs or minimarkets.',
      },
    },
    {
      name: { id: 'Isi ulang di rest area', en: 'Top-up at rest areas' },
      description: {
        id: 'Rest area tipe A dan B menyediakan ATM dengan fitur isi ulang kartu tol.',
        en: 'Type A and B rest areas have ATMs that top up toll cards.',
      },
    },
    {
      name: { id: 'Saldo tidak cukup', en: 'Insufficient balance' },
      description: {
        id: 'Petugas gerbang membantu isi ulang di tempat; siapkan saldo sebelum masuk tol.',
        en: 'Gate staff help you top up on the spot; check your balance before entering the toll road.',
      },
    },
  ],
  trafficLinks: [
    {
      label: { id: 'Cari rest area dan statusnya', en: 'Find rest areas and their status' },
      ...pageLink('rest-areas'),
      description: { id: 'Status buka, penuh atau tutup secara langsung.', en: 'Live open, full or closed status.' },
    },
    {
      label: { id: 'Peta jaringan jalan tol JTT', en: 'JTT toll-road network map' },
      ...pageLink('toll-road-network'),
      description: { id: 'Ruas, gerbang dan simpang susun.', en: 'Sections, gates and interchanges.' },
    },
    {
      label: { id: 'Informasi lalu lintas Jasa Marga', en: 'Jasa Marga traffic information' },
      url: 'https://www.jasamarga.com',
      enUrl: 'https://www.jasamarga.com',
      description: { id: 'Kondisi lalu lintas terkini di jalan tol.', en: 'Current traffic on the toll roads.' },
    },
  ],
  meta: {
    metaDesc: {
      id: 'Nomor darurat dan call center, metode pembayaran, informasi lalu lintas serta kalkulator tarif tol JTT.',
      en: 'Emergency and call-centre numbers, payment methods, traffic information and the JTT toll tariff calculator.',
    },
  },
}

const pick = (l: 'id' | 'en') => (v: L) => v[l]

/** Creates the toll-road service page once (published); English rows share the Indonesian rows' ids. */
export const seedTollRoadService: Seed = async (payload, { log }) => {
  const existing = await payload.findGlobal({ slug: 'toll-road-service', locale: 'id', draft: true })
  if (existing.title) return
  const data = (l: 'id' | 'en', ids?: { contacts: unknown[]; paymentMethods: unknown[]; trafficLinks: unknown[] }) => {
    const t = pick(l)
    const idOf = (list: keyof NonNullable<typeof ids>, i: number) => (ids?.[list][i] as string | undefined) ?? undefined
    return {
      title: t(content.title),
      intro: t(content.intro),
      contacts: content.contacts.map((c, i) => ({
        id: idOf('contacts', i),
        label: t(c.label),
        number: c.number,
        description: t(c.description),
      })),
      paymentMethods: content.paymentMethods.map((p, i) => ({
        id: idOf('paymentMethods', i),
        name: t(p.name),
        description: t(p.description),
      })),
      trafficLinks: content.trafficLinks.map((link, i) => ({
        id: idOf('trafficLinks', i),
        label: t(link.label),
        url: l === 'id' ? link.url : link.enUrl,
        description: t(link.description),
      })),
      meta: { metaDesc: t(content.meta.metaDesc) },
      _status: 'published' as const,
    }
  }
  const saved = await payload.updateGlobal({ slug: 'toll-road-service', locale: 'id', data: data('id') })
  const ids = {
    contacts: (saved.contacts ?? []).map((c) => c.id),
    paymentMethods: (saved.paymentMethods ?? []).map((p) => p.id),
    trafficLinks: (saved.trafficLinks ?? []).map((l) => l.id),
  }
  await payload.updateGlobal({ slug: 'toll-road-service', locale: 'en', data: data('en', ids) })
  log('toll-road service page')
}
