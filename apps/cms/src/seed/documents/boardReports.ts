import type { SeedDocument } from './types'

const BOARD_YEARS = [2022, 2023, 2024, 2025]

const boc = (year: number): SeedDocument => ({
  filename: `jtt-laporan-dewan-komisaris-${year}.pdf`,
  type: 'board-of-commissioners-report',
  year,
  publishedAt: `${year + 1}-04-28T03:00:00.000Z`,
  title: { id: `Laporan Dewan Komisaris ${year}`, en: `Board of Commissioners Report ${year}` },
  description: {
    id: `Pelaksanaan tugas pengawasan dan pemberian nasihat Dewan Komisaris kepada Direksi selama tahun buku ${year}.`,
    en: `How the Board of Commissioners supervised and advised the Board of Directors during fiscal year ${year}.`,
  },
  pdf: {
    title: `Laporan Dewan Komisaris ${year}`,
    subtitle: `Board of Commissioners Report ${year}`,
    coverMark: String(year),
    author: 'Dewan Komisaris PT Jasamarga Transjawa Tol',
    subject: `Laporan pengawasan Dewan Komisaris tahun buku ${year}`,
    keywords: ['dewan komisaris', 'board of commissioners', String(year)],
    language: 'id-ID',
    date: new Date(`${year + 1}-04-28T03:00:00.000Z`),
    blocks: [
      { heading: 'Penilaian atas Kinerja Direksi' },
      {
        paragraph: `Sepanjang ${year}, Dewan Komisaris mengadakan rapat internal setiap bulan dan rapat gabungan bersama Direksi setiap triwulan. Dewan Komisaris menilai Direksi berhasil menjaga standar pelayanan minimal di seluruh ruas serta kesiapan menghadapi angkutan Lebaran dan Natal-Tahun Baru.`,
      },
      { heading: 'Pengawasan atas Penerapan Strategi' },
      {
        bullets: [
          'Keselamatan pengguna jalan dan penanganan kendaraan over dimension over load (ODOL).',
          'Pemeliharaan perkerasan dan jembatan sesuai rencana kerja tahunan.',
          'Pengembangan rest area bersama pelaku UMKM.',
          'Penerapan manajemen risiko dan kepatuhan.',
        ],
      },
      { heading: 'Komite di Bawah Dewan Komisaris' },
      {
        paragraph:
          'Komite Audit serta Komite Nominasi, Remunerasi, dan Manajemen Risiko membantu Dewan Komisaris menelaah laporan keuangan, efektivitas pengendalian internal, dan profil risiko Perusahaan.',
      },
    ],
  },
})

const directors = (year: number): SeedDocument => ({
  filename: `jtt-laporan-direksi-${year}.pdf`,
  type: 'directors-report',
  year,
  publishedAt: `${year + 1}-04-28T03:00:00.000Z`,
  title: { id: `Laporan Direksi ${year}`, en: `Directors Report ${year}` },
  description: {
    id: `Kinerja, strategi, dan tantangan Perusahaan tahun buku ${year} menurut Direksi.`,
    en: `The Company's performance, strategy and challenges in fiscal year ${year}, as reported by the Board of Directors.`,
  },
  pdf: {
    title: `Laporan Direksi ${year}`,
    subtitle: `Directors Report ${year}`,
    coverMark: String(year),
    author: 'Direksi PT Jasamarga Transjawa Tol',
    subject: `Laporan Direksi tahun buku ${year}`,
    keywords: ['direksi', 'board of directors', String(year)],
    language: 'id-ID',
    date: new Date(`${year + 1}-04-28T03:00:00.000Z`),
    blocks: [
      { heading: 'Kinerja Perusahaan' },
      {
        paragraph: `Pada ${year}, Perusahaan melayani rata-rata lebih dari 800 ribu kendaraan per hari di ruas-ruas Trans Jawa yang dikelolanya. Pendapatan tol tumbuh seiring pemulihan mobilitas dan pertumbuhan kawasan industri di sepanjang koridor.`,
      },
      { heading: 'Strategi dan Kebijakan Strategis' },
      {
        bullets: [
          'Layanan: kecepatan transaksi di gerbang tol dan kenyamanan rest area.',
          'Operasi: pemeliharaan terencana dan penanganan gangguan lalu lintas yang cepat.',
          'Keuangan: struktur pendanaan yang sehat dan efisiensi biaya operasional.',
          'Sumber daya manusia: pelatihan petugas layanan dan keselamatan kerja.',
        ],
      },
      { heading: 'Prospek Usaha' },
      {
        paragraph:
          'Direksi optimistis lalu lintas di koridor Trans Jawa akan terus tumbuh, didorong konektivitas antarkota, kawasan industri, dan pariwisata di Jawa Tengah dan Jawa Timur.',
      },
    ],
  },
})

export const boardReports: SeedDocument[] = BOARD_YEARS.flatMap((year) => [boc(year), directors(year)])
