import { describe, expect, it } from 'vitest'
import { isUntranslated } from '@jtt/content-api'
import { missingPaths } from '../../src/api/untranslated'

describe('missingPaths: which localized fields fell back to Indonesian', () => {
  it('finds top-level, grouped, array and rich-text fields missing without the fallback', () => {
    const withFallback = {
      id: 3,
      title: 'Judul',
      slug: 'judul',
      body: { root: { children: [{ type: 'paragraph' }] } },
      meta: { metaTitle: 'Meta', metaDesc: 'Desc' },
      milestones: [
        { id: 'a', year: 2022, title: 'Satu' },
        { id: 'b', year: 2023, title: 'Dua' },
      ],
      image: { id: 5, alt: 'Foto' },
    }
    const without = {
      id: 3,
      title: 'Title',
      slug: null,
      body: null,
      meta: { metaTitle: 'Meta', metaDesc: '' },
      milestones: [
        { id: 'a', year: 2022, title: 'One' },
        { id: 'b', year: 2023, title: null },
      ],
      image: 5,
    }
    expect(missingPaths(withFallback, without).sort()).toEqual(['body', 'meta.metaDesc', 'milestones.1.title', 'slug'])
  })

  it('finds nothing when everything is translated, and a whole missing list as one path', () => {
    expect(missingPaths({ a: 'x', list: [{ t: 'y' }] }, { a: 'x', list: [{ t: 'y' }] })).toEqual([])
    expect(missingPaths({ layout: [{ blockType: 'richText' }] }, { layout: [] })).toEqual(['layout'])
    expect(missingPaths({ empty: '' }, { empty: null })).toEqual([])
  })

  it('isUntranslated matches a path, what it contains and what contains it', () => {
    const untranslated = ['history.milestones.1.title', 'intro']
    expect(isUntranslated(untranslated, 'intro')).toBe(true)
    expect(isUntranslated(untranslated, 'history.milestones')).toBe(true)
    expect(isUntranslated(untranslated, 'history.milestones.1')).toBe(true)
    expect(isUntranslated(untranslated, 'history.milestones.0')).toBe(false)
    expect(isUntranslated(untranslated, 'intro.0')).toBe(true)
    expect(isUntranslated(untranslated, 'introduction')).toBe(false)
  })
})
