import * as qs from 'qs-esm'
import type { SanitizedConfig } from 'payload'
import { REST_AREA_FACILITIES } from '@jtt/content-api'
import { beforeAll, describe, expect, it } from 'vitest'
import { whereProblem } from '../../src/api/whereClause'
import { idTypeOf, resolveWherePath, whereScope, type WhereScope } from '../../src/api/wherePaths'

let config: SanitizedConfig
// Both SQL adapters number their documents.
const scopeOf = (slug: string): WhereScope => {
  const collection = config.collections.find((c) => c.slug === slug)!
  return whereScope(config, collection.flattenedFields, idTypeOf(collection, 'number'), 'number')
}
/** The `where` of a query string, parsed as Payload parses it. */
const whereOf = (query: string) => (qs.parse(query, { arrayLimit: 1000, depth: 10 }) as { where: unknown }).where

beforeAll(async () => {
  process.env.PAYLOAD_SECRET ??= 'unit-test-secret-at-least-32-characters-long'
  // The site's own collections, as Payload sanitized them.
  config = await (await import('../../src/payload.config')).default
}, 60_000)

describe('whereProblem over the real collections', () => {
  it.each([
    ['pages', 'where[title][like]=tol'],
    ['pages', 'where[or][0][title][like]=a&where[or][1][slug][equals]=b'],
    ['pages', 'where[id][in]=1,2&where[id][not_in][0]=3'],
    ['pages', 'where[createdAt][greater_than]=2026-01-31&where[updatedAt][less_than]=2026-02-01T08:00:00.000Z'],
    ['pages', 'where[_status][equals]=draft&where[title.en][exists]=false'],
    ['pages', 'where[title__en][like]=x&where[meta__metaImage__alt][like]=y'],
    ['pages', 'where[layout.blockType][in][0]=richText&where[layout.heading][like]=x'],
    ['pages', 'where[meta.metaImage][equals]=null&where[meta.metaImage.id][in]=1'],
    [
      'rest-areas',
      `where[road.name][like]=x&where[facilities][contains]=${REST_AREA_FACILITIES[0]}&where[km][greater_than]=-1.5e2`,
    ],
    ['users', 'where[email][like]=admin&where[roles][in]=admin,editor'],
    ['payload-locked-documents', 'where[document.value][in]=1,2&where[document.relationTo][equals]=pages'],
    ['payload-locked-documents', 'where[document][equals][relationTo]=pages&where[document][equals][value]=3'],
  ])('%s: %s is accepted', (slug, query) => {
    expect(whereProblem(whereOf(query), scopeOf(slug))).toBeNull()
  })

  it.each([
    ['pages', 'where[id][in]=a,b', /where\[id\]\[in\] takes a comma-separated list, each a whole number/],
    ['pages', 'where[id][equals]=2147483648', /whole number/],
    ['pages', 'where[id][equals]=1.0', /whole number/],
    ['pages', 'where[createdAt][greater_than]=notadate', /takes a date/],
    ['pages', 'where[createdAt][equals]=275760-09-13', /takes a date/],
    ['pages', 'where[title][near]=1,2', /this field takes equals, not_equals, in, not_in, exists, like/],
    ['pages', 'where[title][within]=x', /this field takes/],
    ['pages', 'where[title][all]=x', /this field takes/],
    ['pages', 'where[title][like][0]=a', /takes text/],
    ['pages', 'where[title][equals][x]=a', /takes text/],
    ['pages', 'where[_status][equals]=archived', /one of draft, published/],
    ['pages', 'where[layout][exists]=true', /no such field/],
    ['pages', 'where[layout.id][equals]=x', /no such field/],
    ['pages', 'where[layout.image.alt][like]=x', /no such field/],
    ['pages', 'where[layout.blockType][in]=richText,image', /a list \(in\[0\]/],
    ['pages', 'where[layout.heading][equals]=a&where[layout.text][like]=b', /one condition on fields inside blocks/],
    ['pages', 'where[_id][equals]=1', /no such field/],
    ['pages', 'where[title.fr][like]=x', /no such field/],
    ['pages', 'where[title][exists]=maybe', /true or false/],
    ['pages', 'where[title]=x', /takes an operator/],
    ['pages', 'where[and][x][title][equals]=a', /takes a list of clauses/],
    ['pages', 'where[0]=x', /field paths with operators/],
    // Payload reads a date given as a string with `new Date(string)`: milliseconds are no date there.
    ['pages', 'where[updatedAt][less_than]=1767225600000', /takes a date/],
    ['rest-areas', 'where[road][equals]=abc', /a document id/],
    ['payload-locked-documents', 'where[document][equals]=1', /relationTo, value/],
    ['payload-locked-documents', 'where[document][exists]=true', /this field takes equals/],
    ['payload-locked-documents', 'where[document.relationTo][equals]=nope', /one of/],
  ])('%s: %s is refused', (slug, query, message) => {
    expect(whereProblem(whereOf(query), scopeOf(slug))).toMatch(message)
  })

  it('refuses what is not an object of conditions, too deep or too long', () => {
    const pages = scopeOf('pages')
    expect(whereProblem('x', pages)).toMatch(/field paths with operators/)
    expect(whereProblem([{ title: { equals: 'x' } }], pages)).toMatch(/field paths with operators/)
    let deep: unknown = { title: { equals: 'x' } }
    for (let i = 0; i < 10; i++) deep = { and: [deep] }
    expect(whereProblem(deep, pages)).toMatch(/nested more than/)
    const many = { or: Array.from({ length: 201 }, () => ({ title: { equals: 'x' } })) }
    expect(whereProblem(many, pages)).toMatch(/more than 200 conditions/)
  })

  it('takes JSON values as they come: numbers, booleans and null where they fit', () => {
    const pages = scopeOf('pages')
    expect(whereProblem({ id: { equals: 3 }, title: { equals: null } }, pages)).toBeNull()
    expect(whereProblem({ title: { like: 3 } }, pages)).toMatch(/takes text/)
    expect(whereProblem({ title: { equals: true } }, pages)).toMatch(/takes text/)
  })

  it('resolves the versions of a collection through version.*', async () => {
    const { buildVersionCollectionFields } = await import('payload')
    const pages = config.collections.find((c) => c.slug === 'pages')!
    const versions = whereScope(config, buildVersionCollectionFields(config, pages, true), 'number', 'number')
    expect(resolveWherePath('version.title', versions)).toMatchObject({ kind: 'field' })
    expect(whereProblem(whereOf('where[parent][equals]=1&where[latest][equals]=true'), versions)).toBeNull()
    expect(whereProblem(whereOf('where[parent][equals]=x'), versions)).toMatch(/a document id/)
  })
})
