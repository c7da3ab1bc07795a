import { createContentClient, type Locale } from '@jtt/content-api'

export const LOCALES: Locale[] = ['id', 'en']

/** The Content API the site reads: tests compare the page with it instead of hard-coding content. */
export const api = () => createContentClient({ baseUrl: process.env.E2E_API_URL!, timeoutMs: 10_000 })

export async function must<T>(
  promise: Promise<{ ok: true; data: T } | { ok: false; error: { message: string } }>,
): Promise<T> {
  const result = await promise
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}

/** Investor-relations screens (Indonesian and English paths of the routing table). */
export const IR_ROUTES = {
  home: { id: '/id/hubungan-investor', en: '/en/investor-relations' },
  information: {
    id: '/id/hubungan-investor/informasi-untuk-investor',
    en: '/en/investor-relations/information-for-investor',
  },
  annualReport: {
    id: '/id/hubungan-investor/laporan-keuangan/laporan-tahunan',
    en: '/en/investor-relations/financial-report/annual-report',
  },
  boardOfCommissionersReport: {
    id: '/id/hubungan-investor/informasi-perusahaan/laporan-dewan-komisaris',
    en: '/en/investor-relations/corporate-information/board-of-commissioners-report',
  },
  directorsReport: {
    id: '/id/hubungan-investor/informasi-perusahaan/laporan-direksi',
    en: '/en/investor-relations/corporate-information/directors-report',
  },
  articlesOfAssociation: {
    id: '/id/hubungan-investor/anggaran-dasar',
    en: '/en/investor-relations/articles-of-association',
  },
  contact: { id: '/id/hubungan-investor/kontak-hubungan-investor', en: '/en/investor-relations/contact-ir' },
} as const

export const PRESS_LIST = { id: '/id/media-informasi/siaran-pers', en: '/en/media-information/press-release' }

/** Every route built so far, per language (the routing table's paths; CMS pages and releases from the API). */
export async function builtRoutes(): Promise<{ name: string; id: string; en: string }[]> {
  const [pages, releases] = await Promise.all([
    must(api().pages({ perPage: 100 })),
    must(api().pressReleases({ perPage: 1 })),
  ])
  const release = releases.data[0]!
  const year = new Date(release.publishedAt).getUTCFullYear()
  return [
    { name: 'home', id: '/id', en: '/en' },
    { name: 'search', id: '/id/hasil-pencarian?q=tol', en: '/en/search-result?q=toll' },
    ...pages.data.map((p) => ({ name: `page ${p.slugs.id}`, id: `/id/${p.slugs.id}`, en: `/en/${p.slugs.en}` })),
    ...Object.entries(IR_ROUTES).map(([name, paths]) => ({ name: `IR ${name}`, ...paths })),
    {
      name: 'annual reports of a year',
      id: `${IR_ROUTES.annualReport.id}?year=2024`,
      en: `${IR_ROUTES.annualReport.en}?year=2024`,
    },
    { name: 'press releases', ...PRESS_LIST },
    { name: 'press releases page 2', id: `${PRESS_LIST.id}?page=2`, en: `${PRESS_LIST.en}?page=2` },
    { name: 'press releases of a year', id: `${PRESS_LIST.id}?year=${year}`, en: `${PRESS_LIST.en}?year=${year}` },
    {
      name: `press release ${release.slugs.id}`,
      id: `${PRESS_LIST.id}/${release.slugs.id}`,
      en: `${PRESS_LIST.en}/${release.slugs.en}`,
    },
  ]
}

export const adminCredentials = () => JSON.parse(process.env.E2E_ADMIN!) as { email: string; password: string }

/** Signs in to the CMS as the test admin and answers the bearer token. */
export async function adminToken(): Promise<string> {
  const { email, password } = adminCredentials()
  return (await must(api().login({ email, password }))).data.token
}

/** Calls Payload's REST API as the test admin (editing content the way the admin UI does). */
export async function cmsRest(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${process.env.E2E_CMS_URL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as Record<string, unknown>
}
