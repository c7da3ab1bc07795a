import type { Page } from '../payload-types'
import type { Seed } from '../contentTypes/define'
import { governancePage } from './about/governancePage'
import { resolveFiles } from './about/seed'
import { seedPages } from './pages'

/** Creates the sample CMS pages once each (matched by Indonesian slug), published, in both languages. */
export const seedPageContent: Seed = async (payload, { images, log }) => {
  for (const page of [...seedPages, governancePage]) {
    const found = await payload.count({ collection: 'pages', where: { slug: { equals: page.slug.id } }, locale: 'id' })
    if (found.totalDocs) continue
    const metaImage = page.image ? images.get(page.image) : undefined
    const localized = (l: 'id' | 'en') => ({
      title: page.title[l],
      slug: page.slug[l],
      // Localized blocks: each language has its own block rows (and ids).
      // The seed's blocks are plain data (files named by key); Payload validates them as it saves.
      layout: resolveFiles(page.layout[l], images) as Page['layout'],
      meta: { metaTitle: page.title[l], metaDesc: page.metaDesc[l], metaKeywords: page.metaKeywords[l], metaImage },
      _status: 'published' as const,
    })
    const doc = await payload.create({ collection: 'pages', data: localized('id'), locale: 'id' })
    await payload.update({ collection: 'pages', id: doc.id, data: localized('en'), locale: 'en' })
    log(`page ${page.slug.id}`)
  }
}
