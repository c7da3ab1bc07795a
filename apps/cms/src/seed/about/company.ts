import { t, type Bi } from '../bilingual'
import { richText } from '../lexical'

const figure = (value: number, suffix: [string, string], label: [string, string]) => ({
  value,
  suffix: t(...suffix),
  label: t(...label),
})
const milestone = (year: number, title: [string, string], description: [string, string]) => ({
  year,
  title: t(...title),
  description: t(...description),
})

/** The company overview (facts from ../shared/reference/jtt-facts.md). */
export const companyProfile = {
  intro: t(
    richText([
      {
        p: 'PT Jasamarga Transjawa Tol (JTT) adalah anak usaha PT Jasa Marga (Persero) Tbk yang mengelola jalan tol di koridor Trans Jawa. JTT lahir dari pemisahan Divisi Regional Transjawa Tollroad Jasa Marga; akta pemisahannya ditandatangani pada 1 Juli 2022.',
      },
      {
        p: 'Saat pemisahan, JTT mengambil alih empat ruas jalan tol yang konsesinya dipegang langsung oleh Jasa Marga serta sembilan badan usaha jalan tol (BUJT) di Trans Jawa. Kini JTT mengelola sekitar 676 km jalan tol beroperasi, kurang lebih 62 persen dari jalan tol Trans Jawa.',
      },
    ]),
    richText([
      {
        p: 'PT Jasamarga Transjawa Tol (JTT) is a subsidiary of PT Jasa Marga (Persero) Tbk that manages toll roads on the Trans Java corridor. JTT was formed by spinning off Jasa Marga’s Transjawa Tollroad Regional Division; the deed of separation was signed on 1 July 2022.',
      },
      {
        p: 'At the spin-off, JTT took over four toll road sections whose concessions Jasa Marga held directly and nine toll road companies (BUJT) on the Trans Java corridor. Today JTT manages about 676 km of operating toll road, roughly 62 per cent of the Trans Java toll road.',
      },
    ]),
  ),
  image: 'overview-toll-road',
  keyFacts: [
    figure(676, ['km', 'km'], ['Jalan tol beroperasi yang dikelola', 'Operating toll road managed']),
    figure(62, ['%', '%'], ['Dari jalan tol Trans Jawa', 'Of the Trans Java toll road']),
    figure(
      4,
      ['ruas', 'sections'],
      ['Ruas dengan konsesi langsung Jasa Marga', 'Sections under Jasa Marga’s own concessions'],
    ),
    figure(9, ['BUJT', 'companies'], ['Badan usaha jalan tol di Trans Jawa', 'Toll road companies on Trans Java']),
    figure(
      1.1,
      ['juta', 'million'],
      ['Kendaraan per hari di Trans Jawa (rata-rata 2019)', 'Vehicles a day on Trans Java (2019 average)'],
    ),
  ],
  history: {
    intro: t(
      'Perjalanan JTT tidak terpisahkan dari sejarah jalan tol di Indonesia yang dimulai oleh Jasa Marga.',
      'JTT’s story is part of the history of toll roads in Indonesia, which Jasa Marga began.',
    ),
    milestones: [
      milestone(
        1978,
        ['Jasa Marga berdiri', 'Jasa Marga is founded'],
        [
          'Jasa Marga didirikan dan mengoperasikan jalan tol pertama di Indonesia, Jagorawi.',
          'Jasa Marga is founded and opens Indonesia’s first toll road, Jagorawi.',
        ],
      ),
      milestone(
        2017,
        ['Transaksi tol nontunai', 'Cashless toll payment'],
        [
          'Sejak 31 Oktober 2017 seluruh pembayaran tol dilakukan secara nontunai dengan kartu uang elektronik.',
          'From 31 October 2017 every toll payment is cashless, with electronic money cards.',
        ],
      ),
      milestone(
        2018,
        ['Trans Jawa tersambung', 'Trans Java connected'],
        [
          'Akhir 2018 jalan tol Trans Jawa tersambung dari Merak (Banten) hingga Probolinggo (Jawa Timur).',
          'At the end of 2018 the Trans Java toll road is connected from Merak (Banten) to Probolinggo (East Java).',
        ],
      ),
      milestone(
        2019,
        ['1,1 juta kendaraan per hari', '1.1 million vehicles a day'],
        [
          'Rata-rata sekitar 1,1 juta kendaraan per hari melintasi jalan tol Trans Jawa.',
          'On average about 1.1 million vehicles a day use the Trans Java toll road.',
        ],
      ),
      milestone(
        2022,
        ['JTT lahir', 'JTT is born'],
        [
          'Akta pemisahan Divisi Regional Transjawa Tollroad ditandatangani pada 1 Juli 2022; JTT mengambil alih 4 ruas dan 9 BUJT.',
          'The deed separating the Transjawa Tollroad Regional Division is signed on 1 July 2022; JTT takes over 4 sections and 9 toll road companies.',
        ],
      ),
      milestone(
        2023,
        ['Layanan mudik terpadu', 'Integrated homecoming services'],
        [
          'Pada Lebaran 2023 stasiun pengisian kendaraan listrik (SPKLU) tersedia di 15 rest area Trans Jawa yang dikelola Jasa Marga.',
          'For Lebaran 2023, electric vehicle charging stations were available at 15 Trans Java rest areas managed by Jasa Marga.',
        ],
      ),
    ],
  },
  vision: t(
    'Menjadi pengelola jalan tol Trans Jawa yang terpercaya, aman, dan berkelanjutan bagi seluruh pengguna jalan.',
    'To be a trusted, safe and sustainable operator of the Trans Java toll road for every road user.',
  ),
  mission: [
    {
      text: t(
        'Menyediakan jalan tol yang aman, nyaman, dan lancar sesuai Standar Pelayanan Minimal.',
        'To provide safe, comfortable and smooth toll roads that meet the minimum service standards.',
      ),
    },
    {
      text: t(
        'Mengelola ruas dan badan usaha jalan tol secara efisien dan terintegrasi.',
        'To manage toll road sections and companies efficiently and as one network.',
      ),
    },
    {
      text: t(
        'Menghadirkan layanan berbasis teknologi bagi pengguna jalan.',
        'To bring technology-based services to road users.',
      ),
    },
    {
      text: t(
        'Tumbuh bersama masyarakat dan lingkungan di sepanjang jalan tol.',
        'To grow together with the communities and the environment along the toll roads.',
      ),
    },
  ],
  values: [
    {
      name: t('Amanah', 'Trustworthy'),
      description: t('Memegang teguh kepercayaan yang diberikan.', 'We hold on to the trust placed in us.'),
    },
    {
      name: t('Kompeten', 'Competent'),
      description: t(
        'Terus belajar dan mengembangkan kapabilitas.',
        'We keep learning and developing our capabilities.',
      ),
    },
    {
      name: t('Harmonis', 'Harmonious'),
      description: t('Saling peduli dan menghargai perbedaan.', 'We care for each other and value our differences.'),
    },
    {
      name: t('Loyal', 'Loyal'),
      description: t(
        'Berdedikasi dan mengutamakan kepentingan bangsa dan negara.',
        'We are dedicated and put the interests of the nation first.',
      ),
    },
    {
      name: t('Adaptif', 'Adaptive'),
      description: t(
        'Terus berinovasi dan antusias menghadapi perubahan.',
        'We keep innovating and embrace change with enthusiasm.',
      ),
    },
    {
      name: t('Kolaboratif', 'Collaborative'),
      description: t('Membangun kerja sama yang sinergis.', 'We build cooperation that makes us stronger together.'),
    },
  ],
  meta: {
    metaTitle: t('Sekilas PT Jasamarga Transjawa Tol', 'PT Jasamarga Transjawa Tol Overview'),
    metaDesc: t(
      'Sejarah, visi dan misi, nilai-nilai AKHLAK, serta fakta utama PT Jasamarga Transjawa Tol.',
      'History, vision and mission, AKHLAK core values and key facts of PT Jasamarga Transjawa Tol.',
    ),
    metaKeywords: t('profil perusahaan, sejarah, visi misi, JTT', 'company profile, history, vision, mission, JTT'),
  },
}

