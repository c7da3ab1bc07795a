import { describe, expect, it } from 'vitest'
import {
  formatCurrency,
  formatCurrencyCompact,
  formatDate,
  formatFileSize,
  formatNumber,
  formatPercent,
} from '../../src/lib/format'

/** Intl puts a no-break space (U+00A0) between the currency symbol and the amount. */
const NBSP = '\u00a0'

describe('formatCurrency', () => {
  it('formats rupiah with id-ID grouping, no decimals and a no-break space', () => {
    expect(formatCurrency(15000)).toBe(`Rp${NBSP}15.000`)
  })

  it('rounds fractions away', () => {
    expect(formatCurrency(1234567.6)).toBe(`Rp${NBSP}1.234.568`)
  })

  it('formats zero and negative amounts', () => {
    expect(formatCurrency(0)).toBe(`Rp${NBSP}0`)
    expect(formatCurrency(-1500)).toBe(`-Rp${NBSP}1.500`)
  })

  it('returns an empty string for NaN and infinity', () => {
    expect(formatCurrency(Number.NaN)).toBe('')
    expect(formatCurrency(Number.POSITIVE_INFINITY)).toBe('')
  })
})

describe('formatDate', () => {
  it('writes a long Indonesian date', () => {
    expect(formatDate(new Date('2026-11-21T10:00:00Z'), 'id')).toBe('21 November 2026')
  })

  it('writes a long English date', () => {
    expect(formatDate(new Date('2026-11-21T10:00:00Z'), 'en')).toBe('November 21, 2026')
  })

  it('uses Indonesian month names', () => {
    expect(formatDate('2026-08-17T03:00:00Z', 'id')).toBe('17 Agustus 2026')
  })

  it('uses Jakarta time (UTC+7), not UTC, to decide the day', () => {
    // 18:30 UTC on the 21st is 01:30 on the 22nd in Jakarta.
    expect(formatDate('2026-11-21T18:30:00Z', 'id')).toBe('22 November 2026')
    expect(formatDate('2026-11-21T16:59:00Z', 'en')).toBe('November 21, 2026')
  })

  it('accepts ISO date-only strings', () => {
    expect(formatDate('2026-01-05', 'en')).toBe('January 5, 2026')
  })

  it('returns an empty string for invalid dates', () => {
    expect(formatDate('not a date', 'id')).toBe('')
    expect(formatDate(new Date(Number.NaN), 'en')).toBe('')
  })
})

describe('formatNumber', () => {
  it('groups with dots and uses a decimal comma in Indonesian', () => {
    expect(formatNumber(1234567.5, 'id')).toBe('1.234.567,5')
  })

  it('groups with commas and uses a decimal point in English', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5')
  })

  it('returns an empty string for NaN', () => {
    expect(formatNumber(Number.NaN, 'id')).toBe('')
  })
})

describe('formatFileSize', () => {
  it('writes megabytes with one decimal in each language', () => {
    expect(formatFileSize(2.45 * 1024 * 1024, 'id')).toBe('2,5 MB')
    expect(formatFileSize(2.45 * 1024 * 1024, 'en')).toBe('2.5 MB')
  })

  it('writes smaller files in whole kilobytes, never 0', () => {
    expect(formatFileSize(4872, 'id')).toBe('5 kB')
    expect(formatFileSize(12, 'en')).toBe('1 kB')
  })

  it('returns an empty string for nonsense', () => {
    expect(formatFileSize(-1, 'id')).toBe('')
    expect(formatFileSize(Number.NaN, 'en')).toBe('')
  })
})

describe('formatPercent', () => {
  it('writes a 0–100 share in the language of the page', () => {
    expect(formatPercent(99.99, 'id')).toBe('99,99%')
    expect(formatPercent(6.85, 'en')).toBe('6.85%')
    expect(formatPercent(40, 'id')).toBe('40%')
  })
})

describe('formatCurrencyCompact', () => {
  it('writes large Rupiah amounts in words per language', () => {
    expect(formatCurrencyCompact(7_310_400_000_000, 'id')).toBe('Rp 7,31 triliun')
    expect(formatCurrencyCompact(7_310_400_000_000, 'en')).toBe('Rp 7.31 trillion')
    expect(formatCurrencyCompact(285_225_000_000, 'id')).toBe('Rp 285,23 miliar')
  })
})
