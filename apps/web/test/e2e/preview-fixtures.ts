import crypto from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import type { Locale } from '@jtt/content-api'
import {
  ABOUT_ROUTES,
  businessLinePath,
  cmsRest,
  csrPath,
  IR_ROUTES,
  lexicalParagraph,
  uploadDocument,
} from './fixtures'
import { messages } from './forms'
import { sitePath } from '@jtt/content-api/routes'

/**
 * Content for preview tests that has never been published: visitors' pages and other tests never see
 * it (drafts are read only with a previewer's token), and each test removes what it made.
 */

/** One draft-only item of a type: where the admin's preview leads, what it shows, what the bar edits. */
export type DraftItem = {
  collection: string
  id: string
  /** Preview target after `/api/preview/{locale}/`, per language. */
  target: Record<Locale, string>
  /** The localized page it lands on. */
  path: Record<Locale, string>
  /** Text the page shows only from the draft, per language. */
  text: Record<Locale, string>
  /** The preview bar's 'edit in the CMS' link, after the CMS's origin. */
  edit: string
}

const stamp = () => `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`

/** Creates a draft in Indonesian, then adds its English version (still a draft). */
async function draft(collection: string, id: Record<string, unknown>, en: Record<string, unknown>) {
  const created = (await cmsRest('POST', `/${collection}?locale=id&draft=true`, { ...id, _status: 'draft' })) as {
    doc: { id: number }
  }
  const docId = String(created.doc.id)
  await cmsRest('PATCH', `/${collection}/${docId}?locale=en&draft=true`, { ...en, _status: 'draft' })
  return docId
}

const listEdit = (collection: string, field: string, value: string) =>
  `/admin/collections/${collection}?${new URLSearchParams({ [`where[${field}][equals]`]: value })}`

export async function draftPage(image?: number): Promise<DraftItem> {
  const s = stamp()
  const slug = { id: `draf-halaman-${s}`, en: `draft-page-${s}` }
  const text = { id: `Halaman draf ${s}`, en: `Draft page ${s}` }
  // An image block: the page then loads an image from the CMS (see the cookie test in preview.spec.ts).
  const layout = image ? [{ blockType: 'image', image }] : []
  const id = await draft('pages', { title: text.id, slug: slug.id, layout }, { title: text.en, slug: slug.en, layout })
  return {
    collection: 'pages',
    id,
    target: { id: `page/${slug.id}`, en: `page/${slug.en}` },
    path: { id: `/id/${slug.id}`, en: `/en/${slug.en}` },
    text,
    edit: `/admin/collections/pages/${id}`,
  }
}

export async function draftPressRelease(image?: number): Promise<DraftItem> {
  const s = stamp()
  const slug = { id: `siaran-draf-${s}`, en: `draft-release-${s}` }
  const text = { id: `Siaran pers draf ${s}`, en: `Draft press release ${s}` }
  const id = await draft(
    'press-releases',
    { title: text.id, slug: slug.id, body: lexicalParagraph('Isi siaran pers.'), ...(image ? { image } : {}) },
    { title: text.en, slug: slug.en, body: lexicalParagraph('The release body.') },
  )
  return {
    collection: 'press-releases',
    id,
    target: { id: `press-release/${slug.id}`, en: `press-release/${slug.en}` },
    path: {
      id: sitePath('press-release', 'id', { slug: slug.id }),
      en: sitePath('press-release', 'en', { slug: slug.en }),
    },
    text,
    edit: `/admin/collections/press-releases/${id}`,
  }
}

export async function draftCsrPost(): Promise<DraftItem> {
  const s = stamp()
  const text = { id: `Kegiatan CSR draf ${s}`, en: `Draft CSR activity ${s}` }
  const id = await draft(
    'csr-posts',
    { title: text.id, excerpt: 'Ringkasan kegiatan.', category: 'community' },
    { title: text.en, excerpt: 'Summary of the activity.' },
  )
  return {
    collection: 'csr-posts',
    id,
    target: { id: `csr/${id}`, en: `csr/${id}` },
    path: { id: csrPath('id', id), en: csrPath('en', id) },
    text,
    edit: `/admin/collections/csr-posts/${id}`,
  }
}

