import type { Payload, SanitizedCollectionConfig, Where } from 'payload'
import { listUrl } from './adminUrls'
import type { CountLine, Section } from './attention'
import { contentCollections, pluralOf, slugOf } from './collectionsOf'

/** An empty text in one language: never written in it, or cleared. */
const missing = (field: string): Where => ({ or: [{ [field]: { exists: false } }, { [field]: { equals: '' } }] })

/** The collection's title field when it is localized (what says at a glance that the English is missing). */
const localizedTitle = (config: SanitizedCollectionConfig): string | null => {
  const name = config.admin?.useAsTitle
  const field = config.flattenedFields.find((f) => 'name' in f && f.name === name)
  return name && field && 'localized' in field && field.localized ? name : null
}

/**
 * Published items whose English title is missing (the site shows them in Indonesian: the Content API
 * marks every such field `untranslated`; the title stands for the item here, one count per
 * collection), and images without alternative text in either language.
 */
export async function translationSection(payload: Payload): Promise<Section> {
  const english = await Promise.all(
    contentCollections(payload).flatMap((config) => {
      const title = localizedTitle(config)
      if (!title) return []
      const where: Where = config.versions?.drafts
        ? { and: [{ _status: { equals: 'published' } }, missing(title)] }
        : missing(title)
      return [
        payload
          .count({ collection: slugOf(config), where, locale: 'en', overrideAccess: true })
          .then(({ totalDocs }): CountLine => ({
            key: `missing-english-${config.slug}`,
            label: { word: 'missingEnglish', values: { collection: pluralOf(config) } },
            count: totalDocs,
            href: listUrl(config.slug, { locale: 'en', where }),
          })),
      ]
    }),
  )
  const alt = await Promise.all(
    (['id', 'en'] as const).map(async (locale): Promise<CountLine> => {
      const where = missing('alt')
      const { totalDocs } = await payload.count({ collection: 'media', where, locale, overrideAccess: true })
      return {
        key: `missing-alt-${locale}`,
        label: { word: 'missingAlt', values: { language: { word: locale === 'en' ? 'english' : 'indonesian' } } },
        count: totalDocs,
        href: listUrl('media', { locale, where }),
      }
    }),
  )
  return {
    key: 'translation',
    heading: 'translation',
    counts: [...english.filter((line) => line.count > 0), ...alt],
    entries: [],
  }
}
