import { sitePath } from '@jtt/content-api/routes'
import { describe, expect, it } from 'vitest'
import { capSchemaErrors } from './cap-schema'
import { capAlert, capCertainty, capTime, capUrgency, type CapAdvisory } from '../../src/lib/feeds/cap'
import { routeStretch, stretchPolygon } from '../../src/lib/services/road-stretch'

const route = [
  { km: 419, lat: -7.058, lng: 110.438 },
  { km: 455, lat: -7.344, lng: 110.522 },
  { km: 494, lat: -7.556, lng: 110.753 },
]
const now = new Date('2026-11-26T10:00:00Z')
const sender = { siteUrl: 'https://www.jasamargatransjawatol.co.id', senderName: 'PT Jasamarga Transjawa Tol' }

const advisory = (over: Partial<CapAdvisory> = {}): CapAdvisory => ({
  id: '7',
  severity: 'closure',
  planned: true,
  start: new Date('2026-11-26T08:00:00Z'),
  end: new Date('2026-11-27T22:00:00Z'),
  updated: new Date('2026-11-25T03:04:05Z'),
  texts: {
    id: {
      event: 'Penutupan lajur',
      headline: 'Pemeliharaan jalan KM 440–470 arah Solo',
      description: 'Lajur kiri ditutup untuk pengaspalan ulang; kendaraan & truk < 8 ton lewat lajur kanan.',
      instruction: 'Kurangi kecepatan, ikuti petunjuk petugas.',
      web: `${sender.siteUrl}${sitePath('traffic-advisory', 'id', { id: '7' })}`,
      areaDesc: 'Semarang–Solo, KM 440–470, arah Solo',
      contact: '14080',
    },
    en: {
      event: 'Lane closure',
      headline: 'Road maintenance KM 440–470 towards Solo',
      description: 'Left lane closed for resurfacing; vehicles & trucks < 8 t use the right lane.',
      web: `${sender.siteUrl}${sitePath('traffic-advisory', 'en', { id: '7' })}`,
      areaDesc: 'Semarang–Solo, KM 440–470, towards Solo',
    },
  },
  area: { polygon: stretchPolygon(routeStretch(route, 440, 470), 0.15)! },
  ...over,
})

describe('CAP 1.2 alerts', () => {
  it('are valid against the OASIS CAP 1.2 schema, with a polygon, a circle, no area, no end', async () => {
    const cases = [
      advisory(),
      advisory({ area: { circle: { center: route[1]!, radiusKm: 0.5 } }, severity: 'caution', planned: false }),
      advisory({ area: null, end: null, severity: 'info', texts: { ...advisory().texts } }),
    ]
    for (const a of cases) expect(await capSchemaErrors(capAlert(a, sender, now))).toEqual([])
  })

  it('the schema check refuses what CAP does not allow (the validator is real)', async () => {
    const valid = capAlert(advisory(), sender, now)
    // A UTC "Z" time, an unknown severity, an info without its event.
    expect(
      await capSchemaErrors(valid.replace(/<sent>[^<]+<\/sent>/, '<sent>2026-11-25T03:04:05Z</sent>')),
    ).not.toEqual([])
    expect(
      await capSchemaErrors(valid.replace('<severity>Severe</severity>', '<severity>High</severity>')),
    ).not.toEqual([])
    expect(await capSchemaErrors(valid.replace(/<event>[^<]+<\/event>/, ''))).not.toEqual([])
  })

  it('carries both languages, the times in Jakarta time, and the stretch as a closed polygon', () => {
    const xml = capAlert(advisory(), sender, now)
    expect(xml).toContain('<language>id-ID</language>')
    expect(xml).toContain('<language>en-US</language>')
    expect(xml).toContain('<effective>2026-11-26T15:00:00+07:00</effective>')
    expect(xml).toContain('<expires>2026-11-28T05:00:00+07:00</expires>')
    expect(xml).toContain('<sent>2026-11-25T10:04:05+07:00</sent>')
    expect(xml).toContain('<identifier>www.jasamargatransjawatol.co.id.traffic-advisory.7.20261125100405</identifier>')
    // Text is escaped, never markup.
    expect(xml).toContain('kendaraan &amp; truk &lt; 8 ton')
    const polygon = /<polygon>([^<]+)<\/polygon>/.exec(xml)![1]!.split(' ')
    expect(polygon.length).toBeGreaterThanOrEqual(4)
    expect(polygon[0]).toBe(polygon[polygon.length - 1])
  })

  it('maps severity and timing to CAP severity, urgency and certainty', () => {
    expect(capAlert(advisory(), sender, now)).toMatch(/<severity>Severe<\/severity>[\s\S]*<severity>Severe/)
    expect(capAlert(advisory({ severity: 'caution' }), sender, now)).toContain('<severity>Moderate</severity>')
    expect(capAlert(advisory({ severity: 'info' }), sender, now)).toContain('<severity>Minor</severity>')
    const at = (iso: string) => new Date(iso)
    const soon = { start: at('2026-11-26T10:30:00Z'), end: null }
    const later = { start: at('2026-11-28T00:00:00Z'), end: at('2026-11-29T00:00:00Z') }
    const over = { start: at('2026-11-25T00:00:00Z'), end: at('2026-11-26T09:00:00Z') }
    expect(capUrgency(advisory(), now)).toBe('Immediate')
    expect(capUrgency(soon, now)).toBe('Expected')
    expect(capUrgency(later, now)).toBe('Future')
    expect(capUrgency(over, now)).toBe('Past')
    expect(capCertainty({ ...later, planned: true }, now)).toBe('Likely')
    expect(capCertainty({ ...later, planned: false }, now)).toBe('Possible')
    expect(capCertainty({ ...advisory(), planned: false }, now)).toBe('Observed')
  })

  it('writes CAP date-times with the +07:00 offset the schema requires', () => {
    expect(capTime(new Date('2026-12-31T17:30:09.999Z'))).toBe('2027-01-01T00:30:09+07:00')
  })
})
