import { coverSvg } from './covers'
import { billions, type L, type SeedDocument } from './types'

/** Financial and operating highlights per fiscal year (Rupiah in billions; sample figures). */
type Year = {
  year: number
  theme: L
  revenue: number
  ebitda: number
  netProfit: number
  assets: number
  equity: number
  /** Average vehicles a day on JTT sections. */
  dailyTraffic: number
  /** Operating length in km at year end. */
  length: number
  highlight: L
}

const YEARS: Year[] = [
  {
    year: 2020,
    theme: { id: 'Bertahan dan Beradaptasi', en: 'Resilient and Adaptive' },
    revenue: 4150.2,
    ebitda: 2780.6,
    netProfit: 520.4,
    assets: 58400.9,
    equity: 21300.5,
    dailyTraffic: 610000,
    length: 598.2,
    highlight: {
      id: 'Pembatasan mobilitas selama pandemi menurunkan volume lalu lintas, namun layanan transaksi nontunai dan protokol kesehatan di rest area tetap berjalan penuh.',
      en: 'Mobility restrictions during the pandemic cut traffic, while cashless transactions and health protocols at rest areas kept running in full.',
    },
  },
  {
    year: 2021,
    theme: { id: 'Bangkit Bersama', en: 'Rising Together' },
    revenue: 4620.8,
    ebitda: 3090.1,
    netProfit: 780.3,
    assets: 59900.4,
    equity: 22100.7,
    dailyTraffic: 690000,
    length: 612.7,
    highlight: {
      id: 'Lalu lintas berangsur pulih dan Perusahaan menyelesaikan program peningkatan kapasitas gerbang tol di koridor Jakarta–Cikampek.',
      en: 'Traffic recovered gradually and the Company completed a toll gate capacity programme on the Jakarta–Cikampek corridor.',
    },
  },
  {
    year: 2022,
    theme: { id: 'Babak Baru Transjawa', en: 'A New Chapter for Trans Java' },
    revenue: 5480.5,
    ebitda: 3730.2,
    netProfit: 1140.9,
    assets: 62300.1,
    equity: 23400.8,
    dailyTraffic: 820000,
    length: 676.0,
    highlight: {
      id: 'Akta pemisahan ditandatangani pada 1 Juli 2022: JTT mengambil alih 4 ruas yang dioperasikan langsung dan kepemilikan 9 badan usaha jalan tol di koridor Trans Jawa.',
      en: 'The deed of separation was signed on 1 July 2022: JTT took over 4 directly operated segments and the ownership of 9 toll road companies on the Trans Java corridor.',
    },
  },
  {
    year: 2023,
    theme: { id: 'Melaju Lebih Jauh', en: 'Going Further' },
    revenue: 6120.3,
    ebitda: 4220.7,
    netProfit: 1480.2,
    assets: 64800.6,
    equity: 24900.3,
    dailyTraffic: 905000,
    length: 676.0,
    highlight: {
      id: 'Angkutan Lebaran 2023 berjalan lancar dengan rekayasa lalu lintas terpadu dan penambahan SPKLU di rest area.',
      en: 'The 2023 Lebaran exodus ran smoothly with coordinated traffic management and more EV charging stations at rest areas.',
    },
  },
  {
    year: 2024,
    theme: { id: 'Layanan Andal, Perjalanan Nyaman', en: 'Reliable Service, Comfortable Journeys' },
    revenue: 6750.9,
    ebitda: 4680.4,
    netProfit: 1760.6,
    assets: 67100.2,
    equity: 26300.9,
    dailyTraffic: 960000,
    length: 676.0,
    highlight: {
      id: 'Program pemeliharaan jalan tol dan modernisasi sistem transaksi meningkatkan kecepatan layanan gerbang tol.',
      en: 'Road maintenance and modernised transaction systems made toll gate service faster.',
    },
  },
  {
    year: 2025,
    theme: { id: 'Menghubungkan Jawa, Menggerakkan Ekonomi', en: 'Connecting Java, Driving the Economy' },
    revenue: 7310.4,
    ebitda: 5090.8,
    netProfit: 2020.1,
    assets: 69400.7,
    equity: 27800.2,
    dailyTraffic: 1010000,
    length: 676.0,
    highlight: {
      id: 'Rata-rata lalu lintas harian di ruas JTT melampaui satu juta kendaraan untuk pertama kalinya.',
      en: 'Average daily traffic on JTT sections passed one million vehicles for the first time.',
    },
  },
]

const grouped = (n: number) => new Intl.NumberFormat('id-ID').format(n)

