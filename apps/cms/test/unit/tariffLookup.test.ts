import { describe, expect, it } from 'vitest'
import { lookupTariff, type TariffSection } from '../../src/tollRoads/tariffLookup'

const gates = [
  { code: 'ungaran', km: 429 },
  { code: 'bawen', km: 441 },
  { code: 'salatiga', km: 455.5 },
]
const closed: TariffSection = {
  system: 'closed',
  gates,
  rows: [
    { entry: 'ungaran', exit: 'bawen', tariffs: [12000, 18000, 18000, 24000, 24000] },
    { entry: 'bawen', exit: 'salatiga', tariffs: [15000, 22500, 22500, 30000, 30000] },
  ],
}
const open: TariffSection = {
  system: 'open',
  gates,
  rows: [{ entry: 'ungaran', exit: null, tariffs: [11000, 16500, 16500, 22000, 22000] }],
}

describe('lookupTariff', () => {
  it('closed system: the pair’s tariff for the class, and the distance between the gates', () => {
    expect(lookupTariff(closed, 'ungaran', 'bawen', 1)).toEqual({ ok: true, tariff: 12000, distanceKm: 12 })
    expect(lookupTariff(closed, 'bawen', 'salatiga', 5)).toEqual({ ok: true, tariff: 30000, distanceKm: 14.5 })
  })

  it('closed system: the same tariff in the other direction', () => {
    expect(lookupTariff(closed, 'bawen', 'ungaran', 2)).toEqual({ ok: true, tariff: 18000, distanceKm: 12 })
  })

  it('closed system: a pair the table lacks has no tariff', () => {
    expect(lookupTariff(closed, 'ungaran', 'salatiga', 1)).toEqual({ ok: false, reason: 'no-tariff' })
  })

  it('open system: the entry gate’s flat tariff wherever the trip leaves', () => {
    expect(lookupTariff(open, 'ungaran', 'salatiga', 3)).toEqual({ ok: true, tariff: 16500, distanceKm: 26.5 })
    expect(lookupTariff(open, 'ungaran', 'bawen', 3)).toMatchObject({ tariff: 16500 })
    expect(lookupTariff(open, 'bawen', 'ungaran', 1)).toEqual({ ok: false, reason: 'no-tariff' })
  })

  it('refuses the same gate twice and gates of another section', () => {
    expect(lookupTariff(closed, 'bawen', 'bawen', 1)).toEqual({ ok: false, reason: 'same-gate' })
    expect(lookupTariff(closed, 'ungaran', 'kalikangkung', 1)).toEqual({ ok: false, reason: 'unknown-gate' })
  })
})
