import { t, type Bi } from '../bilingual'
import { richText } from '../lexical'

type Board = 'commissioners' | 'directors' | 'secretary'
type Facts = {
  name: string
  slug: string
  board: Board
  order: number
  position: Bi
  born: { place: string; year: number }
  appointedAt: string
  education: Bi[]
  career: Bi[]
  shortBio: Bi
}

const MONTHS = {
  id: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
}
const longDate = (iso: string, l: 'id' | 'en') => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return l === 'id' ? `${d} ${MONTHS.id[m - 1]} ${y}` : `${MONTHS.en[m - 1]} ${d}, ${y}`
}

/** A biography in both languages from the facts: birth, appointment, education, career. */
function biography(f: Facts) {
  const doc = (l: 'id' | 'en') =>
    richText([
      {
        p:
          l === 'id'
            ? `${f.name} lahir di ${f.born.place} pada tahun ${f.born.year}. Menjabat sebagai ${f.position.id} PT Jasamarga Transjawa Tol sejak ${longDate(f.appointedAt, 'id')}.`
            : `${f.name} was born in ${f.born.place} in ${f.born.year} and has served as ${f.position.en} of PT Jasamarga Transjawa Tol since ${longDate(f.appointedAt, 'en')}.`,
      },
      { h3: l === 'id' ? 'Pendidikan' : 'Education' },
      { ul: f.education.map((e) => e[l] ?? e.id) },
      { h3: l === 'id' ? 'Riwayat Karier' : 'Career' },
      { ul: f.career.map((c) => c[l] ?? c.id) },
    ])
  return t(doc('id'), doc('en'))
}

const person = (f: Facts) => ({
  name: f.name,
  slug: f.slug,
  board: f.board,
  order: f.order,
  position: f.position,
  shortBio: f.shortBio,
  biography: biography(f),
  appointedAt: `${f.appointedAt}T00:00:00.000Z`,
})

const ITB = t(
  'Sarjana Teknik Sipil, Institut Teknologi Bandung',
  'Bachelor of Civil Engineering, Institut Teknologi Bandung',
)
const UGM_MT = t(
  'Magister Teknik Transportasi, Universitas Gadjah Mada',
  'Master of Transport Engineering, Universitas Gadjah Mada',
)
const UI_SE = t('Sarjana Ekonomi, Universitas Indonesia', 'Bachelor of Economics, Universitas Indonesia')

