import { describe, expect, it } from 'vitest'
import { BANNER_STORAGE_KEY, bannerAdvisories, bannerKey, bannerScript } from '../../src/lib/services/traffic-banner'

type Part = Parameters<typeof bannerAdvisories>[0][number] & { id: string; updatedAt: string }
const item = (id: string, over: Partial<Part> = {}): Part => ({
  id,
  state: 'current',
  severity: 'caution',
  kind: 'road-works',
  updatedAt: '2026-11-26T00:00:00.000Z',
  ...over,
})

describe('the home traffic banner', () => {
  it('names closures and traffic engineering in effect, nothing upcoming or merely cautionary', () => {
    const shown = bannerAdvisories([
      item('closure', { severity: 'closure' }),
      item('one-way', { kind: 'traffic-engineering', severity: 'info' }),
      item('works'),
      item('later', { severity: 'closure', state: 'upcoming' }),
    ])
    expect(shown.map((a) => a.id)).toEqual(['closure', 'one-way'])
  })

  it('keys the set shown, so a new or edited advisory brings a hidden banner back', () => {
    const a = item('1')
    const b = item('2')
    expect(bannerKey([a, b])).toBe(bannerKey([b, a]))
    expect(bannerKey([a, b])).not.toBe(bannerKey([a]))
    expect(bannerKey([a])).not.toBe(bannerKey([{ ...a, updatedAt: '2026-11-26T00:00:01.000Z' }]))
  })

  it('remembers a hide per set, under its own storage key, and survives storage being off', () => {
    const script = bannerScript('traffic-banner')
    expect(script).toContain(`getElementById('traffic-banner')`)
    expect(script).toContain(`localStorage.getItem('${BANNER_STORAGE_KEY}')===d.dataset.key`)
    expect(script.match(/try\{/g)).toHaveLength(2)
    expect(() => new Function(script)).not.toThrow() // valid JavaScript
  })
})
