import type { AppPathname } from './routes'

/**
 * Routes of the table that have a page in app/[locale] today. The proxy answers the others with a
 * 404 until their issue builds them (a unit test keeps this list equal to the page files).
 */
export const routesWithPages: ReadonlySet<AppPathname> = new Set<AppPathname>([
  '/',
  '/hasil-pencarian',
  '/hubungan-investor',
  '/hubungan-investor/informasi-untuk-investor',
  '/hubungan-investor/informasi-perusahaan/laporan-dewan-komisaris',
  '/hubungan-investor/informasi-perusahaan/laporan-direksi',
  '/hubungan-investor/laporan-keuangan/laporan-tahunan',
  '/hubungan-investor/anggaran-dasar',
  '/hubungan-investor/kontak-hubungan-investor',
  '/media-informasi/siaran-pers',
  '/media-informasi/siaran-pers/[slug]',
  '/[dynamicPage]',
])
