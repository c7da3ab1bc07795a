import { ALERT_TOPICS, SEARCH_TYPES, SITE_CONTENT_TYPES } from '@jtt/content-api'
import { describe, expect, it } from 'vitest'
import { collectionTypes, globalTypes } from '../../src/contentTypeRegistry'

/**
 * The contract keeps its own lists of content types (the web needs them without the CMS): every
 * declaration must be in them, and every entry of them must be declared, so neither side forgets one.
 */
const searchTypes = [...collectionTypes, ...globalTypes].flatMap(({ site }) => (site?.search ? [site.search.type] : []))
const routedTypes = collectionTypes.flatMap(({ site }) => (site?.route ? [site.route.type] : []))

describe('content type declarations', () => {
  it('declare each collection and each global once', () => {
    const collections = collectionTypes.map(({ config }) => config.slug)
    const globals = globalTypes.map(({ config }) => config.slug)
    expect(new Set(collections).size).toBe(collections.length)
    expect(new Set(globals).size).toBe(globals.length)
  })

  it('route every site content type of the contract, each by one collection', () => {
    expect([...routedTypes].sort()).toEqual([...SITE_CONTENT_TYPES].sort())
  })

  it('search only types of the contract, and every one of them is searched', () => {
    expect(searchTypes.filter((type) => !(SEARCH_TYPES as readonly string[]).includes(type))).toEqual([])
    expect(SEARCH_TYPES.filter((type) => !searchTypes.includes(type))).toEqual([])
  })

  it('announce every alert topic of the contract from some collection', () => {
    const topics = collectionTypes.flatMap(({ alerts }) => (alerts ?? []).map(({ topic }) => topic))
    expect([...new Set(topics)].sort()).toEqual([...ALERT_TOPICS].sort())
  })

  it('give a sample to every collection editors write, or say why not', () => {
    // Uploads (documents, media) need a file to be created; every other editorial collection is
    // created, updated and deleted by the access walk through its sample.
    const withoutSample = collectionTypes
      .filter(({ config, access }) => access.write === 'editor' && !access.sample && !config.upload)
      .map(({ config }) => config.slug)
    expect(withoutSample).toEqual([])
  })
  it('seed sample content for every type with pages, and load each seed as a function', async () => {
    // The browser tests walk each type's pages from the sitemap (apps/web/test/e2e/fixtures.ts):
    // a routed type without sample content would have none to walk.
    expect(collectionTypes.filter(({ site, seed }) => site?.route && !seed).map(({ config }) => config.slug)).toEqual(
      [],
    )
    for (const type of [...collectionTypes, ...globalTypes]) {
      if (type.seed) expect(await type.seed(), type.config.slug).toBeTypeOf('function')
    }
  })
})