function annualReport(y: Year, previous: Year | undefined): SeedDocument {
  const title = { id: `Laporan Tahunan ${y.year}`, en: `Annual Report ${y.year}` }
  const row = (label: string, pick: (v: Year) => number) => [
    label,
    billions(pick(y)),
    previous ? billions(pick(previous)) : '-',
  ]
  return {
    filename: `jtt-laporan-tahunan-${y.year}.pdf`,
    type: 'annual-report',
    year: y.year,
    publishedAt: `${y.year + 1}-04-28T03:00:00.000Z`,
    title,
    description: {
      id: `Tema: "${y.theme.id}". Kinerja keuangan dan operasional, tata kelola, serta laporan keuangan konsolidasian tahun buku ${y.year}.`,
      en: `Theme: "${y.theme.en}". Financial and operating performance, governance and the consolidated financial statements for fiscal year ${y.year}.`,
    },
    cover: {
      alt: { id: `Sampul Laporan Tahunan ${y.year}`, en: `Cover of the ${y.year} Annual Report` },
      svg: coverSvg(y.year, title.id, y.theme.id, 212 + (y.year % 6) * 8),
    },
    pdf: {
      title: `${title.id} / ${title.en}`,
      subtitle: `${y.theme.id} - ${y.theme.en}`,
      coverMark: String(y.year),
      author: 'PT Jasamarga Transjawa Tol',
      subject: `Laporan tahunan tahun buku ${y.year}`,
      keywords: ['laporan tahunan', 'annual report', 'JTT', String(y.year)],
      language: 'id-ID',
      date: new Date(`${y.year + 1}-04-28T03:00:00.000Z`),
      blocks: [
        { heading: 'Ikhtisar Keuangan / Financial Highlights' },
        { paragraph: `Dalam miliar Rupiah, kecuali dinyatakan lain. / In billions of Rupiah unless stated otherwise.` },
        {
          table: {
            head: ['Uraian / Item', String(y.year), previous ? String(previous.year) : '-'],
            rows: [
              row('Pendapatan usaha / Revenue', (v) => v.revenue),
              row('EBITDA', (v) => v.ebitda),
              row('Laba bersih / Net profit', (v) => v.netProfit),
              row('Jumlah aset / Total assets', (v) => v.assets),
              row('Jumlah ekuitas / Total equity', (v) => v.equity),
            ],
            align: ['left', 'right', 'right'],
          },
        },
        { heading: 'Ikhtisar Operasional / Operating Highlights' },
        {
          bullets: [
            `Panjang jalan tol beroperasi: ${y.length.toLocaleString('id-ID')} km / Operating toll road: ${y.length} km`,
            `Rata-rata lalu lintas harian: ${grouped(y.dailyTraffic)} kendaraan / Average daily traffic: ${grouped(y.dailyTraffic)} vehicles`,
            'Seluruh transaksi di gerbang tol nontunai sejak 31 Oktober 2017 / All toll gate transactions cashless since 31 October 2017',
          ],
        },
        { heading: 'Peristiwa Penting / Key Events' },
        { paragraph: y.highlight.id },
        { paragraph: y.highlight.en },
        { pageBreak: true },
        { heading: 'Laporan Dewan Komisaris / Board of Commissioners Report' },
        {
          paragraph: `Dewan Komisaris menilai Direksi telah mengelola Perusahaan dengan baik sepanjang ${y.year}, dengan pendapatan usaha Rp ${billions(y.revenue)} miliar dan laba bersih Rp ${billions(y.netProfit)} miliar. Pengawasan difokuskan pada keselamatan pengguna jalan, standar pelayanan minimal, dan pengelolaan risiko.`,
        },
        { heading: 'Laporan Direksi / Directors Report' },
        {
          paragraph: `Direksi melaporkan bahwa seluruh ruas memenuhi standar pelayanan minimal jalan tol. Prioritas ${y.year} meliputi pemeliharaan perkerasan, kesiapan angkutan hari raya, dan pengembangan rest area bersama pelaku UMKM, yang menempati sedikitnya 70% kios.`,
        },
        { heading: 'Tata Kelola Perusahaan / Corporate Governance' },
        {
          paragraph:
            'Perusahaan menerapkan prinsip transparansi, akuntabilitas, responsibilitas, independensi, dan kewajaran. Rapat Umum Pemegang Saham Tahunan menyetujui laporan tahunan dan mengesahkan laporan keuangan yang diaudit oleh kantor akuntan publik independen.',
        },
        {
          paragraph:
            'The Company applies the principles of transparency, accountability, responsibility, independence and fairness. The Annual General Meeting of Shareholders approves the annual report and ratifies the financial statements audited by an independent public accounting firm.',
        },
      ],
    },
  }
}

export const annualReports: SeedDocument[] = YEARS.map((y, i) => annualReport(y, YEARS[i - 1]))
