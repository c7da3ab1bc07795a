import { sitePath } from '@jtt/content-api/routes'
import { describe, expect, it } from 'vitest'
import { atomFeed, atomTime, tagUri, type AtomFeed } from '../../src/lib/feeds/atom'
import { atomViolations, wellFormed } from './atom-rules'

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