const commissioners = [
  person({
    name: 'Ir. Hendarto Wibisono, M.Sc.',
    slug: 'hendarto-wibisono',
    board: 'commissioners',
    order: 1,
    position: t('Komisaris Utama', 'President Commissioner'),
    born: { place: 'Yogyakarta', year: 1964 },
    appointedAt: '2022-07-01',
    education: [
      ITB,
      t(
        'Master of Science in Transport Planning, University of Leeds, Inggris',
        'Master of Science in Transport Planning, University of Leeds, United Kingdom',
      ),
    ],
    career: [
      t(
        'Direktur Operasi PT Jasa Marga (Persero) Tbk (2016–2020)',
        'Director of Operations, PT Jasa Marga (Persero) Tbk (2016–2020)',
      ),
      t('General Manager Cabang Jakarta–Cikampek (2011–2016)', 'General Manager, Jakarta–Cikampek Branch (2011–2016)'),
      t(
        'Berkarier di Jasa Marga sejak 1990 di bidang operasi dan pemeliharaan',
        'Career at Jasa Marga since 1990 in operations and maintenance',
      ),
    ],
    shortBio: t(
      'Lebih dari tiga dekade berkarier di pengoperasian jalan tol, termasuk memimpin ruas Jakarta–Cikampek.',
      'More than three decades in toll road operation, including leading the Jakarta–Cikampek section.',
    ),
  }),
  person({
    name: 'Dr. Ratna Kusumawardani, S.E., M.M.',
    slug: 'ratna-kusumawardani',
    board: 'commissioners',
    order: 2,
    position: t('Komisaris', 'Commissioner'),
    born: { place: 'Surabaya', year: 1970 },
    appointedAt: '2022-07-01',
    education: [
      UI_SE,
      t('Magister Manajemen, Universitas Airlangga', 'Master of Management, Universitas Airlangga'),
      t('Doktor Ilmu Manajemen, Universitas Brawijaya', 'Doctorate in Management, Universitas Brawijaya'),
    ],
    career: [
      t(
        'Asisten Deputi Bidang Infrastruktur, Kementerian BUMN (2018–2022)',
        'Assistant Deputy for Infrastructure, Ministry of State-Owned Enterprises (2018–2022)',
      ),
      t(
        'Kepala Bidang Investasi, Kementerian BUMN (2013–2018)',
        'Head of Investment, Ministry of State-Owned Enterprises (2013–2018)',
      ),
    ],
    shortBio: t(
      'Berpengalaman dalam tata kelola dan investasi BUMN sektor infrastruktur.',
      'Experienced in the governance and investment of state-owned infrastructure companies.',
    ),
  }),
  person({
    name: 'Drs. Agus Salim Nasution, M.Si.',
    slug: 'agus-salim-nasution',
    board: 'commissioners',
    order: 3,
    position: t('Komisaris', 'Commissioner'),
    born: { place: 'Medan', year: 1966 },
    appointedAt: '2023-05-24',
    education: [
      t(
        'Sarjana Ilmu Administrasi Negara, Universitas Sumatera Utara',
        'Bachelor of Public Administration, Universitas Sumatera Utara',
      ),
      t(
        'Magister Sains Kebijakan Publik, Universitas Indonesia',
        'Master of Science in Public Policy, Universitas Indonesia',
      ),
    ],
    career: [
      t(
        'Direktur Jalan Bebas Hambatan, Kementerian PUPR (2019–2023)',
        'Director of Expressways, Ministry of Public Works and Housing (2019–2023)',
      ),
      t(
        'Kepala Balai Besar Pelaksanaan Jalan Nasional (2014–2019)',
        'Head of a National Road Implementation Centre (2014–2019)',
      ),
    ],
    shortBio: t(
      'Lama berkecimpung dalam kebijakan dan pembangunan jalan nasional.',
      'A long record in national road policy and construction.',
    ),
  }),
  person({
    name: 'Ir. Bambang Priyono, M.T.',
    slug: 'bambang-priyono',
    board: 'commissioners',
    order: 4,
    position: t('Komisaris Independen', 'Independent Commissioner'),
    born: { place: 'Semarang', year: 1962 },
    appointedAt: '2022-07-01',
    education: [
      t('Sarjana Teknik Sipil, Universitas Diponegoro', 'Bachelor of Civil Engineering, Universitas Diponegoro'),
      UGM_MT,
    ],
    career: [
      t(
        'Dosen Teknik Transportasi, Universitas Diponegoro (1989–sekarang)',
        'Lecturer in Transport Engineering, Universitas Diponegoro (1989–present)',
      ),
      t('Anggota Badan Pengatur Jalan Tol (2015–2020)', 'Member of the Toll Road Regulatory Agency (2015–2020)'),
    ],
    shortBio: t(
      'Akademisi teknik transportasi dan mantan anggota badan pengatur jalan tol.',
      'Transport engineering academic and former member of the toll road regulator.',
    ),
  }),
  person({
    name: 'Dr. Maria Yosephine Tanjung, S.H., LL.M.',
    slug: 'maria-yosephine-tanjung',
    board: 'commissioners',
    order: 5,
    position: t('Komisaris Independen', 'Independent Commissioner'),
    born: { place: 'Pematangsiantar', year: 1973 },
    appointedAt: '2024-06-12',
    education: [
      t('Sarjana Hukum, Universitas Katolik Parahyangan', 'Bachelor of Law, Universitas Katolik Parahyangan'),
      t('Master of Laws, Leiden University, Belanda', 'Master of Laws, Leiden University, the Netherlands'),
      t('Doktor Ilmu Hukum, Universitas Indonesia', 'Doctorate in Law, Universitas Indonesia'),
    ],
    career: [
      t(
        'Partner pada kantor hukum bidang infrastruktur dan pembiayaan proyek (2008–2024)',
        'Partner at a law firm for infrastructure and project finance (2008–2024)',
      ),
      t(
        'Anggota Komite Audit beberapa BUMN (2016–2024)',
        'Audit committee member at several state-owned enterprises (2016–2024)',
      ),
    ],
    shortBio: t(
      'Ahli hukum infrastruktur dengan pengalaman panjang di komite audit.',
      'Infrastructure lawyer with long audit committee experience.',
    ),
  }),
]

