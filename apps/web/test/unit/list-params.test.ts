import { MAX_YEAR, MIN_YEAR } from '@jtt/content-api'
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
    expect(yearParam(String(MIN_YEAR))).toBe(MIN_YEAR)
    expect(yearParam(String(MAX_YEAR))).toBe(MAX_YEAR)
    const outside = [String(MIN_YEAR - 1), String(MAX_YEAR + 1), '1900', '0000']
    for (const raw of [undefined, '', '25', '20255', 'x2025', '3025', ...outside])
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
