import { release } from './types'

export const releases2025 = [
  release({
    date: '2025-12-19T03:00:00.000Z',
    image: 'night-traffic',
    slug: [
      'jtt-siagakan-1200-petugas-selama-libur-natal-dan-tahun-baru',
      'jtt-puts-1200-staff-on-duty-over-christmas-and-new-year',
    ],
    title: [
      'JTT Siagakan 1.200 Petugas Selama Libur Natal dan Tahun Baru',
      'JTT Puts 1,200 Staff on Duty over Christmas and New Year',
    ],
    excerpt: [
      'Petugas layanan, patroli, dan derek ditempatkan di titik rawan kepadatan sepanjang 19 Desember 2025 hingga 4 Januari 2026.',
      'Service, patrol and tow crews are stationed at congestion hot spots from 19 December 2025 to 4 January 2026.',
    ],
    id: [
      'Menghadapi libur Natal 2025 dan Tahun Baru 2026, JTT menyiagakan 1.200 petugas di seluruh ruas yang dikelolanya.',
      'Titik rawan kepadatan seperti Gerbang Tol Cikampek Utama, Kalikangkung, dan Banyumanik mendapat tambahan gardu transaksi serta petugas pengatur lalu lintas.',
      'Informasi kondisi lalu lintas terkini tersedia 24 jam melalui Call Center Jasa Marga 14080.',
    ],
    en: [
      'For Christmas 2025 and New Year 2026, JTT has 1,200 staff on duty across its sections.',
      'Congestion hot spots such as the Cikampek Utama, Kalikangkung and Banyumanik toll gates get extra transaction booths and traffic marshals.',
      'Up-to-date traffic information is available around the clock from the Jasa Marga Call Centre on 14080.',
    ],
  }),
  release({
    date: '2025-10-08T03:00:00.000Z',
    image: 'bridge',
    related: [
      'pefindo-tegaskan-peringkat-idaa-plus-untuk-jtt',
      'jtt-catatkan-obligasi-perdana-di-bursa-efek-indonesia',
    ],
    slug: [
      'jtt-terbitkan-obligasi-berkelanjutan-i-tahap-i-rp2-5-triliun',
      'jtt-issues-rp2-5-trillion-shelf-registered-bond',
    ],
    title: [
      'JTT Terbitkan Obligasi Berkelanjutan I Tahap I Senilai Rp2,5 Triliun',
      'JTT Issues a Rp2.5 Trillion Shelf-Registered Bond',
    ],
    excerpt: [
      'Obligasi bertenor lima tahun dengan kupon 6,60% per tahun ini dicatatkan di Bursa Efek Indonesia.',
      'The five-year bond with a 6.60% annual coupon is listed on the Indonesia Stock Exchange.',
    ],
    id: [
      'JTT menerbitkan Obligasi Berkelanjutan I Jasamarga Transjawa Tol Tahap I Tahun 2025 senilai Rp2,5 triliun dengan tenor lima tahun dan kupon 6,60% per tahun.',
      'Penawaran mendapat permintaan 2,1 kali dari jumlah yang ditawarkan, terutama dari dana pensiun dan perusahaan asuransi.',
      'Dana hasil penerbitan digunakan untuk pembiayaan kembali pinjaman dan belanja modal pemeliharaan jalan tol.',
    ],
    en: [
      'JTT has issued the Jasamarga Transjawa Tol Shelf-Registered Bond I, Phase I 2025, worth Rp2.5 trillion with a five-year tenor and a 6.60% annual coupon.',
      'The offer was 2.1 times oversubscribed, mainly by pension funds and insurers.',
      'The proceeds refinance loans and fund capital expenditure on toll road maintenance.',
    ],
  }),
  release({
    date: '2025-08-20T03:00:00.000Z',
    image: 'award',
    slug: ['pefindo-tegaskan-peringkat-idaa-plus-untuk-jtt', 'pefindo-affirms-jtt-idaa-plus-rating'],
    title: ['PEFINDO Tegaskan Peringkat idAA+ untuk JTT', "PEFINDO Affirms JTT's idAA+ Rating"],
    excerpt: [
      'Peringkat mencerminkan posisi strategis ruas Trans Jawa dan arus kas yang stabil dari pendapatan tol.',
      'The rating reflects the strategic position of the Trans Java sections and stable cash flow from toll revenue.',
    ],
    id: [
      'PT Pemeringkat Efek Indonesia (PEFINDO) menegaskan peringkat idAA+ dengan prospek stabil untuk JTT dan Obligasi I Tahun 2024.',
      'Menurut PEFINDO, peringkat didukung oleh posisi strategis ruas-ruas Trans Jawa, pertumbuhan lalu lintas, serta dukungan dari PT Jasa Marga (Persero) Tbk sebagai induk usaha.',
    ],
    en: [
      'PT Pemeringkat Efek Indonesia (PEFINDO) has affirmed its idAA+ rating with a stable outlook for JTT and its Bond I 2024.',
      'According to PEFINDO, the rating is supported by the strategic position of the Trans Java sections, traffic growth and the backing of PT Jasa Marga (Persero) Tbk as parent company.',
    ],
  }),
  release({
    date: '2025-07-15T03:00:00.000Z',
    image: 'toll-gate',
    slug: ['penertiban-kendaraan-odol-di-ruas-trans-jawa', 'crackdown-on-overloaded-trucks-on-trans-java-sections'],
    title: ['Penertiban Kendaraan ODOL di Ruas Trans Jawa', 'Crackdown on Overloaded Trucks on Trans Java Sections'],
    excerpt: [
      'Dari 1.840 truk yang diperiksa, 312 kendaraan melanggar dimensi atau muatan dan dikeluarkan dari jalan tol.',
      'Of 1,840 trucks checked, 312 broke size or load limits and were taken off the toll road.',
    ],
    id: [
      'JTT bersama kepolisian dan Kementerian Perhubungan menggelar penertiban kendaraan over dimension over load (ODOL) di lima gerbang tol.',
      'Kendaraan ODOL mempercepat kerusakan perkerasan dan membahayakan pengguna jalan lain karena melaju jauh di bawah batas kecepatan minimum.',
      'Penertiban akan dilakukan secara berkala dengan dukungan timbangan dinamis (weigh in motion) di gerbang tol.',
    ],
    en: [
      'JTT, the police and the Ministry of Transportation carried out checks on over-dimension and overloaded (ODOL) trucks at five toll gates.',
      'ODOL trucks wear out the pavement faster and endanger other road users because they travel far below the minimum speed.',
      'Checks will be held regularly, supported by weigh-in-motion scales at toll gates.',
    ],
  }),
  release({
    date: '2025-06-25T03:00:00.000Z',
    image: 'award',
    slug: ['jtt-bagikan-dividen-tahun-buku-2024', 'jtt-pays-dividend-for-fiscal-year-2024'],
    title: ['JTT Bagikan Dividen Tahun Buku 2024', 'JTT Pays a Dividend for Fiscal Year 2024'],
    excerpt: [
      'Dividen tunai Rp616,21 miliar atau 35% dari laba bersih dibayarkan kepada pemegang saham.',
      'A cash dividend of Rp616.21 billion, 35% of net profit, has been paid to shareholders.',
    ],
    id: [
      'Sesuai keputusan RUPS Tahunan, JTT membayarkan dividen tunai tahun buku 2024 sebesar Rp616,21 miliar atau Rp30.810 per saham.',
      'Rasio pembayaran dividen 35% sejalan dengan kebijakan dividen Perusahaan yang menargetkan 25% hingga 40% dari laba bersih.',
    ],
    en: [
      'As decided by the Annual GMS, JTT has paid a cash dividend for fiscal year 2024 of Rp616.21 billion, or Rp30,810 a share.',
      "The 35% payout ratio is in line with the Company's dividend policy, which targets 25% to 40% of net profit.",
    ],
  }),
  release({
    date: '2025-04-28T03:00:00.000Z',
    image: 'bridge',
    slug: [
      'laporan-tahunan-2024-layanan-andal-perjalanan-nyaman',
      'annual-report-2024-reliable-service-comfortable-journeys',
    ],
    title: [
      'Laporan Tahunan 2024: Layanan Andal, Perjalanan Nyaman',
      'Annual Report 2024: Reliable Service, Comfortable Journeys',
    ],
    excerpt: [
      'Laporan Tahunan 2024 kini tersedia: pendapatan usaha naik 10,3% menjadi Rp6.750,9 miliar.',
      'The 2024 Annual Report is out: revenue rose 10.3% to Rp6,750.9 billion.',
    ],
    id: [
      'JTT menerbitkan Laporan Tahunan 2024 dengan tema "Layanan Andal, Perjalanan Nyaman". Pendapatan usaha naik 10,3% menjadi Rp6.750,9 miliar dan laba bersih mencapai Rp1.760,6 miliar.',
      'Laporan dapat diunduh di halaman Laporan Tahunan pada menu Hubungan Investor.',
    ],
    en: [
      'JTT has published its 2024 Annual Report, themed "Reliable Service, Comfortable Journeys". Revenue rose 10.3% to Rp6,750.9 billion and net profit reached Rp1,760.6 billion.',
      'The report can be downloaded from the Annual Report page under Investor Relations.',
    ],
  }),
  release({
    date: '2025-03-27T03:00:00.000Z',
    image: 'rest-area',
    slug: [
      'mudik-lebaran-2025-rest-area-tipe-c-dibuka-di-12-titik',
      'lebaran-2025-temporary-type-c-rest-areas-open-at-12-points',
    ],
    title: [
      'Mudik Lebaran 2025: Rest Area Tipe C Dibuka di 12 Titik',
      'Lebaran 2025: Temporary Type C Rest Areas Open at 12 Points',
    ],
    excerpt: [
      'Rest area fungsional dengan toilet, musala, dan kios melengkapi rest area permanen selama masa mudik.',
      'Temporary rest areas with toilets, prayer rooms and kiosks add to the permanent ones during the exodus.',
    ],
    id: [
      'Untuk mengurangi kepadatan di rest area permanen, JTT membuka 12 rest area tipe C (fungsional) selama periode angkutan Lebaran 2025.',
      'Rest area tipe C menyediakan toilet, musala, kios, dan parkir sementara. Lokasinya ditandai rambu khusus sejak 2 km sebelumnya.',
    ],
    en: [
      'To ease crowding at permanent rest areas, JTT opened 12 type C (temporary) rest areas for the 2025 Lebaran travel period.',
      'Type C rest areas offer toilets, prayer rooms, kiosks and temporary parking. Special signs mark them from 2 km ahead.',
    ],
  }),
  release({
    date: '2025-02-05T03:00:00.000Z',
    image: 'bridge',
    gallery: ['maintenance'],
    slug: ['perbaikan-jembatan-kali-kuto-rampung-lebih-cepat', 'kali-kuto-bridge-repairs-finished-ahead-of-schedule'],
    title: ['Perbaikan Jembatan Kali Kuto Rampung Lebih Cepat', 'Kali Kuto Bridge Repairs Finished Ahead of Schedule'],
    excerpt: [
      'Penggantian sambungan siar muai dan pelapisan ulang lantai jembatan selesai dua pekan lebih awal.',
      'New expansion joints and a resurfaced bridge deck were completed two weeks early.',
    ],
    id: [
      'Pekerjaan perbaikan Jembatan Kali Kuto di ruas Batang–Semarang rampung dua pekan lebih cepat dari jadwal.',
      'Pekerjaan meliputi penggantian sambungan siar muai (expansion joint), perbaikan bantalan, dan pelapisan ulang lantai jembatan.',
      'Seluruh lajur kini kembali dibuka normal dengan batas kecepatan 80 km/jam di area jembatan.',
    ],
    en: [
      'Repairs to the Kali Kuto Bridge on the Batang–Semarang section were finished two weeks ahead of schedule.',
      'The work included new expansion joints, bearing repairs and a resurfaced bridge deck.',
      'All lanes are open again, with an 80 km/h speed limit on the bridge.',
    ],
  }),
  release({
    date: '2025-01-20T03:00:00.000Z',
    image: 'award',
    slug: ['jtt-raih-penghargaan-pelayanan-publik-jalan-tol-terbaik', 'jtt-wins-best-toll-road-public-service-award'],
    title: [
      'JTT Raih Penghargaan Pelayanan Publik Jalan Tol Terbaik',
      'JTT Wins the Best Toll Road Public Service Award',
    ],
    excerpt: [
      'Penghargaan diberikan atas kecepatan penanganan gangguan dan kepuasan pengguna jalan.',
      'The award recognises fast incident response and road-user satisfaction.',
    ],
    id: [
      'JTT meraih penghargaan pelayanan publik jalan tol terbaik untuk kategori ruas antarkota.',
      'Penilaian mencakup waktu tanggap penanganan gangguan, kondisi perkerasan, kebersihan rest area, dan survei kepuasan pengguna jalan.',
    ],
    en: [
      'JTT has won the best toll road public service award in the intercity section category.',
      'The assessment covered incident response times, pavement condition, rest-area cleanliness and road-user satisfaction surveys.',
    ],
  }),
]
