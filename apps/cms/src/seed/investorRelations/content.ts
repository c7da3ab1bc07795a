import type { FigureUnit } from '@jtt/content-api'
import { richText } from '../lexical'

type L = { id: string; en: string }

/** Sample investor-relations content (figures follow the sample annual reports; not official data). */
export const irContent = {
  overview: {
    intro: {
      id: 'PT Jasamarga Transjawa Tol (JTT), anak usaha PT Jasa Marga (Persero) Tbk, mengelola sekitar 676 km jalan tol beroperasi atau kurang lebih 62% Jalan Tol Trans Jawa. Halaman ini menyajikan informasi bagi pemegang saham, pemegang obligasi, dan calon investor.',
      en: 'PT Jasamarga Transjawa Tol (JTT), a subsidiary of PT Jasa Marga (Persero) Tbk, manages about 676 km of operating toll road, roughly 62% of the Trans Java Toll Road. This section provides information for shareholders, bondholders and prospective investors.',
    },
    keyFigures: [
      {
        label: { id: 'Pendapatan usaha', en: 'Revenue' },
        value: 7_310_400_000_000,
        unit: 'idr',
        note: { id: 'Tahun buku 2025', en: 'Fiscal year 2025' },
      },
      {
        label: { id: 'Laba bersih', en: 'Net profit' },
        value: 2_020_100_000_000,
        unit: 'idr',
        note: { id: 'Tahun buku 2025', en: 'Fiscal year 2025' },
      },
      {
        label: { id: 'Jumlah aset', en: 'Total assets' },
        value: 69_400_700_000_000,
        unit: 'idr',
        note: { id: '31 Desember 2025', en: '31 December 2025' },
      },
      {
        label: { id: 'Jalan tol beroperasi', en: 'Operating toll road' },
        value: 676,
        unit: 'number',
        suffix: { id: 'km', en: 'km' },
        note: { id: 'Sekitar 62% Tol Trans Jawa', en: 'About 62% of the Trans Java Toll Road' },
      },
      {
        label: { id: 'Lalu lintas harian rata-rata', en: 'Average daily traffic' },
        value: 1_010_000,
        unit: 'number',
        suffix: { id: 'kendaraan', en: 'vehicles' },
        note: { id: 'Tahun 2025', en: 'In 2025' },
      },
      {
        label: { id: 'Rasio pembayaran dividen', en: 'Dividend payout ratio' },
        value: 40,
        unit: 'percent',
        note: { id: 'Tahun buku 2025', en: 'Fiscal year 2025' },
      },
    ] satisfies { label: L; value: number; unit: FigureUnit; suffix?: L; note: L }[],
  },
  shareholders: {
    intro: {
      id: 'Susunan pemegang saham Perusahaan berdasarkan Daftar Pemegang Saham.',
      en: "The Company's shareholders according to its Register of Shareholders.",
    },
    asOf: '2025-12-31T00:00:00.000Z',
    list: [
      {
        name: { id: 'PT Jasa Marga (Persero) Tbk', en: 'PT Jasa Marga (Persero) Tbk' },
        shares: 19_998_000,
        percentage: 99.99,
      },
      {
        name: { id: 'PT Jasamarga Tollroad Operator', en: 'PT Jasamarga Tollroad Operator' },
        shares: 2_000,
        percentage: 0.01,
      },
    ],
  },
  shareInformation: {
    intro: {
      id: 'Saham Perusahaan tidak tercatat di bursa efek. Struktur permodalan per 31 Desember 2025:',
      en: "The Company's shares are not listed on a stock exchange. Capital structure as of 31 December 2025:",
    },
    nominalValue: 1_000_000,
    authorizedShares: 80_000_000,
    issuedShares: 20_000_000,
    authorizedCapital: 80_000_000_000_000,
    issuedCapital: 20_000_000_000_000,
  },
  bonds: {
    intro: {
      id: 'Obligasi yang diterbitkan Perusahaan dan masih beredar. Bunga dibayarkan setiap tiga bulan.',
      en: 'Bonds issued by the Company and still outstanding. Interest is paid quarterly.',
    },
    list: [
      {
        name: {
          id: 'Obligasi I Jasamarga Transjawa Tol Tahun 2024 Seri A',
          en: 'Jasamarga Transjawa Tol Bond I 2024, Series A',
        },
        amount: 1_500_000_000_000,
        couponRate: 6.85,
        tenorYears: 3,
        issueDate: '2024-09-12',
        maturityDate: '2027-09-12',
        rating: 'idAA+',
        listedOn: { id: 'Bursa Efek Indonesia', en: 'Indonesia Stock Exchange' },
      },
      {
        name: {
          id: 'Obligasi I Jasamarga Transjawa Tol Tahun 2024 Seri B',
          en: 'Jasamarga Transjawa Tol Bond I 2024, Series B',
        },
        amount: 2_000_000_000_000,
        couponRate: 7.15,
        tenorYears: 5,
        issueDate: '2024-09-12',
        maturityDate: '2029-09-12',
        rating: 'idAA+',
        listedOn: { id: 'Bursa Efek Indonesia', en: 'Indonesia Stock Exchange' },
      },
      {
        name: {
          id: 'Obligasi Berkelanjutan I Jasamarga Transjawa Tol Tahap I Tahun 2025',
          en: 'Jasamarga Transjawa Tol Shelf-Registered Bond I, Phase I 2025',
        },
        amount: 2_500_000_000_000,
        couponRate: 6.6,
        tenorYears: 5,
        issueDate: '2025-10-08',
        maturityDate: '2030-10-08',
        rating: 'idAA+',
        listedOn: { id: 'Bursa Efek Indonesia', en: 'Indonesia Stock Exchange' },
      },
    ],
  },
  ratings: {
    intro: {
      id: 'Peringkat kredit terbaru dari lembaga pemeringkat yang terdaftar di Otoritas Jasa Keuangan.',
      en: 'The latest credit ratings from rating agencies registered with the Financial Services Authority (OJK).',
    },
    list: [
      {
        agency: 'PT Pemeringkat Efek Indonesia (PEFINDO)',
        subject: { id: 'Peringkat perusahaan', en: 'Corporate rating' },
        rating: 'idAA+',
        outlook: { id: 'Stabil', en: 'Stable' },
        date: '2025-08-20',
      },
      {
        agency: 'PT Pemeringkat Efek Indonesia (PEFINDO)',
        subject: { id: 'Obligasi I Tahun 2024', en: 'Bond I 2024' },
        rating: 'idAA+',
        outlook: { id: 'Stabil', en: 'Stable' },
        date: '2025-08-20',
      },
      {
        agency: 'PT Fitch Ratings Indonesia',
        subject: { id: 'Peringkat nasional jangka panjang', en: 'National long-term rating' },
        rating: 'AA+(idn)',
        outlook: { id: 'Stabil', en: 'Stable' },
        date: '2025-06-11',
      },
    ],
  },
  dividends: {
    policy: {
      id: richText([
        {
          p: 'Perusahaan membagikan dividen tunai kepada pemegang saham dengan memperhatikan laba bersih, kebutuhan investasi, kewajiban kepada kreditur dan pemegang obligasi, serta kesehatan keuangan Perusahaan.',
        },
        {
          ul: [
            'Besaran dividen ditetapkan oleh Rapat Umum Pemegang Saham Tahunan atas usulan Direksi.',
            'Dividen hanya dibagikan apabila saldo laba bernilai positif.',
            'Rasio pembayaran dividen ditargetkan 25% hingga 40% dari laba bersih.',
          ],
        },
      ]),
      en: richText([
        {
          p: "The Company pays cash dividends to its shareholders taking into account net profit, investment needs, obligations to creditors and bondholders, and the Company's financial health.",
        },
        {
          ul: [
            'The dividend is set by the Annual General Meeting of Shareholders on the proposal of the Board of Directors.',
            'Dividends are paid only when retained earnings are positive.',
            'The payout ratio target is 25% to 40% of net profit.',
          ],
        },
      ]),
    },
    history: [
      { fiscalYear: 2025, amount: 808_040_000_000, perShare: 40_402, payoutRatio: 40, paymentDate: '2026-06-24' },
      { fiscalYear: 2024, amount: 616_210_000_000, perShare: 30_810, payoutRatio: 35, paymentDate: '2025-06-25' },
      { fiscalYear: 2023, amount: 444_060_000_000, perShare: 22_203, payoutRatio: 30, paymentDate: '2024-06-26' },
      { fiscalYear: 2022, amount: 285_225_000_000, perShare: 14_261, payoutRatio: 25, paymentDate: '2023-06-28' },
    ],
  },
  reports: {
    annualReport: {
      id: 'Laporan tahunan memuat kinerja keuangan dan operasional, tata kelola, serta laporan keuangan konsolidasian yang telah diaudit.',
      en: 'Our annual reports cover financial and operating performance, governance and the audited consolidated financial statements.',
    },
    boardOfCommissionersReport: {
      id: 'Laporan pelaksanaan tugas pengawasan dan pemberian nasihat Dewan Komisaris kepada Direksi.',
      en: 'How the Board of Commissioners carried out its duty to supervise and advise the Board of Directors.',
    },
    directorsReport: {
      id: 'Laporan Direksi tentang kinerja, strategi, dan prospek usaha Perusahaan.',
      en: "The Board of Directors' report on the Company's performance, strategy and outlook.",
    },
  },
  articlesOfAssociation: {
    id: richText([
      {
        p: 'Anggaran Dasar mengatur nama dan tempat kedudukan, maksud dan tujuan, permodalan, serta tugas dan wewenang organ Perusahaan: Rapat Umum Pemegang Saham, Direksi, dan Dewan Komisaris.',
      },
      { h2: 'Maksud dan tujuan' },
      {
        p: 'Berusaha di bidang pengusahaan jalan tol, meliputi pendanaan, perencanaan teknis, pelaksanaan konstruksi, pengoperasian, dan pemeliharaan jalan tol, serta usaha lain yang menunjang.',
      },
      { h2: 'Riwayat perubahan' },
      {
        ul: [
          '2017: akta pendirian Perusahaan.',
          '2022: perubahan sehubungan dengan pemisahan usaha (akta pemisahan 1 Juli 2022) dan peningkatan modal.',
        ],
      },
    ]),
    en: richText([
      {
        p: "The Articles of Association set out the Company's name and domicile, its purpose, its capital, and the duties and powers of its organs: the General Meeting of Shareholders, the Board of Directors and the Board of Commissioners.",
      },
      { h2: 'Purpose' },
      {
        p: 'To operate in the toll road business: financing, technical planning, construction, operation and maintenance of toll roads, and other supporting businesses.',
      },
      { h2: 'Amendments' },
      {
        ul: [
          '2017: deed of establishment of the Company.',
          '2022: amendment following the business separation (deed of separation of 1 July 2022) and the capital increase.',
        ],
      },
    ]),
  },
  contact: {
    intro: {
      id: 'Untuk pertanyaan tentang informasi keuangan, obligasi, dan publikasi Perusahaan, hubungi tim Hubungan Investor kami.',
      en: 'For questions about financial information, bonds and Company publications, contact our Investor Relations team.',
    },
    unit: { id: 'Sekretaris Perusahaan – Hubungan Investor', en: 'Corporate Secretary – Investor Relations' },
    address: {
      id: 'Plaza Tol Taman Mini Indonesia Indah, Jl. Raya Taman Mini, Jakarta Timur 13550, Indonesia',
      en: 'Plaza Tol Taman Mini Indonesia Indah, Jl. Raya Taman Mini, East Jakarta 13550, Indonesia',
    },
    phone: '+62 21 2984 1100',
    email: 'investor@jasamargatransjawatol.co.id',
    hours: { id: 'Senin – Jumat, 08.00 – 17.00 WIB', en: 'Monday – Friday, 08:00 – 17:00 WIB' },
  },
}
