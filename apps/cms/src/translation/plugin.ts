import type { CollectionSlug, Plugin } from 'payload'
import { englishMissingField } from './englishMissingField'
import { recordEnglishMissing } from './recordEnglishMissing'
import { ENGLISH_REPORTED } from './reportedCollections'

/**
 * Each collection whose Content API answers report what is untranslated (reportedCollections.ts) keeps
 * whether its published item's English is incomplete (englishMissingField.ts), worked out on each
 * publish by that same report: one rule, counted by the dashboard (dashboard/translation.ts) with one
 * count query per collection.
 */
export const englishReport = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    if (!ENGLISH_REPORTED.includes(collection.slug as CollectionSlug)) return collection
    const hooks = collection.hooks ?? {}
    return {
      ...collection,
      fields: [...collection.fields, englishMissingField],
      hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), recordEnglishMissing] },
    }
  }),
})
