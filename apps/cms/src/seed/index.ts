import type { Payload } from 'payload'
import { ensureAdmin } from '../bootstrap/admin'
import { ensureComponents, ensureMenu, ensureSettings } from '../bootstrap/records'
import { footerComponents, officeLocationSettings, sampleRedirects, socialSettings } from './footer'
import { aboutFiles } from './about/images'
import { governancePage } from './about/governancePage'
import { resolveFiles, seedAbout } from './about/seed'
import { asJpegFiles, seedImages } from './images'
import { ensureMedia } from './media'
import { seedFormSettings } from './forms'
import type { Page } from '../payload-types'
import { seedPages } from './pages'
import { seedHome } from './seedHome'
import { seedServices } from './services/seedServices'
import { seedInvestorRelations } from './investorRelations/seed'
import { seedDocumentFiles } from './seedDocuments'
import { seedPressReleaseContent } from './seedPressReleases'

/**
 * Idempotent sample content (`npm start` in development, `npm run seed`; never a production start):
 * every record is created only when missing (matched by slug, key, old_url or filename), so a second
 * run changes nothing and editors' changes are never overwritten. The structural records a production
 * database gets from `npm run bootstrap` are created here with sample texts.
 */
export async function seed(payload: Payload): Promise<void> {
  await ensureAdmin(payload)
  const log = (what: string) => payload.logger.info(`seed: created ${what}`)

  await ensureComponents(payload, footerComponents, log)
  await ensureSettings(payload, { ...socialSettings, ...officeLocationSettings }, log)

  for (const redirect of sampleRedirects) {
    const found = await payload.count({ collection: 'redirects', where: { old_url: { equals: redirect.old_url } } })
    if (found.totalDocs) continue
    await payload.create({ collection: 'redirects', data: redirect })
    log(`redirect ${redirect.old_url}`)
  }

  const imageIds = await ensureMedia(payload, [...asJpegFiles(seedImages), ...aboutFiles], log)

  for (const page of [...seedPages, governancePage]) {
    const found = await payload.count({ collection: 'pages', where: { slug: { equals: page.slug.id } }, locale: 'id' })
    if (found.totalDocs) continue
    const metaImage = page.image ? imageIds.get(page.image) : undefined
    const localized = (l: 'id' | 'en') => ({
      title: page.title[l],
      slug: page.slug[l],
      // Localized blocks: each language has its own block rows (and ids).
      // The seed's blocks are plain data (files named by key); Payload validates them as it saves.
      layout: resolveFiles(page.layout[l], imageIds) as Page['layout'],
      meta: { metaTitle: page.title[l], metaDesc: page.metaDesc[l], metaKeywords: page.metaKeywords[l], metaImage },
      _status: 'published' as const,
    })
    const doc = await payload.create({ collection: 'pages', data: localized('id'), locale: 'id' })
    await payload.update({ collection: 'pages', id: doc.id, data: localized('en'), locale: 'en' })
    log(`page ${page.slug.id}`)
  }

  if (await seedHome(payload, imageIds)) log('home page')
  await seedAbout(payload, imageIds, log)
  await seedServices(payload, log)

  const documentIds = await seedDocumentFiles(payload, log)
  await seedPressReleaseContent(payload, documentIds, log)
  if (await seedInvestorRelations(payload)) log('investor relations')
  if (await seedFormSettings(payload)) log('form settings')

  await ensureMenu(payload, log)
}
