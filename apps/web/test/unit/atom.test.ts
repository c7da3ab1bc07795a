import { sitePath } from '@jtt/content-api/routes'
import { DomUtils, parseDocument } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { validateXML } from 'xmllint-wasm'
import { ATOM_NS, atomFeed, atomTime, tagUri, type AtomFeed } from '../../src/lib/feeds/atom'

type Node = ReturnType<typeof DomUtils.getElementsByTagName>[number]

const kids = (parent: Node, name: string) =>
  DomUtils.getChildren(parent).filter((n): n is Node => DomUtils.isTag(n) && n.name === name)
const text = (n: Node) => DomUtils.textContent(n)
const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/
const ABSOLUTE_IRI = /^[a-z][a-z0-9+.-]*:\S+$/i

/** libxml2's parser: a document that is not well-formed XML fails. */
async function wellFormed(xml: string) {
  const result = await validateXML({ xml: { fileName: 'feed.xml', contents: xml }, normalization: 'format' })
  return result.errors.map((e) => e.message)
}

/** The RFC 4287 rules that matter to readers: one id, title, updated per feed and entry, links, authors, dates. */
function atomViolations(xml: string): string[] {
  const problems: string[] = []
  const doc = parseDocument(xml, { xmlMode: true })
  const feed = DomUtils.getChildren(doc).find((n): n is Node => DomUtils.isTag(n))
  if (!feed || feed.name !== 'feed' || feed.attribs.xmlns !== ATOM_NS) return ['the root is not atom:feed']
  const exactlyOne = (where: Node, name: string, label: string) => {
    const found = kids(where, name)
    if (found.length !== 1) problems.push(`${label} has ${found.length} ${name}`)
    return found[0]
  }
  const checkCommon = (where: Node, label: string) => {
    const id = exactlyOne(where, 'id', label)
    if (id && !ABSOLUTE_IRI.test(text(id))) problems.push(`${label} id is no absolute IRI: ${text(id)}`)
    const title = exactlyOne(where, 'title', label)
    if (title && text(title).trim() === '') problems.push(`${label} title is empty`)
    const updated = exactlyOne(where, 'updated', label)
    if (updated && !(RFC3339.test(text(updated)) && !Number.isNaN(Date.parse(text(updated)))))
      problems.push(`${label} updated is no RFC 3339 date-time`)
    const links = kids(where, 'link')
    for (const link of links)
      if (!ABSOLUTE_IRI.test(link.attribs.href ?? '')) problems.push(`${label} link without absolute href`)
    const alternates = links.filter((l) => (l.attribs.rel ?? 'alternate') === 'alternate')
    const keys = alternates.map((l) => `${l.attribs.type}|${l.attribs.hreflang}`)
    if (new Set(keys).size !== keys.length) problems.push(`${label} has two alternate links of one type and language`)
    return { id: id && text(id), alternates, links }
  }
  const { links } = checkCommon(feed, 'feed')
  if (links.filter((l) => l.attribs.rel === 'self').length !== 1) problems.push('feed has no single rel="self" link')
  const feedAuthor = kids(feed, 'author').some((a) => kids(a, 'name').length === 1)
  const ids = new Set<string>()
  kids(feed, 'entry').forEach((entry, i) => {
    const { id, alternates } = checkCommon(entry, `entry ${i}`)
    if (id && ids.has(id)) problems.push(`entry ${i} repeats id ${id}`)
    if (id) ids.add(id)
    if (kids(entry, 'content').length === 0 && alternates.length === 0)
      problems.push(`entry ${i} has neither content nor alternate link`)
    if (!feedAuthor && !kids(entry, 'author').some((a) => kids(a, 'name').length === 1))
      problems.push(`entry ${i} has no author`)
  })
  return problems
}

const site = 'https://www.jasamargatransjawatol.co.id'
const feed = (over: Partial<AtomFeed> = {}): AtomFeed => ({
  id: tagUri(site, 'press-releases', 'en'),
  title: 'Press releases — PT Jasamarga Transjawa Tol',
  lang: 'en-US',
  selfUrl: `${site}/feeds/en/press-releases.xml`,
  alternateUrl: `${site}${sitePath('press-releases', 'en')}`,
  author: { name: 'PT Jasamarga Transjawa Tol', uri: site },
  emptySince: new Date('2026-01-01T00:00:00Z'),
  entries: [
    {
      id: tagUri(site, 'press-release', '12', 'en'),
      title: 'Lebaran 2026: one-way traffic <Cikampek> & contraflow',
      updated: new Date('2026-03-10T04:00:00.123Z'),
      published: new Date('2026-03-09T04:00:00Z'),
      link: `${site}${sitePath('press-release', 'en', { slug: 'lebaran-2026' })}`,
      summary: 'Schedules for the homecoming season.',
      categories: [{ term: 'closure', label: 'Closure' }],
    },
    {
      id: tagUri(site, 'press-release', '11', 'en'),
      title: 'New rest area at KM 379',
      updated: new Date('2026-02-01T00:00:00Z'),
      link: `${site}${sitePath('press-release', 'en', { slug: 'rest-area-379' })}`,
    },
  ],
  ...over,
})

describe('Atom feeds', () => {
  it('are well-formed XML that keeps the RFC 4287 rules', async () => {
    for (const f of [feed(), feed({ entries: [] }), feed({ updated: new Date('2026-04-01T00:00:00Z') })]) {
      const xml = atomFeed(f)
      expect(await wellFormed(xml)).toEqual([])
      expect(atomViolations(xml)).toEqual([])
    }
  })

  it('the rule check finds what breaks them (it can fail)', async () => {
    const xml = atomFeed(feed())
    expect(atomViolations(xml.replace(/<id>[^<]+<\/id>/, ''))).toContain('feed has 0 id')
    expect(atomViolations(xml.replace(/<author>[\s\S]*?<\/author>/, ''))).toContain('entry 0 has no author')
    expect(atomViolations(xml.replace('rel="self"', 'rel="related"'))).toContain('feed has no single rel="self" link')
    expect(atomViolations(xml.replace(/(<entry>[\s\S]*?)<updated>[^<]+<\/updated>/, '$1'))).toContain(
      'entry 0 has 0 updated',
    )
    expect(await wellFormed(xml.replace('&amp;', '&'))).not.toEqual([])
  })

  it('is updated when its newest entry is, or when it says so; an empty feed still has a date', () => {
    expect(atomFeed(feed())).toContain(`<updated>2026-03-10T04:00:00Z</updated><link rel="self"`)
    expect(atomFeed(feed({ updated: new Date('2026-04-01T00:00:00Z') }))).toMatch(
      /<feed[^>]*>(?:(?!<entry>)[\s\S])*<updated>2026-04-01T00:00:00Z/,
    )
    expect(atomFeed(feed({ entries: [] }))).toContain('<updated>2026-01-01T00:00:00Z</updated>')
  })

  it('names the language, escapes text and gives each entry a permanent tag: id', () => {
    const xml = atomFeed(feed())
    expect(xml).toContain('xml:lang="en-US"')
    expect(xml).toContain('one-way traffic &lt;Cikampek&gt; &amp; contraflow')
    expect(xml).toContain('<id>tag:www.jasamargatransjawatol.co.id,2026:press-release:12:en</id>')
    expect(tagUri('http://127.0.0.1:3000', 'x')).toBe('tag:127.0.0.1,2026:x')
    expect(atomTime(new Date('2026-03-10T04:00:00.999Z'))).toBe('2026-03-10T04:00:00Z')
  })
})
