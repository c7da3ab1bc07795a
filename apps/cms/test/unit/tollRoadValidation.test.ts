import { describe, expect, it } from 'vitest'
import { validateGates, validateGeometry, validateTariffRows } from '../../src/tollRoads/validate'
import { positionAtKm } from '../../src/tollRoads/geometry'

const geometry = [
  { km: 10, lat: -7, lng: 110 },
  { km: 20, lat: -7.1, lng: 110.2 },
]
const gates = [
  { code: 'a', km: 10, kind: 'ramp' as const },
  { code: 'b', km: 15, kind: 'main' as const },
  { code: 'x', km: 18, kind: 'interchange' as const },
  { code: 'c', km: 20, kind: 'ramp' as const },
]

describe('section validation', () => {
  it('needs a route of increasing KM markers', () => {
    expect(validateGeometry(geometry, 'en')).toBe(true)
    expect(validateGeometry([geometry[0]!], 'en')).toMatch(/two points/)
    expect(validateGeometry([geometry[1]!, geometry[0]!], 'en')).toMatch(/increase/)
  })

  it('needs unique gate codes on the route', () => {
    expect(validateGates(gates, { geometry }, 'en')).toBe(true)
    expect(validateGates([...gates, { code: 'a', km: 12, kind: 'ramp' }], { geometry }, 'en')).toMatch(/used twice/)
    expect(validateGates([{ code: 'z', km: 25, kind: 'ramp' }], { geometry }, 'en')).toMatch(/outside the route/)
  })

  it('needs tariff rows that name payable gates of the section, as the system wants', () => {
    const closed = { geometry, gates, tariffSystem: 'closed' as const }
    expect(validateTariffRows([{ entry: 'a', exit: 'c' }], closed, 'en')).toBe(true)
    expect(validateTariffRows([{ entry: 'a', exit: 'x' }], closed, 'en')).toMatch(/not a gate/)
    expect(validateTariffRows([{ entry: 'a', exit: 'a' }], closed, 'en')).toMatch(/same gate/)
    expect(
      validateTariffRows(
        [
          { entry: 'a', exit: 'c' },
          { entry: 'c', exit: 'a' },
        ],
        closed,
        'en',
      ),
    ).toMatch(/two tariffs/)
    const open = { geometry, gates, tariffSystem: 'open' as const }
    expect(validateTariffRows([{ entry: 'a' }, { entry: 'b' }], open, 'en')).toBe(true)
    expect(validateTariffRows([{ entry: 'a', exit: 'c' }], open, 'en')).toMatch(/open system/)
  })

  it('answers in Indonesian for a user whose interface is Indonesian', () => {
    expect(validateGeometry([geometry[0]!], 'id')).toMatch(/minimal dua titik/)
    expect(validateGates([{ code: 'z', km: 25, kind: 'ramp' }], { geometry }, 'id')).toMatch(/di luar rute/)
    expect(validateTariffRows([{ entry: 'a', exit: 'a' }], { geometry, gates }, 'id')).toMatch(/sama/)
  })

  it('places a KM on the route by interpolation', () => {
    expect(positionAtKm(geometry, 15)).toEqual({ lat: -7.05, lng: 110.1 })
    expect(positionAtKm(geometry, 25)).toBeNull()
  })
})
