import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import {
  createContentClient,
  type Locale,
  type RichText,
  type RichTextList,
  type SiteContentType,
} from '@jtt/content-api'
import { ROUTE_IDS, routeSpec, sitePath, type FixedRouteId, type RouteId } from '@jtt/content-api/routes'
import { plainText } from '../../src/lib/rich-text'

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

/**
 * The texts a rich text shows, one per paragraph, heading, quote and list item (what a page renders as
 * separate elements; a list's items have no space between them in the page's text).
 */
export function richTextLines(value: RichText): string[] {
  const listLines = (list: RichTextList): string[] =>
    list.items.flatMap((item) => [
      plainText([{ type: 'paragraph', children: item.children }]),
      ...item.sublists.flatMap(listLines),
    ])
  return value.flatMap((block) => {
    if (block.type === 'rule') return []
    if (block.type === 'list') return listLines(block)
    return [plainText([block])]
  })
}

/** A fixed screen's path in each language, from the route registry, with an optional query (`?page=2`). */
export const routePaths = (route: FixedRouteId, query = ''): Record<Locale, string> => ({
  id: `${sitePath(route, 'id')}${query}`,
  en: `${sitePath(route, 'en')}${query}`,
})

/**
 * A page address as a pattern for `toHaveURL`/`toMatch`: the path (and query) read literally, at the
 * address's end (`to: 'start'`: followed by anything, e.g. the rest of a query).
 */
export const urlOf = (path: string, { to = 'end' }: { to?: 'end' | 'start' } = {}): RegExp =>
  new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${to === 'end' ? '$' : ''}`)

/**
 * Waits for the page at `url` to have loaded. `expect(page).toHaveURL` passes once the address has
 * changed, which on a full page load is when the response's first bytes arrive: a streamed list can
 * still be missing from the document then. A test that reads the page once (`allTextContents`) after
 * a click that loads a page waits for this instead.
 */
export const loadedAt = (page: Page, url: string | RegExp) => page.waitForURL(url, { waitUntil: 'load' })

/** About Us screens with fixed paths, per language. */
export const ABOUT_ROUTES = {
  overview: routePaths('company-overview'),
  organization: routePaths('organization-structure'),
  commissioners: routePaths('board-of-commissioners'),
  directors: routePaths('board-of-directors'),
  secretary: routePaths('corporate-secretary'),
  business: routePaths('jtt-business'),
  whistleblowing: routePaths('whistleblowing'),
  csr: routePaths('csr'),
} as const

/** The page of a business line and of a CSR post, per language. */
export const businessLinePath = (locale: Locale, slug: string) => sitePath('business-line', locale, { slug })
export const csrPath = (locale: Locale, id: string) => sitePath('csr-post', locale, { id })

/** Investor-relations screens, per language. */
export const IR_ROUTES = {
  home: routePaths('investor-relations'),
  information: routePaths('information-for-investors'),
  annualReport: routePaths('annual-reports'),
  boardOfCommissionersReport: routePaths('commissioners-reports'),
  directorsReport: routePaths('directors-reports'),
  articlesOfAssociation: routePaths('articles-of-association'),
  contact: routePaths('investor-contact'),
} as const

export const PRESS_LIST = routePaths('press-releases')

/** Items per content type whose pages the walks visit: every item of a short list, five of a long one. */
const ITEMS_PER_TYPE = 5

/**
 * A query's states of a screen that the walks visit too (the fixed screens and the items' pages come
 * from the route registry and the sitemap by themselves).
 */
const SCREEN_STATES: { name: string; id: string; en: string }[] = [
  { name: 'search', id: `${sitePath('search-results', 'id')}?q=tol`, en: `${sitePath('search-results', 'en')}?q=toll` },
  { name: 'search, nothing found', ...routePaths('search-results', '?q=qwxyzv') },
  { name: 'rest areas ahead', ...routePaths('rest-areas', '?road=semarang-solo&km=430&dir=A&facility=fuel') },
  {
    name: 'toll road service with a tariff',
    ...routePaths('toll-road-services', '?entry=semarang-solo.ungaran&exit=semarang-solo.bawen&class=1'),
  },
  { name: 'csr page 2', ...routePaths('csr', '?page=2') },
  { name: 'annual reports of a year', ...routePaths('annual-reports', '?year=2024') },
  { name: 'press releases page 2', ...routePaths('press-releases', '?page=2') },
]

/** A route of one item's page, with the name of its parameter. */
const itemRoutes = ROUTE_IDS.flatMap((route) => {
  const { param } = routeSpec(route)
  return param ? [{ route, param }] : []
})

/**
 * Every route built, per language, for the walks (200, CSP, axe): each public fixed screen of the
 * route registry, the states above, and the pages of the first items of each content type the
 * sitemap lists, so a new screen or content type joins the walks with no edit here.
 */
export async function builtRoutes(): Promise<{ name: string; id: string; en: string }[]> {
  const fixed = ROUTE_IDS.filter((route) => {
    const spec = routeSpec(route)
    return spec.public && !spec.param
  }) as FixedRouteId[]
  const items = await Promise.all(
    itemRoutes.map(async ({ route, param }) => {
      const entries = (await must(api().sitemap({ type: param.type as SiteContentType, perPage: ITEMS_PER_TYPE }))).data
      if (!entries.length) throw new Error(`the sitemap lists no ${param.type}: the walks would miss its pages`)
      // sitePath takes each route's own parameter; here the route is any of them.
      const path = sitePath as (route: RouteId, locale: Locale, params: Record<string, string>) => string
      return entries.map(({ keys }) => ({
        name: `${route} ${keys.id}`,
        id: path(route, 'id', { [param.name]: keys.id }),
        en: path(route, 'en', { [param.name]: keys.en }),
      }))
    }),
  )
  const year = await newestPressReleaseYear()
  return [
    ...fixed.map((route) => ({ name: route, ...routePaths(route) })),
    ...SCREEN_STATES,
    { name: 'press releases of a year', ...routePaths('press-releases', `?year=${year}`) },
    ...items.flat(),
  ]
}

const newestPressReleaseYear = async () => (await must(api().pressReleaseYears())).data[0]!.year

/** The language switch's links as the server sent them (before any JavaScript ran). */
export async function serverSwitchLinks(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text()
  const links: Record<string, string> = {}
  for (const m of html.matchAll(/<a[^>]*href="([^"]+)"[^>]*data-locale-switch="(\w+)"/g)) {
    links[m[2]!] = m[1]!.replace(/&amp;/g, '&')
  }
  return links
}

export const adminCredentials = () => JSON.parse(process.env.E2E_ADMIN!) as { email: string; password: string }

let signedIn: Promise<string> | null = null

/**
 * The test admin's bearer token for the Content API and Payload's REST API: one sign-in per test
 * process, or a fresh one when asked (a token the CMS refused).
 */
export function adminToken(fresh = false): Promise<string> {
  const { email, password } = adminCredentials()
  if (fresh) signedIn = null
  signedIn ??= must(api().login({ email, password })).then((body) => body.data.token)
  return signedIn
}

/**
 * Calls Payload's REST API as the test admin (editing content the way the admin UI does). One login
 * per test process; a refused token (401/403: two workers signing the same account in at the same
 * moment can lose one session) is replaced once by a fresh login.
 */
export async function cmsRest(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const send = async () =>
    fetch(`${process.env.E2E_CMS_URL}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  let res = await send()
  if (res.status === 401 || res.status === 403) {
    await adminToken(true)
    res = await send()
  }
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as Record<string, unknown>
}

