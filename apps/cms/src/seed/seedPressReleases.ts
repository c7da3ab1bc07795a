import type { Seed } from '../contentTypes/define'
import { ensureImage } from './ensureImage'
import { pressImages, seedReleases, type SeedRelease } from './pressReleases'
import { seedDocumentFiles } from './seedDocuments'

type Lang = 'id' | 'en'

/**
 * Creates the sample press releases once each (matched by Indonesian slug), published, with their
 * images, attachments (the sample documents, ensured first) and, in a second pass, the related releases.
 */
export const seedPressReleaseContent: Seed = async (payload, { log }) => {
  const documentIds = await seedDocumentFiles(payload, log)
  const images = new Map<string, number>()
  for (const image of pressImages) images.set(image.key, await ensureImage(payload, image, log))

  const created = new Map<string, { id: number; release: SeedRelease }>()
  for (const release of seedReleases) {
    const found = await payload.count({
      collection: 'press-releases',
      where: { slug: { equals: release.slug.id } },
      locale: 'id',
    })
    if (found.totalDocs) continue
    const image = images.get(release.image)
    const localized = (l: Lang) => ({
      title: release.title[l],
      slug: release.slug[l],
      excerpt: release.excerpt[l],
      body: release.body[l],
      meta: { metaTitle: release.title[l], metaDesc: release.excerpt[l], metaImage: image },
      _status: 'published' as const,
    })
    const doc = await payload.create({
      collection: 'press-releases',
      locale: 'id',
      data: {
        ...localized('id'),
        publishedAt: release.date,
        image,
        gallery: (release.gallery ?? []).flatMap((key) => images.get(key) ?? []),
        attachments: (release.attachments ?? []).flatMap((filename) => documentIds.get(filename) ?? []),
      },
    })
    await payload.update({ collection: 'press-releases', id: doc.id, locale: 'en', data: localized('en') })
    created.set(release.slug.id, { id: doc.id, release })
    log(`press release ${release.slug.id}`)
  }

  for (const { id, release } of created.values()) {
    if (!release.related?.length) continue
    const related = await payload.find({
      collection: 'press-releases',
      where: { slug: { in: release.related } },
      locale: 'id',
      depth: 0,
      select: {},
    })
    await payload.update({ collection: 'press-releases', id, data: { related: related.docs.map((d) => d.id) } })
  }
}
