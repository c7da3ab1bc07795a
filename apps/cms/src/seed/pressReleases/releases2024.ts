import { release } from './types'

export const releases2024 = [
  release({
    date: '2024-12-20T03:00:00.000Z',
    image: 'night-traffic',
    slug: ['kesiapan-libur-natal-dan-tahun-baru-2024-2025', 'ready-for-christmas-and-new-year-2024-2025'],
    title: [
      'Kesiapan JTT Menyambut Libur Natal dan Tahun Baru 2024/2025',
      'JTT Ready for the 2024/2025 Christmas and New Year Holidays',
    ],
    excerpt: [
      'Pekerjaan jalan dihentikan sementara dan kapasitas gardu transaksi ditambah menjelang libur akhir tahun.',
      'Road works are paused and transaction capacity increased ahead of the year-end holidays.',
    ],
    id: [
      'JTT menghentikan sementara seluruh pekerjaan pemeliharaan jalan mulai 20 Desember 2024 hingga 5 Januari 2025 agar seluruh lajur dapat digunakan.',
      'Kapasitas transaksi di gerbang tol utama ditambah dengan gardu bergerak, dan petugas disiagakan di rest area yang diperkirakan padat.',
    ],
    en: [
      'JTT has paused all road maintenance from 20 December 2024 to 5 January 2025 so every lane is open.',
      'Transaction capacity at the main toll gates has been increased with mobile booths, and staff are posted at rest areas expected to be busy.',
    ],
  }),
  release({
    date: '2024-09-12T03:00:00.000Z',
    image: 'award',
    slug: [
      'jtt-catatkan-obligasi-perdana-di-bursa-efek-indonesia',
      'jtt-lists-its-first-bonds-on-the-indonesia-stock-exchange',
    ],
    title: [
      'JTT Catatkan Obligasi Perdana di Bursa Efek Indonesia',
      'JTT Lists Its First Bonds on the Indonesia Stock Exchange',
    ],
    excerpt: [
      'Obligasi I Tahun 2024 senilai Rp3,5 triliun terdiri atas Seri A bertenor tiga tahun dan Seri B bertenor lima tahun.',
      'The Rp3.5 trillion Bond I 2024 comprises a three-year Series A and a five-year Series B.',
    ],
    id: [
      'JTT mencatatkan Obligasi I Jasamarga Transjawa Tol Tahun 2024 senilai total Rp3,5 triliun di Bursa Efek Indonesia.',
      [
        'Seri A: Rp1,5 triliun, tenor 3 tahun, kupon 6,85% per tahun.',
        'Seri B: Rp2,0 triliun, tenor 5 tahun, kupon 7,15% per tahun.',
      ],
      'Obligasi memperoleh peringkat idAA+ dari PEFINDO. Pencatatan ini menandai langkah JTT memperluas sumber pendanaan jangka panjang.',
    ],
    en: [
      'JTT has listed the Jasamarga Transjawa Tol Bond I 2024, worth Rp3.5 trillion in total, on the Indonesia Stock Exchange.',
      [
        'Series A: Rp1.5 trillion, 3-year tenor, 6.85% annual coupon.',
        'Series B: Rp2.0 trillion, 5-year tenor, 7.15% annual coupon.',
      ],
      "The bonds are rated idAA+ by PEFINDO. The listing widens JTT's sources of long-term funding.",
    ],
  }),
  release({
    date: '2024-08-05T03:00:00.000Z',
    image: 'rest-area',
    slug: ['kampanye-keselamatan-istirahat-setiap-empat-jam', 'safety-campaign-rest-every-four-hours'],
    title: ['Kampanye Keselamatan "Istirahat Setiap Empat Jam"', 'Safety Campaign: "Rest Every Four Hours"'],
    excerpt: [
      'Kelelahan pengemudi masih menjadi penyebab utama kecelakaan di jalan tol; JTT mengajak pengguna jalan beristirahat di rest area.',
      'Driver fatigue is still a leading cause of toll road crashes; JTT urges drivers to take breaks at rest areas.',
    ],
    id: [
      'JTT meluncurkan kampanye keselamatan "Istirahat Setiap Empat Jam" di seluruh rest area dan media sosial Perusahaan.',
      'Data kecelakaan menunjukkan kelelahan dan mengantuk menjadi salah satu penyebab utama kecelakaan tunggal di jalan tol.',
      'Selama kampanye, pengemudi yang beristirahat mendapat kopi gratis dan pemeriksaan kesehatan singkat di rest area tertentu.',
    ],
    en: [
      'JTT has launched the "Rest Every Four Hours" safety campaign at all its rest areas and on its social media.',
      'Crash data show that fatigue and drowsiness are among the main causes of single-vehicle crashes on toll roads.',
      'During the campaign, drivers who take a break get free coffee and a short health check at selected rest areas.',
    ],
  }),
  release({
    date: '2024-06-26T03:00:00.000Z',
    image: 'award',
    slug: ['jtt-bagikan-dividen-tahun-buku-2023', 'jtt-pays-dividend-for-fiscal-year-2023'],
    title: ['JTT Bagikan Dividen Tahun Buku 2023', 'JTT Pays a Dividend for Fiscal Year 2023'],
    excerpt: [
      'Dividen tunai Rp444,06 miliar atau 30% dari laba bersih tahun buku 2023 dibayarkan kepada pemegang saham.',
      'A cash dividend of Rp444.06 billion, 30% of net profit for fiscal year 2023, has been paid to shareholders.',
    ],
    id: [
      'JTT membayarkan dividen tunai tahun buku 2023 sebesar Rp444,06 miliar atau Rp22.203 per saham, sesuai keputusan RUPS Tahunan.',
      'Laba ditahan dialokasikan untuk investasi peningkatan kapasitas gerbang tol dan pengembangan rest area.',
    ],
    en: [
      'JTT has paid a cash dividend for fiscal year 2023 of Rp444.06 billion, or Rp22,203 a share, as decided by the Annual GMS.',
      'Retained earnings are allocated to toll gate capacity investment and rest-area development.',
    ],
  }),
  release({
    date: '2024-04-16T03:00:00.000Z',
    image: 'night-traffic',
    slug: ['arus-balik-lebaran-2024-berjalan-lancar', 'lebaran-2024-return-flow-runs-smoothly'],
    title: ['Arus Balik Lebaran 2024 Berjalan Lancar', 'Lebaran 2024 Return Flow Runs Smoothly'],
    excerpt: [
      'Koordinasi dengan kepolisian dan imbauan perjalanan bertahap membuat puncak arus balik lebih merata.',
      'Coordination with the police and staggered travel advice spread the return peak more evenly.',
    ],
    id: [
      'Arus balik Lebaran 2024 di ruas-ruas JTT berjalan lancar. Puncak arus balik terjadi pada H+5 dengan 139 ribu kendaraan melintasi Gerbang Tol Cikampek Utama menuju Jakarta.',
      'Imbauan untuk kembali secara bertahap dan diskon tarif pada hari-hari di luar puncak membuat arus lebih merata dibanding tahun sebelumnya.',
    ],
    en: [
      'The Lebaran 2024 return flow on JTT sections ran smoothly. It peaked five days after the holiday, with 139,000 vehicles passing the Cikampek Utama toll gate towards Jakarta.',
      'Advice to travel back in stages and tariff discounts on off-peak days spread traffic more evenly than the year before.',
    ],
  }),
  release({
    date: '2024-03-05T03:00:00.000Z',
    image: 'toll-gate',
    slug: ['call-center-14080-siaga-24-jam-untuk-pengguna-jalan-tol', 'call-centre-14080-on-duty-around-the-clock'],
    title: [
      'Call Center 14080 Siaga 24 Jam untuk Pengguna Jalan Tol',
      'Call Centre 14080 on Duty Around the Clock for Road Users',
    ],
    excerpt: [
      'Pengguna jalan dapat melaporkan gangguan, kecelakaan, atau kendaraan mogok kapan saja melalui nomor 14080.',
      'Road users can report incidents, crashes or breakdowns at any time on 14080.',
    ],
    id: [
      'Call Center Jasa Marga 14080 melayani pengguna jalan tol JTT selama 24 jam setiap hari.',
      [
        'Laporan kendaraan mogok, kecelakaan, dan gangguan lalu lintas.',
        'Informasi tarif, rute, dan kondisi lalu lintas terkini.',
        'Pengaduan dan saran atas layanan jalan tol.',
      ],
      'Petugas akan meneruskan laporan ke unit patroli dan derek terdekat sehingga penanganan di lokasi lebih cepat.',
    ],
    en: [
      'The Jasa Marga Call Centre on 14080 serves JTT toll road users 24 hours a day, every day.',
      [
        'Reports of breakdowns, crashes and traffic incidents.',
        'Information on tariffs, routes and current traffic.',
        'Complaints and suggestions about toll road services.',
      ],
      'Operators pass reports on to the nearest patrol and tow units, so help reaches the scene faster.',
    ],
  }),
  release({
    date: '2024-01-25T03:00:00.000Z',
    image: 'rest-area',
    slug: ['jtt-luncurkan-program-rest-area-ramah-disabilitas', 'jtt-launches-accessible-rest-area-programme'],
    title: ['JTT Luncurkan Program Rest Area Ramah Disabilitas', 'JTT Launches an Accessible Rest Area Programme'],
    excerpt: [
      'Ramp, toilet khusus, dan parkir prioritas disiapkan di 20 rest area sepanjang 2024.',
      'Ramps, accessible toilets and priority parking are coming to 20 rest areas in 2024.',
    ],
    id: [
      'JTT meluncurkan program rest area ramah disabilitas. Sepanjang 2024, 20 rest area dilengkapi ramp, toilet khusus, jalur pemandu, dan parkir prioritas.',
      'Program disusun bersama organisasi penyandang disabilitas agar fasilitas benar-benar sesuai kebutuhan pengguna.',
    ],
    en: [
      'JTT has launched an accessible rest area programme. During 2024, 20 rest areas will get ramps, accessible toilets, tactile guide paths and priority parking.',
      'The programme was designed with disability organisations so the facilities truly meet users’ needs.',
    ],
  }),
]
