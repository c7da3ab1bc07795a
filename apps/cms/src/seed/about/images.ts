import sharp from 'sharp'
import type { SeedFile } from '../media'
import { orgChart, portrait, scene, type SceneKind } from './drawings'
import { organizationUnits } from './company'
import { seedPeople } from './people'
import { simplePdf } from './pdf'

const jpeg = (svg: string) => () => sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()

const image = (key: string, kind: SceneKind, variant: number, id: string, en: string): SeedFile => ({
  key,
  filename: `${key}.jpg`,
  alt: { id, en },
  mimeType: 'image/jpeg',
  render: jpeg(scene(kind, variant)),
})

const pdf = (key: string, title: string, lines: string[], id: string, en: string): SeedFile => ({
  key,
  filename: `${key}.pdf`,
  alt: { id, en },
  mimeType: 'application/pdf',
  render: async () => simplePdf(title, lines),
})

/** The chart shows the Indonesian unit names. */
const chartUnits = (units: typeof organizationUnits): Parameters<typeof orgChart>[0][] =>
  units.map((u) => ({ name: u.name.id, head: u.head, units: chartUnits(u.units) }))

/** Sample images and documents of the About Us section, drawn at seed time. */
export const aboutFiles: SeedFile[] = [
  ...seedPeople.map((p, i) => ({
    key: `portrait-${i}`,
    filename: `foto-${p.slug}.jpg`,
    alt: { id: `Foto ${p.name}`, en: `Photo of ${p.name}` },
    mimeType: 'image/jpeg' as const,
    render: jpeg(portrait(i)),
  })),
  image(
    'overview-toll-road',
    'road',
    0,
    'Jalan tol Trans Jawa di antara persawahan',
    'The Trans Java toll road between rice fields',
  ),
  {
    key: 'org-chart',
    filename: 'bagan-struktur-organisasi-jtt.jpg',
    alt: {
      id: 'Bagan struktur organisasi PT Jasamarga Transjawa Tol; rinciannya ada dalam daftar unit di halaman ini',
      en: 'Organization chart of PT Jasamarga Transjawa Tol; the list of units on this page gives the same details',
    },
    mimeType: 'image/jpeg',
    render: jpeg(orgChart(chartUnits(organizationUnits)[0]!)),
  },
  image(
    'business-operation',
    'road',
    1,
    'Gerbang tol dengan lalu lintas lancar',
    'A toll gate with free-flowing traffic',
  ),
  image(
    'business-maintenance',
    'road',
    3,
    'Petugas memelihara perkerasan jalan tol',
    'Crews maintaining the toll road pavement',
  ),
  image('business-traffic', 'road', 4, 'Kendaraan patroli di ruas tol', 'A patrol vehicle on a toll section'),
  image('business-rest-area', 'market', 0, 'Kios UMKM di rest area', 'Small business kiosks at a rest area'),
  image('business-development', 'office', 2, 'Gedung kantor JTT', 'The JTT office building'),
  image(
    'csr-water-1',
    'water',
    1,
    'Truk tangki membagikan air bersih kepada warga',
    'A tanker truck handing out clean water to residents',
  ),
  image(
    'csr-market-1',
    'market',
    2,
    'Pelaku UMKM mengikuti pelatihan di rest area',
    'Small business owners at a training session in a rest area',
  ),
  image(
    'csr-school-1',
    'school',
    0,
    'Gedung sekolah dasar setelah renovasi',
    'The primary school building after its renovation',
  ),
  image(
    'csr-health-1',
    'health',
    0,
    'Posko pemeriksaan kesehatan pengemudi truk',
    'The health check post for truck drivers',
  ),
  image(
    'csr-mangrove-1',
    'mangrove',
    4,
    'Bibit mangrove yang baru ditanam di pesisir Batang',
    'Newly planted mangrove seedlings on the Batang coast',
  ),
  image(
    'csr-school-2',
    'school',
    2,
    'Penerima beasiswa di depan sekolah',
    'Scholarship recipients in front of their school',
  ),
  image('csr-health-2', 'health', 3, 'Karyawan mendonorkan darah', 'Staff giving blood'),
  image('csr-road-1', 'road', 5, 'Bus mudik gratis melaju di jalan tol', 'Free homecoming buses on the toll road'),
  image(
    'csr-water-2',
    'water',
    4,
    'Permukiman yang tergenang banjir di Pekalongan',
    'A flooded neighbourhood in Pekalongan',
  ),
  image(
    'csr-people-1',
    'people',
    0,
    'Pelajar mengikuti edukasi keselamatan berlalu lintas',
    'Students at a road safety lesson',
  ),
  image(
    'csr-people-2',
    'people',
    1,
    'Warga bergotong royong memperbaiki rumah',
    'Residents working together to repair a home',
  ),
  image('csr-market-2', 'market', 5, 'Bazar produk UMKM di rest area', 'A small business market at a rest area'),
  image(
    'csr-trees-1',
    'trees',
    2,
    'Bantaran sungai yang hijau setelah kerja bakti',
    'A green riverbank after the clean-up',
  ),
  image(
    'gallery-market',
    'market',
    3,
    'Produk UMKM dipotret untuk toko daring',
    'Small business products photographed for an online shop',
  ),
  image('gallery-people', 'people', 2, 'Warga dan karyawan JTT dalam kegiatan', 'Residents and JTT staff at the event'),
  image('gallery-office', 'office', 1, 'Aula pelatihan', 'The training hall'),
  image('gallery-school', 'school', 1, 'Ruang kelas yang telah diperbaiki', 'A repaired classroom'),
  image('gallery-mangrove', 'mangrove', 1, 'Bibit mangrove di persemaian', 'Mangrove seedlings in the nursery'),
  image('gallery-trees', 'trees', 4, 'Area tanam di pesisir', 'The planting area on the coast'),
  image('gallery-water', 'water', 3, 'Genangan air di permukiman pesisir', 'Standing water in a coastal neighbourhood'),
  image(
    'governance-office',
    'office',
    0,
    'Rapat Direksi di kantor pusat JTT',
    'A Board of Directors meeting at JTT head office',
  ),
  image('governance-wide', 'road', 2, 'Ruas tol Trans Jawa saat senja', 'A Trans Java toll section at dusk'),
  pdf(
    'pedoman-tata-kelola-perusahaan',
    'Pedoman Tata Kelola Perusahaan - PT Jasamarga Transjawa Tol',
    [
      'Contoh dokumen: prinsip transparansi, akuntabilitas, responsibilitas,',
      'independensi, dan kewajaran dalam pengelolaan perusahaan.',
    ],
    'Pedoman Tata Kelola Perusahaan (PDF)',
    'Good Corporate Governance Code (PDF)',
  ),
  pdf(
    'kode-etik-jtt',
    'Kode Etik - PT Jasamarga Transjawa Tol',
    ['Contoh dokumen: standar perilaku insan JTT terhadap rekan kerja,', 'mitra, pengguna jalan, dan masyarakat.'],
    'Kode Etik (PDF)',
    'Code of Conduct (PDF)',
  ),
  pdf(
    'board-manual-jtt',
    'Board Manual - PT Jasamarga Transjawa Tol',
    ['Contoh dokumen: tata kerja Direksi dan Dewan Komisaris.'],
    'Board Manual (PDF)',
    'Board Manual (PDF)',
  ),
  pdf(
    'pedoman-wbs-jtt',
    'Pedoman Whistleblowing System - PT Jasamarga Transjawa Tol',
    ['Contoh dokumen: saluran pelaporan, perlindungan pelapor,', 'dan tata cara penanganan laporan.'],
    'Pedoman Whistleblowing System (PDF)',
    'Whistleblowing System Guidelines (PDF)',
  ),
]
