import { describe, expect, it } from 'vitest'
import { announceTraffic, trafficAudience } from '../../src/collections/TrafficAdvisories/alertRules'
import { placementProblems, type SectionRange } from '../../src/trafficAdvisories/placement'
import { incidentAdvisory, incidentTitle, refusalMessage } from '../../src/trafficAdvisories/incidentReport'
import { cacheUntil } from '../../src/trafficAdvisories/timeWindow'

const JAPEK: SectionRange = { id: 1, name: 'Jakarta–Cikampek', kmFirst: 0, kmLast: 72 }
const BATANG: SectionRange = { id: 3, name: 'Batang–Semarang', kmFirst: 340, kmLast: 414 }
const ok = { kind: 'road-works', subKind: 'lane-closure', kmFrom: 52, kmTo: 54, directions: ['A'] } as const

describe('placementProblems', () => {
  it('accepts a range on its section, and one spanning the sections chosen', () => {
    expect(placementProblems(ok, [JAPEK], 'en')).toEqual([])
    expect(placementProblems({ ...ok, kmFrom: 70, kmTo: 414 }, [JAPEK, BATANG], 'en')).toEqual([])
  })

  it('names a KM outside the sections, in the language asked for', () => {
    expect(placementProblems({ ...ok, kmTo: 80 }, [JAPEK], 'en')).toEqual([
      { path: 'kmTo', message: 'KM 80 is outside the chosen section(s): Jakarta–Cikampek (KM 0–72).' },
    ])
    expect(placementProblems({ ...ok, kmFrom: 100, kmTo: 120 }, [JAPEK], 'id').map((p) => p.message)).toEqual([
      'KM 100 berada di luar ruas yang dipilih: Jakarta–Cikampek (KM 0–72).',
      'KM 120 berada di luar ruas yang dipilih: Jakarta–Cikampek (KM 0–72).',
    ])
  })

  it('wants the end KM at or after the start KM, and the end time after the start', () => {
    expect(placementProblems({ ...ok, kmFrom: 54, kmTo: 52 }, [JAPEK], 'en').map((p) => p.path)).toEqual(['kmTo'])
    const times = { startsAt: '2026-10-13T15:00:00.000Z', endsAt: '2026-10-13T15:00:00.000Z' }
    expect(placementProblems({ ...ok, ...times }, [JAPEK], 'id')).toEqual([
      { path: 'endsAt', message: 'Waktu selesai harus setelah waktu mulai.' },
    ])
    expect(placementProblems({ ...ok, ...times, endsAt: null }, [JAPEK], 'id')).toEqual([])
  })

  it('takes the carriageways A and B once each, and one for a one-way', () => {
    expect(placementProblems({ ...ok, directions: ['A', 'B'] }, [JAPEK], 'en')).toEqual([])
    expect(placementProblems({ ...ok, directions: ['C'] }, [JAPEK], 'en')[0]!.path).toBe('directions')
    expect(placementProblems({ ...ok, directions: ['A', 'A'] }, [JAPEK], 'en')[0]!.path).toBe('directions')
    const oneWay = { ...ok, kind: 'traffic-engineering', subKind: 'one-way', directions: ['A', 'B'] } as const
    expect(placementProblems(oneWay, [JAPEK], 'en')[0]!.message).toBe(
      'One-way and contraflow apply to exactly one direction.',
    )
  })

  it('wants a sub-kind of its kind', () => {
    expect(placementProblems({ ...ok, subKind: 'flood' }, [JAPEK], 'en')).toEqual([
      { path: 'subKind', message: "Sub-kind 'flood' does not belong to kind 'road-works'." },
    ])
  })

  it('checks only what a draft gives', () => {
    expect(placementProblems({}, [], 'en')).toEqual([])
  })
})

