import type { Payload } from 'payload'
import { ensureAdmin } from './admin'
import { footerComponents, sampleRedirects, socialSettings } from './footer'
import { seedFormSettings } from './forms'
import { renderImage, seedImages } from './images'
import { navigation } from './navigation'
import { seedPages } from './pages'
import { seedHome } from './seedHome'

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

  for (const [key, value] of Object.entries(socialSettings)) {
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

  const imageIds = new Map<string, number>()
  for (const image of seedImages) {
    const found = await payload.find({ collection: 'media', where: { filename: { equals: image.filename } }, limit: 1 })
    let id = found.docs[0]?.id
    if (!id) {
      const data = await renderImage(image)
      const doc = await payload.create({
        collection: 'media',
        data: { alt: image.alt.id },
        locale: 'id',
        file: { data, mimetype: 'image/jpeg', name: image.filename, size: data.length },
      })
      await payload.update({ collection: 'media', id: doc.id, data: { alt: image.alt.en }, locale: 'en' })
      id = doc.id
      log(`image ${image.filename}`)
    }
    imageIds.set(image.key, id)
  }

  for (const page of seedPages) {
    const found = await payload.count({ collection: 'pages', where: { slug: { equals: page.slug.id } }, locale: 'id' })
    if (found.totalDocs) continue
    const metaImage = page.image ? imageIds.get(page.image) : undefined
    const localized = (l: 'id' | 'en') => ({
      title: page.title[l],
      slug: page.slug[l],
      content: page.content[l],
      meta: { metaTitle: page.title[l], metaDesc: page.metaDesc[l], metaKeywords: page.metaKeywords[l], metaImage },
      _status: 'published' as const,
    })
    const doc = await payload.create({ collection: 'pages', data: localized('id'), locale: 'id' })
    await payload.update({ collection: 'pages', id: doc.id, data: localized('en'), locale: 'en' })
    log(`page ${page.slug.id}`)
  }

  if (await seedHome(payload, imageIds)) log('home page')
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