const directors = [
  person({
    name: 'Ir. Arief Rahman Hakim, M.T.',
    slug: 'arief-rahman-hakim',
    board: 'directors',
    order: 1,
    position: t('Direktur Utama', 'President Director'),
    born: { place: 'Bandung', year: 1969 },
    appointedAt: '2022-07-01',
    education: [ITB, UGM_MT],
    career: [
      t(
        'General Manager Divisi Regional Transjawa Tollroad, PT Jasa Marga (Persero) Tbk (2019–2022)',
        'General Manager, Transjawa Tollroad Regional Division, PT Jasa Marga (Persero) Tbk (2019–2022)',
      ),
      t(
        'Direktur Utama salah satu BUJT ruas Trans Jawa (2015–2019)',
        'President Director of a Trans Java toll road company (2015–2019)',
      ),
    ],
    shortBio: t(
      'Memimpin JTT sejak pemisahan divisi regional Transjawa Tollroad dari Jasa Marga.',
      'Has led JTT since the Transjawa Tollroad regional division was spun off from Jasa Marga.',
    ),
  }),
  person({
    name: 'Dewi Anggraini, S.E., M.B.A.',
    slug: 'dewi-anggraini',
    board: 'directors',
    order: 2,
    position: t('Direktur Keuangan dan Manajemen Risiko', 'Director of Finance and Risk Management'),
    born: { place: 'Jakarta', year: 1975 },
    appointedAt: '2022-07-01',
    education: [
      UI_SE,
      t(
        'Master of Business Administration, National University of Singapore',
        'Master of Business Administration, National University of Singapore',
      ),
    ],
    career: [
      t(
        'Vice President Treasury, PT Jasa Marga (Persero) Tbk (2017–2022)',
        'Vice President Treasury, PT Jasa Marga (Persero) Tbk (2017–2022)',
      ),
      t(
        'Analis pembiayaan infrastruktur di perbankan nasional (2000–2017)',
        'Infrastructure finance analyst at national banks (2000–2017)',
      ),
    ],
    shortBio: t(
      'Berpengalaman dalam pembiayaan proyek jalan tol dan pengelolaan risiko.',
      'Experienced in toll road project finance and risk management.',
    ),
  }),
  person({
    name: 'Ir. Yudi Setiawan, M.Eng.',
    slug: 'yudi-setiawan',
    board: 'directors',
    order: 3,
    position: t('Direktur Operasi', 'Director of Operations'),
    born: { place: 'Cirebon', year: 1971 },
    appointedAt: '2023-05-24',
    education: [
      t('Sarjana Teknik Sipil, Universitas Diponegoro', 'Bachelor of Civil Engineering, Universitas Diponegoro'),
      t('Master of Engineering, Nagoya University, Jepang', 'Master of Engineering, Nagoya University, Japan'),
    ],
    career: [
      t(
        'General Manager Operasi ruas Cikampek–Palimanan (2018–2023)',
        'General Manager of Operations, Cikampek–Palimanan section (2018–2023)',
      ),
      t(
        'Kepala Pusat Pengendalian Lalu Lintas Trans Jawa (2014–2018)',
        'Head of the Trans Java Traffic Control Centre (2014–2018)',
      ),
    ],
    shortBio: t(
      'Bertanggung jawab atas layanan lalu lintas, transaksi, dan rest area di seluruh ruas JTT.',
      'Responsible for traffic services, toll transactions and rest areas across JTT sections.',
    ),
  }),
  person({
    name: 'Ir. Fransiskus Xaverius Lubis, M.T.',
    slug: 'fransiskus-xaverius-lubis',
    board: 'directors',
    order: 4,
    position: t('Direktur Teknik dan Pengembangan', 'Director of Engineering and Development'),
    born: { place: 'Tarutung', year: 1968 },
    appointedAt: '2022-07-01',
    education: [
      ITB,
      t(
        'Magister Teknik Struktur, Institut Teknologi Bandung',
        'Master of Structural Engineering, Institut Teknologi Bandung',
      ),
    ],
    career: [
      t(
        'Kepala Proyek pembangunan ruas Batang–Semarang (2016–2019)',
        'Project Head, construction of the Batang–Semarang section (2016–2019)',
      ),
      t(
        'Manajer Teknik di kontraktor BUMN karya (1994–2016)',
        'Engineering Manager at a state-owned construction company (1994–2016)',
      ),
    ],
    shortBio: t(
      'Memimpin perencanaan teknik, peningkatan kapasitas, dan pengembangan usaha.',
      'Leads engineering planning, capacity upgrades and business development.',
    ),
  }),
  person({
    name: 'Siti Nurhaliza Putri, S.Psi., M.M.',
    slug: 'siti-nurhaliza-putri',
    board: 'directors',
    order: 5,
    position: t('Direktur SDM dan Umum', 'Director of Human Capital and General Affairs'),
    born: { place: 'Padang', year: 1976 },
    appointedAt: '2024-06-12',
    education: [
      t('Sarjana Psikologi, Universitas Padjadjaran', 'Bachelor of Psychology, Universitas Padjadjaran'),
      t(
        'Magister Manajemen SDM, Universitas Gadjah Mada',
        'Master of Human Resource Management, Universitas Gadjah Mada',
      ),
    ],
    career: [
      t(
        'Vice President Human Capital Development, PT Jasa Marga (Persero) Tbk (2019–2024)',
        'Vice President Human Capital Development, PT Jasa Marga (Persero) Tbk (2019–2024)',
      ),
      t(
        'Berbagai posisi pengembangan organisasi di BUMN (2001–2019)',
        'Organisation development roles at state-owned enterprises (2001–2019)',
      ),
    ],
    shortBio: t(
      'Mengembangkan budaya AKHLAK dan kompetensi insan JTT.',
      "Develops JTT's AKHLAK culture and its people's skills.",
    ),
  }),
]

