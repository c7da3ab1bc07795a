/** The main menu of spec §2/§3: four groups; inactive items stay in the data and the site hides them. */
type Entry = { title: { id: string; en: string }; url: string; enUrl: string; isActive?: boolean }
type Group = Entry & { children: Entry[] }

const item = (id: string, en: string, url: string, enUrl: string, isActive = true): Entry => ({
  title: { id, en },
  url: `/id${url}`,
  enUrl: `/en${enUrl}`,
  isActive,
})

export const navigation: Group[] = [
  {
    ...item(
      'Tentang Kami',
      'About Us',
      '/tentang-kami/profil/sekilas-pt-jasamarga-transjawa-tol',
      '/about-us/profile/pt-jasamarga-transjawa-tol-overview',
    ),
    children: [
      item(
        'Sekilas PT Jasamarga Transjawa Tol',
        'PT Jasamarga Transjawa Tol Overview',
        '/tentang-kami/profil/sekilas-pt-jasamarga-transjawa-tol',
        '/about-us/profile/pt-jasamarga-transjawa-tol-overview',
      ),
      item(
        'Struktur Organisasi',
        'Organizational Structure',
        '/tentang-kami/profil/struktur-organisasi',
        '/about-us/profile/organizational-structure',
      ),
      item(
        'Dewan Komisaris',
        'Board of Commissioners',
        '/tentang-kami/profil/dewan-komisaris',
        '/about-us/profile/board-of-commissioners',
      ),
      item('Direksi', 'Board of Directors', '/tentang-kami/profil/direksi', '/about-us/profile/board-of-directors'),
      item(
        'Sekretaris Perusahaan',
        'Corporate Secretary',
        '/tentang-kami/profil/sekretaris-perusahaan',
        '/about-us/profile/corporate-secretary',
        false,
      ),
      item('Bisnis JTT', 'JTT Business', '/tentang-kami/bisnis-jtt', '/about-us/jtt-business'),
      item(
        'Tanggung Jawab Sosial (CSR)',
        'Corporate Social Responsibility (CSR)',
        '/tentang-kami/csr',
        '/about-us/csr',
      ),
      item(
        'Whistleblowing System',
        'Whistleblowing System',
        '/tentang-kami/whistleblowing-system',
        '/about-us/whistleblowing-system',
      ),
    ],
  },
  {
    ...item('Layanan', 'Services', '/layanan/rest-area', '/services/rest-area'),
    children: [
      item('Rest Area', 'Rest Areas', '/layanan/rest-area', '/services/rest-area'),
      item(
        'Jaringan Jalan Tol JTT',
        'JTT Toll Road Network',
        '/layanan/jalan-tol/jaringan-jalan-tol-jtt',
        '/services/tollservices/tollroad',
      ),
      item(
        'Layanan Jalan Tol JTT',
        'JTT Toll Road Services',
        '/layanan/jalan-tol/layanan-jalan-tol-jtt',
        '/services/tollservices/tollroad-services',
      ),
    ],
  },
  {
    ...item(
      'Hubungan Investor',
      'Investor Relations',
      '/hubungan-investor/informasi-untuk-investor',
      '/investor-relations/information-for-investor',
    ),
    children: [
      item('Beranda Hubungan Investor', 'Investor Relations Home', '/hubungan-investor', '/investor-relations', false),
      item(
        'Informasi untuk Investor',
        'Information for Investors',
        '/hubungan-investor/informasi-untuk-investor',
        '/investor-relations/information-for-investor',
      ),
      item(
        'Informasi Perusahaan',
        'Corporate Information',
        '/hubungan-investor/informasi-perusahaan',
        '/investor-relations/corporate-information',
        false,
      ),
      item(
        'Laporan Dewan Komisaris',
        'Board of Commissioners Report',
        '/hubungan-investor/informasi-perusahaan/laporan-dewan-komisaris',
        '/investor-relations/corporate-information/board-of-commissioners-report',
      ),
      item(
        'Laporan Direksi',
        'Board of Directors Report',
        '/hubungan-investor/informasi-perusahaan/laporan-direksi',
        '/investor-relations/corporate-information/directors-report',
      ),
      item(
        'Laporan Keuangan',
        'Financial Report',
        '/hubungan-investor/laporan-keuangan',
        '/investor-relations/financial-report',
        false,
      ),
      item(
        'Laporan Tahunan',
        'Annual Report',
        '/hubungan-investor/laporan-keuangan/laporan-tahunan',
        '/investor-relations/financial-report/annual-report',
      ),
      item('RUPS', 'GMS', '/hubungan-investor/rups', '/investor-relations/gms', false),
      item(
        'Informasi Saham',
        'Share Information',
        '/hubungan-investor/informasi-saham',
        '/investor-relations/share-information',
        false,
      ),
      item(
        'Anggaran Dasar',
        'Articles of Association',
        '/hubungan-investor/anggaran-dasar',
        '/investor-relations/articles-of-association',
      ),
      item(
        'Kontak Hubungan Investor',
        'Contact IR',
        '/hubungan-investor/kontak-hubungan-investor',
        '/investor-relations/contact-ir',
        false,
      ),
      item(
        'Pemberitahuan Email',
        'Email Alert',
        '/hubungan-investor/pemberitahuan-email',
        '/investor-relations/email-alert',
      ),
    ],
  },
  {
    ...item(
      'Media & Informasi',
      'Media & Information',
      '/media-informasi/siaran-pers',
      '/media-information/press-release',
    ),
    children: [
      item('Siaran Pers', 'Press Releases', '/media-informasi/siaran-pers', '/media-information/press-release'),
      item('Hubungi Kami', 'Contact Us', '/hubungi-kami', '/contact-us'),
    ],
  },
]
