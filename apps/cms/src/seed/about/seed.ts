import type { Payload, RequiredDataFromCollectionSlug, Where } from 'payload'
import type { Seed } from '../../contentTypes/define'
import { hasEnglish, localize, withRowIds } from '../bilingual'
import { seedBusinessLines } from './businessLines'
import { companyProfile, organization } from './company'
import { seedCsrPosts } from './csr'
import { seedPeople } from './people'
import { aboutPages, whistleblowing } from './whistleblowing'

type Files = ReadonlyMap<string, number>
type Editorial = 'people' | 'business-lines' | 'csr-posts'
type AboutGlobal = 'company-profile' | 'organization-structure' | 'whistleblowing' | 'about-pages'

/** Fields that name a seed file by key; saved as the file's id. */
const FILE_FIELDS = new Set(['image', 'photo', 'chart', 'file', 'metaImage'])

export function resolveFiles(value: unknown, files: Files): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveFiles(v, files))
  if (!value || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      FILE_FIELDS.has(key) && typeof v === 'string' ? files.get(v) : resolveFiles(v, files),
    ]),
  )
}

/**
 * Creates a published document once (matched by `where` in Indonesian): Indonesian first, then English
 * on the same rows. A document without any English stays Indonesian only (the site falls back).
 */
async function createOnce(payload: Payload, collection: Editorial, where: Where, content: unknown, files: Files) {
  const found = await payload.count({ collection, where, locale: 'id' })
  if (found.totalDocs) return false
  const localized = (l: 'id' | 'en') => ({
    ...(resolveFiles(localize(content, l), files) as object),
    _status: 'published',
  })
  // The content modules are plain data; Payload validates each document as it is saved.
  const data = (l: 'id' | 'en') => localized(l) as RequiredDataFromCollectionSlug<Editorial>
  const doc = await payload.create({ collection, data: data('id'), locale: 'id' })
  if (hasEnglish(content)) {
    const en = withRowIds(data('en'), doc) as RequiredDataFromCollectionSlug<Editorial>
    await payload.update({ collection, id: doc.id, data: en, locale: 'en' })
  }
  return true
}

async function globalOnce(payload: Payload, slug: AboutGlobal, content: unknown, files: Files) {
  const existing = await payload.findGlobal({ slug, locale: 'id', draft: true, depth: 0 })
  if (existing.updatedAt) return false
  const data = (l: 'id' | 'en') => ({
    ...(resolveFiles(localize(content, l), files) as object),
    _status: 'published' as const,
  })
  const saved = await payload.updateGlobal({ slug, data: data('id'), locale: 'id' })
  await payload.updateGlobal({ slug, data: withRowIds(data('en'), saved) as object, locale: 'en' })
  return true
}

/** The boards' members (matched by slug). */
export const seedPeopleContent: Seed = async (payload, { images, log }) => {
  for (const person of seedPeople) {
    if (await createOnce(payload, 'people', { slug: { equals: person.slug } }, person, images))
      log(`person ${person.slug}`)
  }
}

/** JTT's business lines (matched by Indonesian slug). */
export const seedBusinessLineContent: Seed = async (payload, { images, log }) => {
  for (const line of seedBusinessLines) {
    if (await createOnce(payload, 'business-lines', { slug: { equals: line.slug.id } }, line, images))
      log(`business line ${line.slug.id}`)
  }
}

/** CSR posts (matched by Indonesian title). */
export const seedCsrContent: Seed = async (payload, { images, log }) => {
  for (const post of seedCsrPosts) {
    if (await createOnce(payload, 'csr-posts', { title: { equals: post.title.id } }, post, images))
      log(`CSR post ${post.publishedAt.slice(0, 10)}`)
  }
}

const aboutGlobals: Record<AboutGlobal, unknown> = {
  'company-profile': companyProfile,
  'organization-structure': organization,
  whistleblowing,
  'about-pages': aboutPages,
}

/** One of the About Us section's pages, filled once. */
export const seedAboutGlobal =
  (slug: AboutGlobal): Seed =>
  async (payload, { images, log }) => {
    if (await globalOnce(payload, slug, aboutGlobals[slug], images)) log(`global ${slug}`)
  }