const secretaryFacts: Facts = {
  name: 'Andika Pratama, S.H., M.H.',
  slug: 'andika-pratama',
  board: 'secretary',
  order: 1,
  position: t('Sekretaris Perusahaan', 'Corporate Secretary'),
  born: { place: 'Malang', year: 1980 },
  appointedAt: '2023-01-02',
  education: [
    t('Sarjana Hukum, Universitas Brawijaya', 'Bachelor of Law, Universitas Brawijaya'),
    t('Magister Hukum Bisnis, Universitas Gadjah Mada', 'Master of Business Law, Universitas Gadjah Mada'),
  ],
  career: [
    t(
      'Corporate Communication Department Head, PT Jasa Marga (Persero) Tbk (2018–2022)',
      'Corporate Communication Department Head, PT Jasa Marga (Persero) Tbk (2018–2022)',
    ),
    t('Legal Counsel di perusahaan infrastruktur (2005–2018)', 'Legal counsel at infrastructure companies (2005–2018)'),
  ],
  shortBio: t(
    'Penghubung perusahaan dengan pemegang saham, regulator, media, dan masyarakat.',
    'The link between the company and its shareholders, regulators, the media and the public.',
  ),
}

const secretary = {
  ...person(secretaryFacts),
  duties: t(
    richText([
      {
        p: 'Sekretaris Perusahaan menjembatani komunikasi antara Perusahaan dengan pemegang saham, regulator, media, dan masyarakat, serta memastikan tata kelola perusahaan berjalan sesuai ketentuan.',
      },
      {
        ul: [
          'Menyelenggarakan Rapat Umum Pemegang Saham dan rapat Direksi serta Dewan Komisaris.',
          'Mengelola keterbukaan informasi dan hubungan dengan pemangku kepentingan.',
          'Mengelola komunikasi korporat, hubungan media, dan informasi publik.',
          'Memastikan kepatuhan terhadap peraturan perundang-undangan dan prinsip tata kelola perusahaan yang baik.',
          'Menatausahakan dokumen perusahaan, termasuk anggaran dasar dan daftar pemegang saham.',
        ],
      },
    ]),
    richText([
      {
        p: 'The Corporate Secretary links the Company with its shareholders, regulators, the media and the public, and makes sure corporate governance follows the rules.',
      },
      {
        ul: [
          'Organises General Meetings of Shareholders and the meetings of the Board of Directors and the Board of Commissioners.',
          'Manages information disclosure and stakeholder relations.',
          'Manages corporate communication, media relations and public information.',
          'Ensures compliance with laws and regulations and good corporate governance principles.',
          "Keeps the company's records, including the articles of association and the register of shareholders.",
        ],
      },
    ]),
  ),
  contact: {
    email: 'corsec@jasamargatransjawatol.co.id',
    phone: '(021) 2984 1100',
    address: t(
      'Plaza Tol Taman Mini Indonesia Indah, Jl. Raya Taman Mini, Jakarta Timur 13550',
      'Plaza Tol Taman Mini Indonesia Indah, Jl. Raya Taman Mini, East Jakarta 13550',
    ),
  },
}

/** Every person with the key of their portrait in `aboutImages`. */
export const seedPeople = [...commissioners, ...directors, secretary].map((p, i) => ({ ...p, photo: `portrait-${i}` }))
