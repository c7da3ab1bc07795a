/**
 * The one routing table: every screen of spec §2 with its Indonesian and English path.
 * Keys are the internal pathnames (the Indonesian path, which is also the folder under app/[locale]).
 * Paths the spec does not show follow the pattern of their section; the README lists the table.
 */
export const pathnames = {
  '/': '/',
  '/hubungi-kami': { id: '/hubungi-kami', en: '/contact-us' },
  '/hasil-pencarian': { id: '/hasil-pencarian', en: '/search-result' },
  '/unsubscribe': '/unsubscribe',

  /** Editors' sign-in (spec §4 "redirect targets: login → /login") and their account; blank layout. */
  '/login': '/login',
  '/akun': { id: '/akun', en: '/account' },

  '/tentang-kami/csr': { id: '/tentang-kami/csr', en: '/about-us/csr' },
  '/tentang-kami/csr/[id]': { id: '/tentang-kami/csr/[id]', en: '/about-us/csr/[id]' },
  '/tentang-kami/bisnis-jtt': { id: '/tentang-kami/bisnis-jtt', en: '/about-us/jtt-business' },
  '/tentang-kami/whistleblowing-system': {
    id: '/tentang-kami/whistleblowing-system',
    en: '/about-us/whistleblowing-system',
  },
  '/tentang-kami/profil/sekilas-pt-jasamarga-transjawa-tol': {
    id: '/tentang-kami/profil/sekilas-pt-jasamarga-transjawa-tol',
    en: '/about-us/profile/pt-jasamarga-transjawa-tol-overview',
  },
  '/tentang-kami/profil/struktur-organisasi': {
    id: '/tentang-kami/profil/struktur-organisasi',
    en: '/about-us/profile/organizational-structure',
  },
  '/tentang-kami/profil/dewan-komisaris': {
    id: '/tentang-kami/profil/dewan-komisaris',
    en: '/about-us/profile/board-of-commissioners',
  },
  '/tentang-kami/profil/direksi': { id: '/tentang-kami/profil/direksi', en: '/about-us/profile/board-of-directors' },
  '/tentang-kami/profil/sekretaris-perusahaan': {
    id: '/tentang-kami/profil/sekretaris-perusahaan',
    en: '/about-us/profile/corporate-secretary',
  },
  '/tentang-kami/profil/lini-bisnis-jtt/[slug]': {
    id: '/tentang-kami/profil/lini-bisnis-jtt/[slug]',
    en: '/about-us/profile/jtt-business-line/[slug]',
  },

  '/hubungan-investor': { id: '/hubungan-investor', en: '/investor-relations' },
  '/hubungan-investor/informasi-untuk-investor': {
    id: '/hubungan-investor/informasi-untuk-investor',
    en: '/investor-relations/information-for-investor',
  },
  '/hubungan-investor/informasi-perusahaan/laporan-dewan-komisaris': {
    id: '/hubungan-investor/informasi-perusahaan/laporan-dewan-komisaris',
    en: '/investor-relations/corporate-information/board-of-commissioners-report',
  },
  '/hubungan-investor/informasi-perusahaan/laporan-direksi': {
    id: '/hubungan-investor/informasi-perusahaan/laporan-direksi',
    en: '/investor-relations/corporate-information/directors-report',
  },
  '/hubungan-investor/laporan-keuangan/laporan-tahunan': {
    id: '/hubungan-investor/laporan-keuangan/laporan-tahunan',
    en: '/investor-relations/financial-report/annual-report',
  },
  '/hubungan-investor/anggaran-dasar': {
    id: '/hubungan-investor/anggaran-dasar',
    en: '/investor-relations/articles-of-association',
  },
  '/hubungan-investor/kontak-hubungan-investor': {
    id: '/hubungan-investor/kontak-hubungan-investor',
    en: '/investor-relations/contact-ir',
  },
  '/hubungan-investor/pemberitahuan-email': {
    id: '/hubungan-investor/pemberitahuan-email',
    en: '/investor-relations/email-alert',
  },
  '/hubungan-investor/berhenti-berlangganan-pemberitahuan-email': {
    id: '/hubungan-investor/berhenti-berlangganan-pemberitahuan-email',
    en: '/investor-relations/unsubscribe-email-alert',
  },

  '/media-informasi/siaran-pers': { id: '/media-informasi/siaran-pers', en: '/media-information/press-release' },
  '/media-informasi/siaran-pers/[slug]': {
    id: '/media-informasi/siaran-pers/[slug]',
    en: '/media-information/press-release/[slug]',
  },

  '/layanan/rest-area': { id: '/layanan/rest-area', en: '/services/rest-area' },
  '/layanan/rest-area/[id]': { id: '/layanan/rest-area/[id]', en: '/services/rest-area/[id]' },
  '/layanan/jalan-tol/jaringan-jalan-tol-jtt': {
    id: '/layanan/jalan-tol/jaringan-jalan-tol-jtt',
    en: '/services/tollservices/tollroad',
  },
  '/layanan/jalan-tol/layanan-jalan-tol-jtt': {
    id: '/layanan/jalan-tol/layanan-jalan-tol-jtt',
    en: '/services/tollservices/tollroad-services',
  },

  /** Catch-all: CMS pages, one slug per language (spec "/{lang}/{dynamicPage}"). */
  '/[dynamicPage]': '/[dynamicPage]',
} as const

export type AppPathname = keyof typeof pathnames
