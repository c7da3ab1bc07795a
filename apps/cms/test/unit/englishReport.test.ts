import fs from 'node:fs'
import path from 'node:path'
import type { Config } from 'payload'
import { describe, expect, it } from 'vitest'
import { collectionTypes } from '../../src/contentTypeRegistry'
import { ENGLISH_MISSING } from '../../src/translation/englishMissingField'
import { englishReport } from '../../src/translation/plugin'
import { recordEnglishMissing } from '../../src/translation/recordEnglishMissing'
import { ENGLISH_REPORTED } from '../../src/translation/reportedCollections'

const base = { collections: collectionTypes.map(({ config }) => config) } as Config

describe('the English report on content items', () => {
  const wired = englishReport()(base) as Config
  const bySlug = (slug: string) => wired.collections!.find((c) => c.slug === slug)!
  const reported = (slug: string) =>
    bySlug(slug).fields.some((f) => 'name' in f && f.name === ENGLISH_MISSING) &&
    (bySlug(slug).hooks?.afterChange ?? []).includes(recordEnglishMissing)

  it('is kept by the collections whose Content API answers report what is untranslated, and only by them', () => {
    // The /v1 resources whose list route reads the report (each is named after its collection).
    const v1 = path.join(__dirname, '../../src/app/(v1)/v1')
    const route = (dir: string) => path.join(v1, dir, 'route.ts')
    const reporting = fs
      .readdirSync(v1)
      .filter((dir) => fs.existsSync(route(dir)) && fs.readFileSync(route(dir), 'utf8').includes('untranslated'))
    expect([...ENGLISH_REPORTED].sort()).toEqual(reporting.sort())
    for (const { config } of collectionTypes) {
      expect(reported(config.slug), config.slug).toBe(ENGLISH_REPORTED.includes(config.slug as never))
    }
  })

  it('not by rest areas (an operator writes the status note in one language), uploads, accounts or the audit trail', () => {
    for (const slug of [
      'rest-areas',
      'toll-roads',
      'components',
      'settings',
      'media',
      'users',
      'audit-log',
      'redirects',
    ]) {
      if (wired.collections!.some((c) => c.slug === slug)) expect(reported(slug), slug).toBe(false)
    }
  })
})
