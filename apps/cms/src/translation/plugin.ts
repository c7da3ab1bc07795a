import type { Plugin } from 'payload'
import { siteCollections } from '../publishing/siteContent'
import { englishMissingField } from './englishMissingField'
import { hasLocalizedField } from './hasLocalizedField'
import { recordEnglishMissing } from './recordEnglishMissing'

/**
 * Every collection the site shows that editors write (not uploads: what the dashboard counts content
 * in) and that has a localized field keeps whether its published item's English is incomplete (englishMissingField.ts), worked out
 * on each publish by the Content API's `untranslated` report: one rule, counted by the dashboard
 * (dashboard/translation.ts) with one count query per collection.
 */
export const englishReport = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    if (!siteCollections[collection.slug] || collection.upload || !hasLocalizedField(collection.fields))
      return collection
    const hooks = collection.hooks ?? {}
    return {
      ...collection,
      fields: [...collection.fields, englishMissingField],
      hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), recordEnglishMissing] },
    }
  }),
})
