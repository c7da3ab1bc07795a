import { feedPath, sitePath } from '@jtt/content-api/routes'
import { describe, expect, it } from 'vitest'
import { advisoryPlaces, advisoryRows, placesShowing } from '../lib/bench-advisory.mjs'

describe('the traffic advisory bench', () => {
  it('watches the traffic list, both Atom feeds and the CAP index through the given site', () => {
    const site = 'http://127.0.0.1:8080'
    expect(advisoryPlaces(site)).toEqual([
      `${site}${sitePath('traffic-advisories', 'id')}`,
      `${site}${feedPath('traffic-advisories', { locale: 'id' })}`,
      `${site}${feedPath('traffic-advisories', { locale: 'en' })}`,
      `${site}${feedPath('traffic-cap-index')}`,
    ])
  })

  it('tells which places still show the advisory: by title, and by its alert file in the CAP index', () => {
    const advisory = { title: 'Uji lalu lintas 1', id: '12' }
    const page = '<h3>Uji lalu lintas 1</h3>'
    const cap = '<link href="https://x/feeds/cap/traffic-advisory-12.xml"/>'
    expect(placesShowing([page, page, page, cap], advisory)).toEqual([0, 1, 2, 3])
    expect(
      placesShowing(['', '<title>Info: Uji lalu lintas 1</title>', '', 'traffic-advisory-120.xml'], advisory),
    ).toEqual([1])
    // The CAP index names alerts, not titles: a title there is no alert.
    expect(placesShowing(['', '', '', 'Uji lalu lintas 1 traffic-advisory-1.xml'], advisory)).toEqual([])
  })

  it('reports both medians against their targets (5 s to show, 60 s to go)', () => {
    const rows = advisoryRows({
      visible: { medianMs: 900, samplesMs: [800, 900, 5200] },
      gone: { medianMs: 61_000, samplesMs: [61_000, 20_000, 62_000] },
    })
    expect(rows.map((r) => [r.target, r.ok])).toEqual([
      ['≤ 5,000 ms', true],
      ['≤ 60,000 ms', false],
    ])
    expect(rows[0]!.value).toBe('median 900 ms (800, 900, 5200)')
  })
})
