import type { QuickLinkIcon } from '@jtt/content-api'
import { pageLink } from '../lib/pageLink'

type L = { id: string; en: string }

/** Sample home page content; image keys refer to `seedImages`. */
export const homeContent = {
  hero: {
    title: { id: 'Menghubungkan Pulau Jawa, Melayani Setiap Perjalanan', en: 'Connecting Java, Serving Every Journey' },
    subtitle: {
      id: 'PT Jasamarga Transjawa Tol mengelola ruas-ruas Jalan Tol Trans Jawa dengan layanan yang aman, nyaman, dan andal.',
      en: 'PT Jasamarga Transjawa Tol operates sections of the Trans Java Toll Road with safe, comfortable and reliable service.',
    },
    image: 'hero-toll-road',
    cta: {
      label: { id: 'Kenali Kami', en: 'About Us' },
      ...pageLink('company-overview'),
    },
  },
  about: {
    heading: { id: 'Siapa Kami', en: 'Who We Are' },
    body: {
      id: 'Didirikan pada 2017 sebagai anak usaha PT Jasa Marga (Persero) Tbk, JTT menjadi induk pengelolaan ruas tol Trans Jawa — dari Jakarta hingga Surabaya. Kami berinvestasi pada keselamatan, teknologi transaksi nontunai, dan rest area yang nyaman untuk jutaan pengguna jalan setiap tahun.',
      en: 'Founded in 2017 as a subsidiary of PT Jasa Marga (Persero) Tbk, JTT is the holding company for Trans Java toll sections — from Jakarta to Surabaya. We invest in safety, cashless transaction technology and comfortable rest areas for millions of road users every year.',
    },
    image: 'toll-road-dusk',
    link: {
      label: { id: 'Selengkapnya tentang JTT', en: 'More about JTT' },
      ...pageLink('jtt-business'),
    },
  },
  figures: [
    {
      value: 9,
      suffix: { id: 'ruas', en: 'sections' },
      label: { id: 'Ruas tol yang dikelola', en: 'Toll sections managed' },
    },
    {
      value: 646.5,
      suffix: { id: 'km', en: 'km' },
      label: { id: 'Panjang jalan tol beroperasi', en: 'Toll road length in operation' },
    },
    {
      value: 38,
      suffix: { id: '', en: '' },
      label: { id: 'Rest area di sepanjang ruas', en: 'Rest areas along our sections' },
    },
    {
      value: 420000,
      suffix: { id: '', en: '' },
      label: { id: 'Kendaraan per hari (rata-rata)', en: 'Vehicles per day (average)' },
    },
  ],
  quickLinks: [
    {
      icon: 'road',
      title: { id: 'Jaringan Jalan Tol', en: 'Toll Road Network' },
      description: { id: 'Peta dan informasi ruas tol JTT.', en: 'Map and details of JTT toll sections.' },
      ...pageLink('toll-road-network'),
    },
    {
      icon: 'rest-area',
      title: { id: 'Rest Area', en: 'Rest Areas' },
      description: { id: 'Temukan rest area dan fasilitasnya.', en: 'Find rest areas and their facilities.' },
      ...pageLink('rest-areas'),
    },
    {
      icon: 'investor',
      title: { id: 'Hubungan Investor', en: 'Investor Relations' },
      description: { id: 'Laporan tahunan dan informasi investor.', en: 'Annual reports and investor information.' },
      ...pageLink('information-for-investors'),
    },
    {
      icon: 'media',
      title: { id: 'Siaran Pers', en: 'Press Releases' },
      description: { id: 'Berita dan pengumuman terbaru.', en: 'Latest news and announcements.' },
      ...pageLink('press-releases'),
    },
  ] satisfies { icon: QuickLinkIcon; title: L; description: L; url: string; enUrl: string }[],
  meta: {
    metaTitle: {
      id: 'PT Jasamarga Transjawa Tol — Jalan Tol Trans Jawa',
      en: 'PT Jasamarga Transjawa Tol — Trans Java Toll Road',
    },
    metaDesc: {
      id: 'Situs resmi PT Jasamarga Transjawa Tol: profil perusahaan, layanan jalan tol dan rest area, hubungan investor, serta siaran pers.',
      en: 'Official website of PT Jasamarga Transjawa Tol: company profile, toll road and rest-area services, investor relations and press releases.',
    },
    metaKeywords: {
      id: 'jalan tol, trans jawa, rest area, JTT, Jasa Marga',
      en: 'toll road, trans java, rest area, JTT, Jasa Marga',
    },
  },
}
