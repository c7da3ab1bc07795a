import type { Payload, Where } from 'payload'
import { ENGLISH_MISSING, keepsEnglishMissing } from '../translation/englishMissingField'
import { listUrl } from './adminUrls'
import type { CountLine, Section } from './attention'
import { ofPublished, pluralOf, slugOf } from './collectionsOf'

/** An empty text in one language: never written in it, or cleared. */
const missing = (field: string): Where => ({ or: [{ [field]: { exists: false } }, { [field]: { equals: '' } }] })

/**
 * Published items whose English is incomplete: the Content API's `untranslated` report for English is
 * not empty (some field is shown in Indonesian on the English site), as kept on each item when it is
 * published (translation/englishMissingField.ts), one count per collection; and images without
 * alternative text in either language.
 */
export async function translationSection(payload: Payload): Promise<Section> {
  const english = await Promise.all(
    payload.config.collections.flatMap((config) => {
      if (!keepsEnglishMissing(config)) return []
      const where = ofPublished(config, { [ENGLISH_MISSING]: { equals: true } })
      return [
        payload.count({ collection: slugOf(config), where, overrideAccess: true }).then(({ totalDocs }): CountLine => ({
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
