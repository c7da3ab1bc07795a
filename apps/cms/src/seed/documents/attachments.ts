import type { SeedDocument } from './types'

/** Files that go with press releases (linked by filename from the press release seed). */
export const attachments: SeedDocument[] = [
  {
    filename: 'jtt-data-lalu-lintas-lebaran-2026.pdf',
    type: 'attachment',
    year: 2026,
    publishedAt: '2026-03-30T03:00:00.000Z',
    title: { id: 'Data Lalu Lintas Angkutan Lebaran 2026', en: 'Traffic Data for the 2026 Lebaran Exodus' },
    description: {
      id: 'Volume kendaraan harian di gerbang tol utama selama periode angkutan Lebaran 2026.',
      en: 'Daily vehicle volumes at the main toll gates during the 2026 Lebaran travel period.',
    },
    pdf: {
      title: 'Data Lalu Lintas Angkutan Lebaran 2026',
      subtitle: 'Traffic data for the 2026 Lebaran exodus',
      coverMark: '2026',
      author: 'PT Jasamarga Transjawa Tol',
      subject: 'Data lalu lintas angkutan Lebaran',
      keywords: ['lebaran', 'mudik', 'lalu lintas'],
      language: 'id-ID',
      date: new Date('2026-03-30T03:00:00.000Z'),
      blocks: [
        { heading: 'Volume Lalu Lintas Harian (kendaraan)' },
        {
          table: {
            head: ['Gerbang Tol', 'H-3', 'H-2', 'H-1'],
            rows: [
              ['Cikampek Utama', '142.310', '151.024', '128.775'],
              ['Kalikangkung', '98.440', '104.912', '91.207'],
              ['Palimanan', '87.065', '93.118', '80.402'],
            ],
            align: ['left', 'right', 'right', 'right'],
          },
        },
        {
          paragraph:
            'Angka sementara dari sistem transaksi gerbang tol; data final diterbitkan setelah masa angkutan Lebaran berakhir.',
        },
      ],
    },
  },
  {
    filename: 'jtt-jadwal-pemeliharaan-2026-semester-1.pdf',
    type: 'attachment',
    year: 2026,
    publishedAt: '2026-01-12T03:00:00.000Z',
    title: {
      id: 'Jadwal Pemeliharaan Jalan Tol Semester I 2026',
      en: 'Toll Road Maintenance Schedule, First Half of 2026',
    },
    description: {
      id: 'Lokasi dan waktu pekerjaan pemeliharaan perkerasan di ruas JTT.',
      en: 'Where and when pavement maintenance takes place on JTT sections.',
    },
    pdf: {
      title: 'Jadwal Pemeliharaan Jalan Tol Semester I 2026',
      subtitle: 'Maintenance schedule, first half of 2026',
      coverMark: '2026',
      author: 'PT Jasamarga Transjawa Tol',
      subject: 'Jadwal pemeliharaan jalan tol',
      keywords: ['pemeliharaan', 'maintenance'],
      language: 'id-ID',
      date: new Date('2026-01-12T03:00:00.000Z'),
      blocks: [
        { heading: 'Jadwal Pekerjaan' },
        {
          table: {
            head: ['Ruas', 'Lokasi (KM)', 'Periode'],
            rows: [
              ['Jakarta-Cikampek', '12+000 - 18+500', '13 Jan - 7 Feb'],
              ['Cikampek-Palimanan', '96+200 - 104+000', '10 Feb - 6 Mar'],
              ['Semarang-Solo', '428+000 - 432+700', '20 Apr - 15 Mei'],
            ],
          },
        },
        {
          paragraph:
            'Pekerjaan dilakukan pada jam lalu lintas rendah (22.00-05.00) dengan pengalihan lajur. Ikuti rambu dan arahan petugas.',
        },
      ],
    },
  },
  {
    filename: 'jtt-paparan-kinerja-2025.pdf',
    type: 'attachment',
    year: 2025,
    publishedAt: '2026-05-20T03:00:00.000Z',
    title: { id: 'Paparan Kinerja Tahun Buku 2025', en: 'Fiscal Year 2025 Performance Presentation' },
    description: {
      id: 'Materi paparan kinerja yang disampaikan dalam RUPS Tahunan 2026.',
      en: 'The performance presentation given at the 2026 Annual General Meeting of Shareholders.',
    },
    pdf: {
      title: 'Paparan Kinerja Tahun Buku 2025',
      subtitle: 'Fiscal year 2025 performance presentation',
      coverMark: '2025',
      author: 'PT Jasamarga Transjawa Tol',
      subject: 'Paparan kinerja',
      keywords: ['RUPS', 'kinerja', 'performance'],
      language: 'id-ID',
      date: new Date('2026-05-20T03:00:00.000Z'),
      blocks: [
        { heading: 'Ringkasan Kinerja' },
        {
          bullets: [
            'Pendapatan usaha Rp 7.310,4 miliar, tumbuh 8,3% dari tahun sebelumnya.',
            'Laba bersih Rp 2.020,1 miliar.',
            'Rata-rata lalu lintas harian 1,01 juta kendaraan.',
          ],
        },
      ],
    },
  },
]