describe('cacheUntil', () => {
  const now = Date.parse('2026-11-26T12:00:00.000Z')
  it('keeps the default lifetime when nothing starts or ends soon', () => {
    expect(cacheUntil(null, now)['cache-control']).toMatch(/stale-while-revalidate/)
    expect(cacheUntil(now + 3_600_000, now)['cache-control']).toMatch(/stale-while-revalidate/)
  })
  it('lets no shared cache keep an answer past the next start or end', () => {
    expect(cacheUntil(now + 7_500, now)['cache-control']).toBe('public, max-age=0, s-maxage=7, must-revalidate')
    expect(cacheUntil(now + 500, now)['cache-control']).toBe('public, max-age=0, s-maxage=0, must-revalidate')
  })
})

describe('traffic alerts', () => {
  const now = Date.parse('2026-11-26T12:00:00.000Z')
  const advisory = { severity: 'closure', startsAt: '2026-11-26T11:00:00.000Z', endsAt: null }
  it('announce cautions and closures in force, nothing else', () => {
    expect(announceTraffic(advisory, now)).toBe(true)
    expect(announceTraffic({ ...advisory, severity: 'info' }, now)).toBe(false)
    expect(announceTraffic({ ...advisory, startsAt: '2026-11-26T13:00:00.000Z' }, now)).toBe(false)
    expect(announceTraffic({ ...advisory, endsAt: '2026-11-26T11:30:00.000Z' }, now)).toBe(false)
  })
  it('go to subscribers of its sections, and to those who chose none', () => {
    const wants = trafficAudience({ sections: [{ slug: 'jakarta-cikampek' }, { slug: 'palimanan-kanci' }] })
    expect(wants({ sections: ['palimanan-kanci'] })).toBe(true)
    expect(wants({ sections: ['semarang-solo'] })).toBe(false)
    expect(wants({ sections: [] })).toBe(true)
    expect(wants({ sections: null })).toBe(true)
  })
})

describe('an operator’s incident report', () => {
  const report = {
    section: 1,
    km: 57,
    side: 'A',
    type: 'accident',
    severity: 'caution',
    note: ' Lajur 1 ditutup. ',
  } as const

  it('becomes a published incident from now, with the note as its advice and no title (the CMS titles it)', () => {
    const now = new Date('2026-11-26T12:00:00.000Z')
    const advisory = incidentAdvisory(report, now)
    expect(advisory).not.toHaveProperty('title')
    expect(advisory).toMatchObject({
      kind: 'incident',
      subKind: 'accident',
      kmFrom: 57,
      kmTo: 57,
      directions: ['A'],
      startsAt: '2026-11-26T12:00:00.000Z',
      _status: 'published',
    })
    expect(JSON.stringify(advisory.advice)).toContain('"text":"Lajur 1 ditutup."')
    expect(incidentAdvisory({ ...report, note: '  ' }, now)).not.toHaveProperty('advice')
  })

  it('is titled in both languages from its sub-kind, KM, direction and section', () => {
    const place = { type: 'flood', km: 57.5, towards: 'Cikampek', section: 'Jakarta–Cikampek' } as const
    expect(incidentTitle(place, 'id')).toBe('Banjir di KM 57,5 arah Cikampek (Jakarta–Cikampek)')
    expect(incidentTitle(place, 'en')).toBe('Flood at KM 57.5 towards Cikampek (Jakarta–Cikampek)')
    const far = { type: 'breakdown', km: 1024, towards: 'Probolinggo', section: 'Gempol–Pasuruan' } as const
    expect(incidentTitle(far, 'id')).toBe('Kendaraan mogok di KM 1024 arah Probolinggo (Gempol–Pasuruan)')
    expect(incidentTitle(far, 'en')).toBe('Breakdown at KM 1024 towards Probolinggo (Gempol–Pasuruan)')
  })

  it('shows the first message of a refusal', () => {
    const body = {
      errors: [{ message: 'invalid', data: { errors: [{ path: 'kmFrom', message: 'KM 95 berada di luar' }] } }],
    }
    expect(refusalMessage(body)).toBe('KM 95 berada di luar')
    expect(refusalMessage({ errors: [{ message: 'Forbidden' }] })).toBe('Forbidden')
    expect(refusalMessage(null)).toBeNull()
  })
})
