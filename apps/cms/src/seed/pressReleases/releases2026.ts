import { release } from './types'

export const releases2026 = [
  release({
    date: '2026-11-10T03:00:00.000Z',
    image: 'night-traffic',
    slug: [
      'jtt-siapkan-layanan-libur-natal-dan-tahun-baru-2026-2027',
      'jtt-prepares-services-for-christmas-and-new-year-2026-2027',
    ],
    title: [
      'JTT Siapkan Layanan Libur Natal dan Tahun Baru 2026/2027',
      'JTT Prepares Services for the 2026/2027 Christmas and New Year Holidays',
    ],
    excerpt: [
      'Sebanyak 1.250 petugas, 38 rest area, dan tambahan gardu transaksi disiagakan untuk melayani lonjakan lalu lintas di koridor Trans Jawa.',
      'Some 1,250 staff, 38 rest areas and extra transaction booths are ready for the traffic surge on the Trans Java corridor.',
    ],
    id: [
      'PT Jasamarga Transjawa Tol (JTT) menyiapkan layanan libur Natal 2026 dan Tahun Baru 2027 di seluruh ruas yang dikelolanya. Lalu lintas diperkirakan meningkat hingga 25% dibanding hari biasa, dengan puncak arus keluar Jakarta pada 23 Desember.',
      '## Langkah yang disiapkan',
      [
        'Penambahan kapasitas transaksi dengan gardu bergerak di gerbang tol utama.',
        'Penghentian sementara pekerjaan pemeliharaan jalan sejak H-10 hingga H+5.',
        'Patroli dan mobil derek disiagakan setiap 10 km di ruas padat.',
      ],
      'Pengguna jalan diimbau memastikan saldo uang elektronik cukup, beristirahat setiap empat jam, dan memantau informasi lalu lintas melalui Call Center Jasa Marga 14080.',
    ],
    en: [
      'PT Jasamarga Transjawa Tol (JTT) has prepared its services for Christmas 2026 and New Year 2027 on every section it manages. Traffic is expected to rise by up to 25% on a normal day, with the peak of departures from Jakarta on 23 December.',
      '## What we have prepared',
      [
        'Extra transaction capacity with mobile booths at the main toll gates.',
        'Road maintenance works paused from ten days before the holiday to five days after it.',
        'Patrol cars and tow trucks on standby every 10 km on busy sections.',
      ],
      'Road users are asked to check their e-money balance, rest every four hours and follow traffic updates through the Jasa Marga Call Centre on 14080.',
    ],
  }),
  release({
    date: '2026-10-14T03:00:00.000Z',
    image: 'toll-gate',
    slug: ['uji-coba-transaksi-nirsentuh-mlff-ruas-semarang-solo', 'contactless-mlff-trial-on-semarang-solo'],
    title: [
      'Uji Coba Transaksi Nirsentuh Multi Lane Free Flow di Ruas Semarang–Solo',
      'Contactless Multi Lane Free Flow Trial on the Semarang–Solo Section',
    ],
    excerpt: [
      'Kendaraan peserta uji coba melintas tanpa berhenti di gerbang tol; pembayaran dicatat melalui aplikasi dan pembaca pelat nomor.',
      'Vehicles taking part in the trial pass the toll gate without stopping; payment is recorded through an app and plate readers.',
    ],
    id: [
      'JTT memulai uji coba terbatas transaksi nirsentuh Multi Lane Free Flow (MLFF) di ruas Semarang–Solo. Selama tiga bulan, 5.000 kendaraan peserta melintas tanpa berhenti di gerbang tol.',
      'Sistem membaca pelat nomor dan perangkat di kendaraan, lalu memotong saldo pada aplikasi pengguna. Transaksi dengan kartu uang elektronik tetap dilayani seperti biasa di seluruh lajur.',
      'Hasil uji coba akan menjadi masukan bagi regulator sebelum penerapan yang lebih luas di jaringan jalan tol Trans Jawa.',
    ],
    en: [
      'JTT has begun a limited trial of contactless Multi Lane Free Flow (MLFF) transactions on the Semarang–Solo section. For three months, 5,000 participating vehicles will pass the toll gates without stopping.',
      "The system reads the number plate and an in-vehicle device, then charges the user's app balance. Payment with electronic money cards continues as usual in every lane.",
      'The results will inform the regulator before a wider roll-out across the Trans Java toll network.',
    ],
  }),
  release({
    date: '2026-09-02T03:00:00.000Z',
    image: 'greening',
    slug: ['jtt-tanam-12000-pohon-di-koridor-trans-jawa', 'jtt-plants-12000-trees-along-the-trans-java-corridor'],
    title: [
      'JTT Tanam 12.000 Pohon di Sepanjang Koridor Trans Jawa',
      'JTT Plants 12,000 Trees Along the Trans Java Corridor',
    ],
    excerpt: [
      'Program penghijauan melibatkan karyawan, warga sekitar, dan pelajar di 16 lokasi dari Cikampek hingga Pasuruan.',
      'The greening programme involved staff, neighbours and students at 16 sites from Cikampek to Pasuruan.',
    ],
    id: [
      'JTT menanam 12.000 pohon di lahan milik jalan tol dan kawasan sekitar gerbang tol pada 16 lokasi, dari Cikampek hingga Pasuruan.',
      'Jenis pohon dipilih bersama dinas lingkungan hidup setempat: trembesi, mahoni, dan pohon buah yang dapat dimanfaatkan warga.',
      'Penghijauan ini mengurangi kebisingan dan debu bagi permukiman di sekitar jalan tol serta menjadi bagian dari target Perusahaan menurunkan emisi operasional.',
    ],
    en: [
      'JTT has planted 12,000 trees on toll road land and around toll gates at 16 sites, from Cikampek to Pasuruan.',
      'The species were chosen with the local environmental offices: rain trees, mahogany and fruit trees that neighbours can harvest.',
      "The trees cut noise and dust for homes near the toll road and support the Company's target to lower its operational emissions.",
    ],
  }),
  release({
    date: '2026-08-17T03:00:00.000Z',
    image: 'rest-area',
    slug: [
      'semarak-hut-ri-ke-81-rest-area-jtt-gelar-pasar-umkm',
      'rest-areas-celebrate-independence-day-with-small-business-markets',
    ],
    title: [
      'Semarak HUT ke-81 RI, Rest Area JTT Gelar Pasar UMKM',
      "Rest Areas Celebrate Indonesia's 81st Independence Day with Small-Business Markets",
    ],
    excerpt: [
      'Selama sepekan, 240 pelaku UMKM menjajakan produk lokal di 12 rest area dengan potongan sewa kios.',
      'For a week, 240 small businesses sold local products at 12 rest areas with reduced kiosk rent.',
    ],
    id: [
      'Memperingati HUT ke-81 Republik Indonesia, JTT menggelar Pasar UMKM di 12 rest area sepanjang 14–20 Agustus 2026.',
      'Sebanyak 240 pelaku usaha mikro, kecil, dan menengah menjajakan makanan khas, kerajinan, dan oleh-oleh daerah. Sedikitnya 70% kios di rest area JTT memang diperuntukkan bagi UMKM.',
      'Pengunjung juga dapat mengikuti lomba tradisional dan upacara bendera di rest area pada 17 Agustus pagi.',
    ],
    en: [
      'To mark the 81st anniversary of the Republic of Indonesia, JTT held Small-Business Markets at 12 rest areas from 14 to 20 August 2026.',
      'Some 240 micro, small and medium enterprises sold regional food, crafts and souvenirs. At least 70% of kiosks at JTT rest areas are reserved for such businesses.',
      'Visitors could also join traditional games and the flag ceremony held at rest areas on the morning of 17 August.',
    ],
  }),
  release({
    date: '2026-06-24T03:00:00.000Z',
    image: 'award',
    attachments: ['jtt-paparan-kinerja-2025.pdf'],
    related: ['jtt-terbitkan-laporan-tahunan-2025', 'jtt-bagikan-dividen-tahun-buku-2024'],
    slug: [
      'rups-tahunan-setujui-laporan-tahunan-2025-dan-dividen',
      'annual-gms-approves-2025-annual-report-and-dividend',
    ],
    title: [
      'RUPS Tahunan Setujui Laporan Tahunan 2025 dan Pembagian Dividen',
      'Annual GMS Approves the 2025 Annual Report and a Dividend',
    ],
    excerpt: [
      'Pemegang saham menyetujui dividen tunai Rp808,04 miliar atau 40% dari laba bersih tahun buku 2025.',
      'Shareholders approved a cash dividend of Rp808.04 billion, 40% of net profit for fiscal year 2025.',
    ],
    id: [
      'Rapat Umum Pemegang Saham (RUPS) Tahunan JTT menyetujui Laporan Tahunan 2025 dan mengesahkan laporan keuangan konsolidasian yang telah diaudit.',
      'RUPS menetapkan penggunaan laba bersih tahun buku 2025 sebesar Rp2.020,1 miliar, dengan 40% atau Rp808,04 miliar dibagikan sebagai dividen tunai. Sisanya ditetapkan sebagai laba ditahan untuk mendukung investasi pemeliharaan dan peningkatan layanan.',
      'Materi paparan kinerja yang disampaikan Direksi dapat diunduh pada lampiran siaran pers ini.',
    ],
    en: [
      "JTT's Annual General Meeting of Shareholders (GMS) approved the 2025 Annual Report and ratified the audited consolidated financial statements.",
      'The GMS allocated net profit for fiscal year 2025 of Rp2,020.1 billion, with 40% or Rp808.04 billion paid as a cash dividend. The rest is retained to fund maintenance investment and service improvements.',
      "The Board of Directors' performance presentation is attached to this press release.",
    ],
  }),
  release({
    date: '2026-05-20T03:00:00.000Z',
    image: 'bridge',
    slug: ['jtt-terbitkan-laporan-tahunan-2025', 'jtt-publishes-its-2025-annual-report'],
    title: ['JTT Terbitkan Laporan Tahunan 2025', 'JTT Publishes Its 2025 Annual Report'],
    excerpt: [
      'Bertema "Menghubungkan Jawa, Menggerakkan Ekonomi", laporan mencatat pendapatan usaha Rp7.310,4 miliar.',
      'Themed "Connecting Java, Driving the Economy", the report records revenue of Rp7,310.4 billion.',
    ],
    id: [
      'JTT menerbitkan Laporan Tahunan 2025 bertema "Menghubungkan Jawa, Menggerakkan Ekonomi". Laporan dapat diunduh di halaman Laporan Tahunan pada menu Hubungan Investor.',
      '## Sorotan kinerja 2025',
      [
        'Pendapatan usaha Rp7.310,4 miliar, naik 8,3%.',
        'Laba bersih Rp2.020,1 miliar.',
        'Rata-rata lalu lintas harian melampaui 1 juta kendaraan.',
      ],
      'Laporan juga memuat penerapan tata kelola perusahaan, manajemen risiko, dan tanggung jawab sosial.',
    ],
    en: [
      'JTT has published its 2025 Annual Report, themed "Connecting Java, Driving the Economy". It can be downloaded from the Annual Report page under Investor Relations.',
      '## 2025 highlights',
      [
        'Revenue of Rp7,310.4 billion, up 8.3%.',
        'Net profit of Rp2,020.1 billion.',
        'Average daily traffic above 1 million vehicles.',
      ],
      'The report also covers corporate governance, risk management and social responsibility.',
    ],
  }),
  release({
    date: '2026-04-02T03:00:00.000Z',
    image: 'night-traffic',
    related: ['puncak-arus-mudik-lebaran-2026-jtt-berlakukan-rekayasa-lalu-lintas'],
    slug: [
      'arus-balik-lebaran-2026-1-2-juta-kendaraan-kembali-ke-jakarta',
      'lebaran-2026-return-flow-1-2-million-vehicles-head-back-to-jakarta',
    ],
    title: [
      'Arus Balik Lebaran 2026: 1,2 Juta Kendaraan Kembali ke Jakarta',
      'Lebaran 2026 Return Flow: 1.2 Million Vehicles Head Back to Jakarta',
    ],
    excerpt: [
      'Sistem satu arah dan contraflow membuat arus balik melalui Gerbang Tol Cikampek Utama tetap terkendali.',
      'One-way and contraflow schemes kept the return flow through the Cikampek Utama toll gate under control.',
    ],
    id: [
      'Selama periode arus balik Lebaran 2026, sekitar 1,2 juta kendaraan kembali ke wilayah Jabotabek melalui ruas-ruas JTT.',
      'Sistem satu arah diberlakukan kepolisian dari Kalikangkung hingga Cikampek pada puncak arus balik, didukung contraflow di ruas Jakarta–Cikampek.',
      'JTT berterima kasih kepada pengguna jalan yang mengikuti imbauan untuk beristirahat secara bergantian dan tidak berhenti di bahu jalan.',
    ],
    en: [
      'During the 2026 Lebaran return period, about 1.2 million vehicles travelled back to Greater Jakarta on JTT sections.',
      'At the peak, the police ran a one-way scheme from Kalikangkung to Cikampek, supported by contraflow on the Jakarta–Cikampek section.',
      'JTT thanks road users who followed the advice to take turns at rest areas and not to stop on the hard shoulder.',
    ],
  }),
  release({
    date: '2026-03-30T03:00:00.000Z',
    image: 'toll-gate',
    gallery: ['rest-area', 'night-traffic'],
    attachments: ['jtt-data-lalu-lintas-lebaran-2026.pdf'],
    slug: [
      'puncak-arus-mudik-lebaran-2026-jtt-berlakukan-rekayasa-lalu-lintas',
      'lebaran-2026-exodus-peaks-as-jtt-applies-traffic-management',
    ],
    title: [
      'Puncak Arus Mudik Lebaran 2026, JTT Berlakukan Rekayasa Lalu Lintas',
      'Lebaran 2026 Exodus Peaks as JTT Applies Traffic Management',
    ],
    excerpt: [
      'Lebih dari 151 ribu kendaraan melintasi Gerbang Tol Cikampek Utama pada H-2, tertinggi sepanjang periode mudik.',
      'More than 151,000 vehicles passed the Cikampek Utama toll gate two days before Lebaran, the highest of the exodus.',
    ],
    id: [
      'Puncak arus mudik Lebaran 2026 terjadi pada H-2 dengan 151.024 kendaraan melintasi Gerbang Tol Cikampek Utama menuju arah timur.',
      '## Rekayasa lalu lintas',
      [
        'Sistem satu arah dari KM 70 Jakarta–Cikampek hingga KM 414 Kalikangkung sesuai diskresi kepolisian.',
        'Pembatasan waktu singgah di rest area maksimal 30 menit.',
        'Penutupan sementara rest area yang penuh; pengguna diarahkan ke rest area berikutnya.',
      ],
      'Data lalu lintas harian di gerbang tol utama tersedia pada lampiran siaran pers ini.',
    ],
    en: [
      'The Lebaran 2026 exodus peaked two days before the holiday, with 151,024 vehicles passing the Cikampek Utama toll gate eastbound.',
      '## Traffic management',
      [
        'A one-way scheme from KM 70 Jakarta–Cikampek to KM 414 Kalikangkung at the discretion of the police.',
        'Stays at rest areas limited to 30 minutes.',
        'Full rest areas closed for a while, with road users sent on to the next one.',
      ],
      'Daily traffic data for the main toll gates is attached to this press release.',
    ],
  }),
  release({
    date: '2026-02-10T03:00:00.000Z',
    image: 'ev-charging',
    slug: [
      'jumlah-spklu-di-rest-area-jtt-bertambah-menjadi-24-lokasi',
      'rest-area-ev-charging-stations-grow-to-24-locations',
    ],
    title: [
      'Jumlah SPKLU di Rest Area JTT Bertambah Menjadi 24 Lokasi',
      'Rest-Area EV Charging Stations Grow to 24 Locations',
    ],
    excerpt: [
      'Pengguna kendaraan listrik kini dapat mengisi daya setiap 50–70 km di sepanjang Tol Trans Jawa.',
      'Electric-vehicle drivers can now charge every 50–70 km along the Trans Java Toll Road.',
    ],
    id: [
      'JTT bersama mitra penyedia listrik menambah Stasiun Pengisian Kendaraan Listrik Umum (SPKLU) sehingga kini tersedia di 24 rest area.',
      'Setiap lokasi memiliki sedikitnya dua unit pengisian cepat. Lokasi dan ketersediaan unit dapat dipantau melalui aplikasi penyedia.',
      'Penambahan ini mendukung perjalanan jarak jauh dengan kendaraan listrik menjelang musim mudik.',
    ],
    en: [
      'Together with power-supply partners, JTT has added public electric-vehicle charging stations (SPKLU), now available at 24 rest areas.',
      "Each site has at least two fast chargers. Locations and availability can be checked in the providers' apps.",
      'The expansion supports long-distance electric-vehicle travel ahead of the homecoming season.',
    ],
  }),
  release({
    date: '2026-01-12T03:00:00.000Z',
    image: 'maintenance',
    attachments: ['jtt-jadwal-pemeliharaan-2026-semester-1.pdf'],
    slug: ['pemeliharaan-jalan-tol-semester-i-2026-dimulai', 'first-half-2026-toll-road-maintenance-begins'],
    title: ['Pemeliharaan Jalan Tol Semester I 2026 Dimulai', 'First-Half 2026 Toll Road Maintenance Begins'],
    excerpt: [
      'Pekerjaan rekonstruksi perkerasan dilakukan malam hari di tiga ruas; jadwal lengkap tersedia dalam lampiran.',
      'Pavement reconstruction takes place at night on three sections; the full schedule is attached.',
    ],
    id: [
      'JTT memulai program pemeliharaan perkerasan semester I 2026 di ruas Jakarta–Cikampek, Cikampek–Palimanan, dan Semarang–Solo.',
      'Pekerjaan dilakukan pada pukul 22.00–05.00 WIB dengan pengalihan lajur agar dampak terhadap lalu lintas seminimal mungkin.',
      'Seluruh pekerjaan ditargetkan rampung sebelum periode angkutan Lebaran 2026.',
    ],
    en: [
      'JTT has started its first-half 2026 pavement maintenance programme on the Jakarta–Cikampek, Cikampek–Palimanan and Semarang–Solo sections.',
      'Work takes place from 22:00 to 05:00 WIB with lane diversions to keep the impact on traffic as small as possible.',
      'All work is due to be finished before the 2026 Lebaran travel period.',
    ],
  }),
]
