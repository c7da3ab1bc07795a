import { describe, expect, it } from 'vitest'
import { pageParam, pageWindow, yearParam } from '../../src/lib/list-params'

describe('list query parameters', () => {
  it('reads a page number, anything else being page 1', () => {
    expect(pageParam('2')).toBe(2)
    expect(pageParam(['3', '4'])).toBe(3)
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '2x', '999999'])
      expect(pageParam(raw), String(raw)).toBe(1)
  })

  it('reads a four-digit year, the empty "all years" value being none', () => {
    expect(yearParam('2025')).toBe(2025)
    for (const raw of [undefined, '', '25', '20255', 'x2025', '3025'])
      expect(yearParam(raw), String(raw)).toBeUndefined()
  })
})

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
  })

  it('keeps the first, the last and two around the current page, with gaps', () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12])
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, null, 12])
  })
})