/**
 * Uploads a real one-page PDF to the documents collection in Indonesian, as the admin does (multipart,
 * the fields in `_payload`); answers its id.
 */
export async function uploadDocument(data: Record<string, unknown> & { title: string }, { draft = false } = {}) {
  const pdf = await PDFDocument.create()
  pdf.addPage().drawText(data.title)
  const form = new FormData()
  const name = `${data.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`
  form.append('file', new Blob([Buffer.from(await pdf.save())], { type: 'application/pdf' }), name)
  form.append('_payload', JSON.stringify(data))
  const res = await fetch(`${process.env.E2E_CMS_URL}/api/documents?locale=id${draft ? '&draft=true' : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken()}` },
    body: form,
  })
  if (res.status !== 201) throw new Error(`document upload: ${res.status} ${await res.text()}`)
  return String(((await res.json()) as { doc: { id: number } }).doc.id)
}

/** A Lexical rich-text value with one paragraph (what the CMS editor saves), for content a test creates. */
export const lexicalParagraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    format: '',
    indent: 0,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        version: 1,
        format: '',
        indent: 0,
        direction: 'ltr',
        textFormat: 0,
        children: [{ type: 'text', version: 1, text, format: 0, style: '', mode: 'normal', detail: 0 }],
      },
    ],
  },
})

/**
 * Opens `path` until it answers 200 and `ready` holds. The site learns of a publish from a
 * notification sent after the CMS has answered (publish-to-live: within seconds, see the bench), so
 * a page of something created a moment ago may still be unknown on the first request.
 */
export async function openWhenPublished(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await expect(async () => {
    const res = await page.goto(path)
    expect(res?.status()).toBe(200)
    await ready(page)
  }).toPass({ timeout: 15_000 })
}