type Unit = { name: Bi; head: string; units: Unit[] }
const unit = (name: [string, string], head: string, units: Unit[] = []): Unit => ({
  name: t(...name),
  head,
  units,
})

/** The units as saved: each level below the first has its own field name (see the global). */
const LEVEL_NAMES = ['units', 'subunits', 'teams']
const toStored = (units: Unit[], level = 0): Record<string, unknown>[] =>
  units.map((u) => {
    const next = LEVEL_NAMES[level + 1]
    return { name: u.name, head: u.head, ...(next ? { [next]: toStored(u.units, level + 1) } : {}) }
  })

/** The organization; the chart image is drawn from the same units (Indonesian names). */
export const organizationUnits = [
  unit(['Direktur Utama', 'President Director'], 'Arief Rahman Hakim', [
    unit(['Sekretaris Perusahaan', 'Corporate Secretary'], 'Andika Pratama'),
    unit(['Satuan Pengawasan Intern', 'Internal Audit Unit'], 'Rudy Hartono'),
    unit(['Direktorat Keuangan dan Manajemen Risiko', 'Finance and Risk Management Directorate'], 'Dewi Anggraini', [
      unit(['Divisi Akuntansi dan Keuangan', 'Accounting and Finance Division'], 'Lestari Wulandari'),
      unit(['Divisi Manajemen Risiko dan Kepatuhan', 'Risk Management and Compliance Division'], 'Taufik Hidayat'),
    ]),
    unit(['Direktorat Operasi', 'Operations Directorate'], 'Yudi Setiawan', [
      unit(['Divisi Operasi Lalu Lintas', 'Traffic Operations Division'], 'Wahyu Nugroho'),
      unit(['Divisi Pemeliharaan Jalan Tol', 'Toll Road Maintenance Division'], 'Hendra Gunawan'),
      unit(['Divisi Layanan Pengguna Jalan', 'Road User Services Division'], 'Rina Marlina'),
    ]),
    unit(
      ['Direktorat Teknik dan Pengembangan', 'Engineering and Development Directorate'],
      'Fransiskus Xaverius Lubis',
      [
        unit(['Divisi Perencanaan Teknik', 'Engineering Planning Division'], 'Agung Prasetyo'),
        unit(['Divisi Pengembangan Usaha', 'Business Development Division'], 'Melati Sukma'),
      ],
    ),
    unit(['Direktorat SDM dan Umum', 'Human Capital and General Affairs Directorate'], 'Siti Nurhaliza Putri', [
      unit(['Divisi Human Capital', 'Human Capital Division'], 'Yoga Permana'),
      unit(['Divisi Umum dan Pengadaan', 'General Affairs and Procurement Division'], 'Bayu Saputra'),
    ]),
  ]),
]

export const organization = {
  intro: t(
    'Struktur organisasi JTT disusun untuk mendukung pengelolaan ruas tol Trans Jawa yang terintegrasi. Direksi dibantu oleh Sekretaris Perusahaan dan Satuan Pengawasan Intern.',
    'JTT’s organization supports integrated management of the Trans Java toll sections. The Board of Directors is supported by the Corporate Secretary and the Internal Audit Unit.',
  ),
  chart: 'org-chart',
  units: toStored(organizationUnits),
  meta: {
    metaDesc: t(
      'Struktur organisasi PT Jasamarga Transjawa Tol: direktorat, divisi, dan pimpinannya.',
      'Organizational structure of PT Jasamarga Transjawa Tol: directorates, divisions and who leads them.',
    ),
  },
}
