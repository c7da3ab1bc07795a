import type { Media } from '@jtt/content-api'
import { describe, expect, it } from 'vitest'
import { DEFAULT_IMAGE_DIMENSIONS, defaultSizesFor, pickImageSource } from '../../src/lib/image-source'

const CMS = 'https://cms.example.test/media/7'
const THUMB = { url: `${CMS}/thumb.webp`, width: 320, height: 213 }
const CARD = { url: `${CMS}/card.webp`, width: 768, height: 512 }
const HERO = { url: `${CMS}/hero.webp`, width: 1920, height: 1280 }

function media(overrides: Partial<Media> = {}): Media {
  return {
    id: 'media-7',
    alt: 'Gerbang tol',
    url: `${CMS}/original.jpg`,
    mimeType: 'image/jpeg',
    width: 2400,
    height: 1600,
    conversions: { thumb: THUMB, card: CARD, hero: HERO },
    ...overrides,
  }
}

describe('pickImageSource', () => {
  it.each([
    ['thumb', 320, 240],
    ['card', 768, 432],
    ['hero', 1920, 800],
  ] as const)('uses the %s default image when there is no media', (size, width, height) => {
    for (const missing of [null, undefined]) {
      expect(pickImageSource(missing, size)).toEqual({
        src: `/img/default-${size}.png`,
        width,
        height,
        isDefault: true,
      })
    }
  })

  it('keeps the default dimensions in one table', () => {
    expect(DEFAULT_IMAGE_DIMENSIONS.card).toEqual({ width: 768, height: 432 })
  })

  it('uses the named conversion with its dimensions and lists all conversions by width', () => {
    expect(pickImageSource(media(), 'card')).toEqual({
      src: `${CMS}/card.webp`,
      width: 768,
      height: 512,
      srcSet: `${CMS}/thumb.webp 320w, ${CMS}/card.webp 768w, ${CMS}/hero.webp 1920w`,
      isDefault: false,
    })
  })

  it('falls back to the original, listed in srcSet, when the conversion is missing', () => {
    const small = media({ width: 1200, height: 800, conversions: { thumb: THUMB, card: CARD } })
    expect(pickImageSource(small, 'hero')).toEqual({
      src: `${CMS}/original.jpg`,
      width: 1200,
      height: 800,
      srcSet: `${CMS}/thumb.webp 320w, ${CMS}/card.webp 768w, ${CMS}/original.jpg 1200w`,
      isDefault: false,
    })
  })

  it('gives no srcSet when the original has no known width', () => {
    const unknown = media({ width: null, height: null, conversions: { thumb: THUMB } })
    const source = pickImageSource(unknown, 'hero')
    expect(source).toEqual({
      src: `${CMS}/original.jpg`,
      width: undefined,
      height: undefined,
      isDefault: false,
    })
    expect(source).not.toHaveProperty('srcSet')
  })

  it('gives no srcSet when there is only one file', () => {
    const single = media({ width: 300, height: 200, conversions: {} })
    expect(pickImageSource(single, 'thumb')).toEqual({
      src: `${CMS}/original.jpg`,
      width: 300,
      height: 200,
      isDefault: false,
    })
  })
})

describe('defaultSizesFor', () => {
  it('caps the layout width at the chosen file width', () => {
    expect(defaultSizesFor(768)).toBe('(max-width: 768px) 100vw, 768px')
  })
})
