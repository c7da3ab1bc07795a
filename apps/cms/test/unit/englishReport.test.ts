import type { Config } from 'payload'
import { describe, expect, it } from 'vitest'
import { collectionTypes } from '../../src/contentTypeRegistry'
import { ENGLISH_MISSING } from '../../src/translation/englishMissingField'
import { englishReport } from '../../src/translation/plugin'
import { recordEnglishMissing } from '../../src/translation/recordEnglishMissing'

const base = { collections: collectionTypes.map(({ config }) => config) } as Config

describe('the English report on content items', () => {
  const wired = englishReport()(base) as Config
  const bySlug = (slug: string) => wired.collections!.find((c) => c.slug === slug)!
  const reported = (slug: string) =>
    bySlug(slug).fields.some((f) => 'name' in f && f.name === ENGLISH_MISSING) &&
    (bySlug(slug).hooks?.afterChange ?? []).includes(recordEnglishMissing)

  it('is kept by the content the site shows that has localized fields', () => {
    for (const slug of ['pages', 'press-releases', 'people', 'business-lines', 'csr-posts']) {
      expect(reported(slug), slug).toBe(true)
    }
  })

  it('not by uploads, accounts, the audit trail or content with nothing to translate', () => {
    for (const slug of ['media', 'documents', 'users', 'audit-log', 'redirects']) {
      expect(reported(slug), slug).toBe(false)
    }
  })
})
