import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { initI18n } from '@payloadcms/translations'
import type { SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminTextWalk, type Translator } from './adminText'

/**
 * Every label, description, group and option of the admin exists in Indonesian and English. The
 * walk (adminText.ts says what it reads) runs over the config as the server builds it: payload.config.ts
 * with its plugins, sanitized by Payload, so fields added by plugins and labels Payload would make up
 * from a field's name are seen too. Loading it needs a secret and a data folder, nothing is opened.
 */
let config: SanitizedConfig
let translators: Translator[]
let dataDir = ''

beforeAll(async () => {
  process.env.PAYLOAD_SECRET ??= 'unit-test-secret-at-least-32-characters-long'
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-labels-'))
  process.env.CMS_DATA_DIR = dataDir
  config = await (await import('../../src/payload.config')).default
  translators = await Promise.all(
    ['id', 'en'].map(async (language) => {
      const i18n = await initI18n({ config: config.i18n, context: 'api', language: language as 'id' | 'en' })
      return { t: i18n.t as (key: string) => string, i18n }
    }),
  )
}, 60_000)
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const walkConfig = () => {
  const walk = new AdminTextWalk(translators)
  for (const locale of config.localization ? config.localization.locales : []) {
    walk.text(`localization.locales.${locale.code}.label`, locale.label)
  }
  for (const collection of config.collections) walk.collection(collection as unknown as Record<string, unknown>)
  for (const global of config.globals) walk.global(global as unknown as Record<string, unknown>)
  for (const block of config.blocks ?? []) walk.block('blocks', block as unknown as Record<string, unknown>)
  return walk
}

describe('the admin in Indonesian and English', () => {
  it('offers Payload’s interface in both, Indonesian by default', () => {
    expect(Object.keys(config.i18n.supportedLanguages).sort()).toEqual(['en', 'id'])
    expect(config.i18n.fallbackLanguage).toBe('id')
    expect(translators[0]!.t('general:save')).toBe('Simpan')
    expect(translators[1]!.t('general:save')).toBe('Save')
  })

  it('has every label, description, group and option of the config in both languages', () => {
    expect(walkConfig().problems).toEqual([])
  })

  it('reaches collections, globals, nested fields, blocks, tabs and options', () => {
    const { seen } = walkConfig()
    expect(seen.get('collections.rest-areas.status.options.closed')).toEqual({ id: 'Tutup', en: 'Closed' })
    expect(seen.has('collections.pages.layout.blocks.keyFigures.figures.value.label')).toBe(true)
    expect(seen.has('globals.investor-relations.[0].tabs.overview.label')).toBe(true)
    expect(seen.has('collections.contact-messages.admin.group')).toBe(true)
    expect(seen.has('globals.organization-structure.units.subunits.teams.name.label')).toBe(true)
    // Payload's own fields carry label functions, called in both languages.
    expect(typeof seen.get('collections.pages._status.label')).toBe('function')
    expect(seen.size).toBeGreaterThan(300)
  })

  it('reports a string in one language, a bare option and a field left without a label', () => {
    const walk = new AdminTextWalk(translators)
    walk.fields('sample', [
      { name: 'english', type: 'text', label: { en: 'Only English' } },
      { name: 'plain', type: 'text', label: 'Plain' },
      { name: 'kind', type: 'select', label: { id: 'Jenis', en: 'Kind' }, options: ['a'] },
      {
        type: 'row',
        fields: [{ name: 'deep', type: 'text', label: { id: 'Dalam', en: 'Deep' }, admin: { description: 'x' } }],
      },
      { name: 'hidden', type: 'text', label: 'Hidden', admin: { hidden: true } },
    ])
    expect(walk.problems.map((problem) => problem.split(':')[0])).toEqual([
      'sample.english.label',
      'sample.plain.label',
      'sample.kind.options.a',
      'sample.[3].deep.admin.description',
    ])
  })
})
