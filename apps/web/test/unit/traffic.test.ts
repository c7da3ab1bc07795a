import type { TrafficAdvisory } from '@jtt/content-api'
import { describe, expect, it } from 'vitest'
import {
  advisoryStretch,
  asOf,
  groupBySection,
  lifetimeSeconds,
  nextChange,
  parseTrafficQuery,
} from '../../src/lib/services/traffic'

const section = (slug: string, name: string) => ({ id: slug.length.toString(), slug, name })
const semarangSolo = section('semarang-solo', 'Semarang–Solo')
const soloNgawi = section('solo-ngawi', 'Solo–Ngawi')

const advisory = (id: string, over: Partial<TrafficAdvisory> = {}): TrafficAdvisory => ({
  id,
  locale: 'id',
  title: `Advisory ${id}`,
  kind: 'road-works',
  subKind: 'lane-closure',
  severity: 'caution',
  sections: [semarangSolo],
  kmFrom: 440,
  kmTo: 450,
  directions: [{ side: 'A', towards: 'Solo' }],
  startsAt: '2026-11-26T08:00:00.000Z',
  endsAt: '2026-11-26T12:00:00.000Z',
  state: 'current',
  lanesAffected: 1,
  advice: [],
  detour: [],
  image: null,
  pressRelease: null,
  untranslated: [],
  status: 'published',
  updatedAt: '2026-11-25T00:00:00.000Z',
  ...over,
})

const at = (iso: string) => Date.parse(iso)

describe('advisories as of a moment', () => {
  const list = [
    advisory('1'),
    advisory('2', { startsAt: '2026-11-26T14:00:00.000Z', endsAt: null, state: 'upcoming' }),
    advisory('3', { startsAt: '2026-11-20T00:00:00.000Z', endsAt: '2026-11-26T09:30:00.000Z' }),
  ]

  it('judges the state by the clock, not by the cached answer, and drops what has ended', () => {
    const at10 = asOf(list, at('2026-11-26T10:00:00Z'))
    expect(at10.map((a) => [a.id, a.state])).toEqual([
      ['1', 'current'],
      ['2', 'upcoming'],
    ])
    // The end is exclusive: at 12:00 exactly advisory 1 is over; at 14:00 advisory 2 has begun.
    expect(asOf(list, at('2026-11-26T14:00:00Z')).map((a) => [a.id, a.state])).toEqual([['2', 'current']])
  })

  it('knows the next start or end, and keeps a page no longer than that', () => {
    const now = at('2026-11-26T11:59:00Z')
    expect(nextChange(list, now)).toBe(at('2026-11-26T12:00:00Z'))
    expect(lifetimeSeconds(list, now, 300)).toBe(60)
    expect(lifetimeSeconds(list, at('2026-11-26T10:00:00Z'), 300)).toBe(300)
    expect(lifetimeSeconds(list, at('2026-11-26T11:59:58.500Z'), 300)).toBe(1)
    expect(lifetimeSeconds(list, at('2026-11-26T11:59:59.900Z'), 300)).toBe(0)
    // Nothing ahead (every end passed, or until further notice after its start): the longest lifetime.
    expect(nextChange(list, at('2026-11-27T00:00:00Z'))).toBeNull()
    expect(lifetimeSeconds([], Date.now(), 300)).toBe(300)
  })
})

describe('grouping by section', () => {
  it('groups by the first section, in the network order, each group by KM', () => {
    const groups = groupBySection(
      [
        advisory('a', { kmFrom: 470 }),
        advisory('b', { sections: [soloNgawi], kmFrom: 500 }),
        advisory('c', { kmFrom: 445 }),
        advisory('d', { sections: [semarangSolo, soloNgawi], kmFrom: 490 }),
      ],
      ['solo-ngawi', 'semarang-solo'],
    )
    expect(groups.map((g) => [g.section.slug, g.advisories.map((a) => a.id)])).toEqual([
      ['solo-ngawi', ['b']],
      ['semarang-solo', ['c', 'a', 'd']],
    ])
  })
})

describe("the list's query", () => {
  it('reads section, direction and kind, and names what it ignores', () => {
    expect(parseTrafficQuery({ section: 'semarang-solo', dir: 'b', kind: 'incident' })).toEqual({
      section: 'semarang-solo',
      dir: 'B',
      kind: 'incident',
      ignored: [],
    })
    expect(parseTrafficQuery({ section: '../x', dir: 'C', kind: 'party', utm_source: 'x' }).ignored).toEqual([
      'section',
      'dir',
      'kind',
      'utm_source',
    ])
  })
})

describe("an advisory's stretch", () => {
  const roads = [
    {
      slug: 'semarang-solo',
      geometry: [
        { km: 419, lat: -7.058, lng: 110.438 },
        { km: 494, lat: -7.556, lng: 110.753 },
      ],
    },
    {
      slug: 'solo-ngawi',
      geometry: [
        { km: 494, lat: -7.556, lng: 110.753 },
        { km: 584, lat: -7.41, lng: 111.43 },
      ],
    },
  ]

  it('runs across the sections it concerns, in KM order', () => {
    const line = advisoryStretch(advisory('x', { sections: [semarangSolo, soloNgawi], kmFrom: 480, kmTo: 500 }), roads)
    expect(line.map((p) => p.km)).toEqual([480, 494, 500])
  })

  it('is empty when its sections have no known route', () => {
    expect(advisoryStretch(advisory('x', { sections: [section('other', 'Other')] }), roads)).toEqual([])
  })
})
