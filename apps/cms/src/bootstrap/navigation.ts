import { sitePath, type FixedRouteId } from '@jtt/content-api/routes'
import { pageLink } from '../lib/pageLink'

/** The main menu of spec §2/§3: four groups; inactive items stay in the data and the site hides them. */
type Entry = { title: { id: string; en: string }; url: string; enUrl: string; isActive?: boolean }
type Group = Entry & { children: Entry[] }

/** A page of the site, its paths from the route registry. */
const item = (id: string, en: string, route: FixedRouteId, isActive = true): Entry => ({
  title: { id, en },
  ...pageLink(route),
  isActive,
})

/**
 * A screen of spec §2 the site has no page for yet (inactive: the site hides it), one segment below a
 * page of the registry, so renaming that page's path moves it too. It joins the registry with its page.
 */
const planned = (id: string, en: string, parent: FixedRouteId, idSegment: string, enSegment: string): Entry => ({
  title: { id, en },
  url: `${sitePath(parent, 'id')}/${idSegment}`,
  enUrl: `${sitePath(parent, 'en')}/${enSegment}`,
  isActive: false,
})

export const navigation: Group[] = [
  {
    ...item('Tentang Kami', 'About Us', 'company-overview'),
    children: [
      item('Sekilas PT Jasamarga Transjawa Tol', 'PT Jasamarga Transjawa Tol Overview', 'company-overview'),
      item('Struktur Organisasi', 'Organizational Structure', 'organization-structure'),
      item('Dewan Komisaris', 'Board of Commissioners', 'board-of-commissioners'),
      item('Direksi', 'Board of Directors', 'board-of-directors'),
      item('Sekretaris Perusahaan', 'Corporate Secretary', 'corporate-secretary', false),
      item('Bisnis JTT', 'JTT Business', 'jtt-business'),
      item('Tanggung Jawab Sosial (CSR)', 'Corporate Social Responsibility (CSR)', 'csr'),
      item('Whistleblowing System', 'Whistleblowing System', 'whistleblowing'),
    ],
  },
  {
    ...item('Layanan', 'Services', 'rest-areas'),
    children: [
      item('Rest Area', 'Rest Areas', 'rest-areas'),
      item('Jaringan Jalan Tol JTT', 'JTT Toll Road Network', 'toll-road-network'),
      item('Layanan Jalan Tol JTT', 'JTT Toll Road Services', 'toll-road-services'),
      item('Info Lalu Lintas', 'Traffic Information', 'traffic-advisories'),
    ],
  },
  {
    ...item('Hubungan Investor', 'Investor Relations', 'information-for-investors'),
    children: [
      item('Beranda Hubungan Investor', 'Investor Relations Home', 'investor-relations', false),
      item('Informasi untuk Investor', 'Information for Investors', 'information-for-investors'),
      planned(
        'Informasi Perusahaan',
        'Corporate Information',
        'investor-relations',
        'informasi-perusahaan',
        'corporate-information',
      ),
      item('Laporan Dewan Komisaris', 'Board of Commissioners Report', 'commissioners-reports'),
      item('Laporan Direksi', 'Board of Directors Report', 'directors-reports'),
      planned('Laporan Keuangan', 'Financial Report', 'investor-relations', 'laporan-keuangan', 'financial-report'),
      item('Laporan Tahunan', 'Annual Report', 'annual-reports'),
      planned('RUPS', 'GMS', 'investor-relations', 'rups', 'gms'),
      planned('Informasi Saham', 'Share Information', 'investor-relations', 'informasi-saham', 'share-information'),
      item('Anggaran Dasar', 'Articles of Association', 'articles-of-association'),
      item('Kontak Hubungan Investor', 'Contact IR', 'investor-contact', false),
      item('Pemberitahuan Email', 'Email Alert', 'email-alert'),
    ],
  },
  {
    ...item('Media & Informasi', 'Media & Information', 'press-releases'),
    children: [item('Siaran Pers', 'Press Releases', 'press-releases'), item('Hubungi Kami', 'Contact Us', 'contact')],
  },
]
