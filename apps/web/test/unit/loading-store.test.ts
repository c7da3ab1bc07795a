import { afterEach, describe, expect, it } from 'vitest'
import {
  beginLoading,
  getInFlightCount,
  getServerInFlightCount,
  subscribe,
} from '../../src/components/client/loading-store'

/** Ends every load a test starts, so the module-level count starts at zero in the next test. */
const pending: Array<() => void> = []
function start(): () => void {
  const end = beginLoading()
  pending.push(end)
  return end
}

afterEach(() => {
  for (const end of pending.splice(0)) end()
})

describe('loading store', () => {
  it('starts idle', () => {
    expect(getInFlightCount()).toBe(0)
    expect(getServerInFlightCount()).toBe(0)
  })

  it('counts overlapping loads', () => {
    const endA = start()
    const endB = start()
    expect(getInFlightCount()).toBe(2)
    endA()
    expect(getInFlightCount()).toBe(1)
    endB()
    expect(getInFlightCount()).toBe(0)
  })

  it('ignores a second call of the same end function', () => {
    const endA = start()
    start()
    endA()
    endA()
    expect(getInFlightCount()).toBe(1)
  })

  it('notifies subscribers on every change and stops after unsubscribe', () => {
    const seen: number[] = []
    const unsubscribe = subscribe(() => seen.push(getInFlightCount()))
    const end = start()
    end()
    end()
    unsubscribe()
    start()
    expect(seen).toEqual([1, 0])
  })

  it('keeps other subscribers when one unsubscribes', () => {
    let first = 0
    let second = 0
    const unsubscribeFirst = subscribe(() => {
      first += 1
    })
    const unsubscribeSecond = subscribe(() => {
      second += 1
    })
    unsubscribeFirst()
    start()
    unsubscribeSecond()
    expect([first, second]).toEqual([0, 1])
  })
})