export async function draftBusinessLine(): Promise<DraftItem> {
  const s = stamp()
  const slug = { id: `lini-draf-${s}`, en: `draft-line-${s}` }
  const text = { id: `Lini bisnis draf ${s}`, en: `Draft business line ${s}` }
  const id = await draft(
    'business-lines',
    { title: text.id, slug: slug.id, summary: 'Ringkasan lini bisnis.', order: 99 },
    { title: text.en, slug: slug.en, summary: 'Summary of the line.' },
  )
  return {
    collection: 'business-lines',
    id,
    target: { id: `business-line/${slug.id}`, en: `business-line/${slug.en}` },
    path: { id: businessLinePath('id', slug.id), en: businessLinePath('en', slug.en) },
    text,
    edit: `/admin/collections/business-lines/${id}`,
  }
}

/** A board member (directors): previewed on the board's page, whose bar edits the board's people. */
export async function draftPerson(): Promise<DraftItem> {
  const s = stamp()
  const name = `Direktur Draf ${s}`
  const id = await draft(
    'people',
    { name, slug: `direktur-draf-${s}`, board: 'directors', order: 99, position: 'Direktur Uji' },
    { position: 'Test Director' },
  )
  const target = 'route/board-of-directors'
  return {
    collection: 'people',
    id,
    target: { id: target, en: target },
    path: ABOUT_ROUTES.directors,
    text: { id: name, en: name },
    edit: listEdit('people', 'board', 'directors'),
  }
}

/** An annual report (a real PDF, uploaded as the admin does): previewed on the annual report page. */
export async function draftAnnualReport(): Promise<DraftItem> {
  const s = stamp()
  const text = { id: `Laporan tahunan draf ${s}`, en: `Draft annual report ${s}` }
  const id = await uploadDocument(
    { title: text.id, type: 'annual-report', year: 2026, publishedAt: new Date().toISOString(), _status: 'draft' },
    { draft: true },
  )
  await cmsRest('PATCH', `/documents/${id}?locale=en&draft=true`, { title: text.en, _status: 'draft' })
  const target = 'route/annual-reports'
  return {
    collection: 'documents',
    id,
    target: { id: target, en: target },
    path: IR_ROUTES.annualReport,
    text,
    edit: listEdit('documents', 'type', 'annual-report'),
  }
}

export const removeDraft = (item: DraftItem) => cmsRest('DELETE', `/${item.collection}/${item.id}`).catch(() => {})

/** Any image in the CMS's media library (the seed has several). */
export async function someImage(): Promise<number> {
  const found = (await cmsRest('GET', '/media?limit=1&where[mimeType][like]=image')) as { docs: { id: number }[] }
  return found.docs[0]!.id
}

/** A throw-away editor (role editor: `content:preview`), so sessions of parallel tests never mix. */
export async function throwAwayUser(roles: string[] = ['editor']) {
  const account = {
    email: `preview-${roles.join('-')}-${stamp()}@example.com`,
    password: `Pratinjau#${crypto.randomBytes(4).toString('hex')}A1`,
  }
  await cmsRest('POST', '/users', { ...account, name: `Preview ${roles.join(' ')}`, roles })
  return account
}

/** Signs in on the site's sign-in page (in its language), then waits for the page it leads to. */
export async function signInOnSite(page: Page, path: string, account: { email: string; password: string }) {
  const locale: Locale = path.startsWith('/en') ? 'en' : 'id'
  const t = messages[locale].auth
  await page.goto(path)
  await page.getByLabel(t.email).fill(account.email)
  await page.getByLabel(t.password, { exact: true }).fill(account.password)
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

/** The preview bar in a language. */
export const previewBar = (page: Page, locale: Locale) =>
  page.getByRole('complementary', { name: messages[locale].preview.bar })
