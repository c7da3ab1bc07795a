import type { Payload } from 'payload'
import { ensureAdmin } from './admin'
import { footerComponents, officeLocationSettings, sampleRedirects, socialSettings } from './footer'
import { aboutFiles } from './about/images'
import { governancePage } from './about/governancePage'
import { resolveFiles, seedAbout } from './about/seed'
import { asJpegFiles, seedImages } from './images'
import { ensureMedia } from './media'
import { seedFormSettings } from './forms'
import { navigation } from './navigation'
import type { Page } from '../payload-types'
import { seedPages } from './pages'
import { seedHome } from './seedHome'
import { seedServices } from './services/seedServices'
import { seedInvestorRelations } from './investorRelations/seed'
import { seedDocumentFiles } from './seedDocuments'
import { seedPressReleaseContent } from './seedPressReleases'

/**
 * Idempotent sample content: every record is created only when missing (matched by slug, key,
 * old_url or filename), so a second run changes nothing and editors' changes are never overwritten.
 */
export async function seed(payload: Payload): Promise<void> {
  await ensureAdmin(payload)
  const log = (what: string) => payload.logger.info(`seed: created ${what}`)

  for (const [slug, title] of Object.entries(footerComponents)) {
    const found = await payload.count({ collection: 'components', where: { slug: { equals: slug } } })
    if (found.totalDocs) continue
    const doc = await payload.create({ collection: 'components', data: { slug, title: title.id }, locale: 'id' })
    await payload.update({ collection: 'components', id: doc.id, data: { title: title.en }, locale: 'en' })
    log(`component ${slug}`)
  }

  for (const [key, value] of Object.entries({ ...socialSettings, ...officeLocationSettings })) {
    const found = await payload.count({ collection: 'settings', where: { key: { equals: key } } })
    if (found.totalDocs) continue
    await payload.create({ collection: 'settings', data: { key, value }, locale: 'id' })
    log(`setting ${key}`)
  }

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

  const menu = await payload.findGlobal({ slug: 'navigation', locale: 'id' })
  if (!menu.items?.length) {
    const tree = (l: 'id' | 'en') =>
      navigation.map((group) => ({
        title: group.title[l],
        url: group.url,
        enUrl: group.enUrl,
        isActive: group.isActive ?? true,
        children: group.children.map((c) => ({
          title: c.title[l],
          url: c.url,
          enUrl: c.enUrl,
          isActive: c.isActive ?? true,
        })),
      }))
    const saved = await payload.updateGlobal({ slug: 'navigation', data: { items: tree('id') }, locale: 'id' })
    // Same rows (same ids) in English: only the localized titles change.
    const en = tree('en')
    const items = (saved.items ?? []).map((group, g) => ({
      ...group,
      title: en[g]?.title ?? group.title,
      children: (group.children ?? []).map((child, c) => ({
        ...child,
        title: en[g]?.children[c]?.title ?? child.title,
      })),
    }))
    await payload.updateGlobal({ slug: 'navigation', data: { items }, locale: 'en' })
    log('navigation menu')
  }
}
