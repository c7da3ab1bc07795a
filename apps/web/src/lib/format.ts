/**
 * Display formatting shared by pages. Formatters are built once per module because constructing
 * Intl objects is far more expensive than using them.
 * Relative import (not `@/`) so the unit tests, which have no path alias, can load this file.
 */
import { CURRENCY, CURRENCY_LOCALE } from '../config/constants'

export type SiteLocale = 'id' | 'en'

/** BCP 47 tags used for each site locale when formatting numbers and dates. */
const INTL_LOCALE: Record<SiteLocale, string> = { id: 'id-ID', en: 'en-US' }

/** Toll operations and published dates are in western Indonesia time, whatever the reader's zone. */
const DISPLAY_TIME_ZONE = 'Asia/Jakarta'

const currencyFormatter = new Intl.NumberFormat(CURRENCY_LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

const dateFormatters: Record<SiteLocale, Intl.DateTimeFormat> = {
  id: longDateFormatter('id'),
  en: longDateFormatter('en'),
}

const dateTimeFormatters: Record<SiteLocale, Intl.DateTimeFormat> = {
  id: new Intl.DateTimeFormat(INTL_LOCALE.id, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: DISPLAY_TIME_ZONE,
  }),
  en: new Intl.DateTimeFormat(INTL_LOCALE.en, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: DISPLAY_TIME_ZONE,
  }),
}

const numberFormatters: Record<SiteLocale, Intl.NumberFormat> = {
  id: new Intl.NumberFormat(INTL_LOCALE.id),
  en: new Intl.NumberFormat(INTL_LOCALE.en),
}

function longDateFormatter(locale: SiteLocale): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: DISPLAY_TIME_ZONE,
  })
}

/** Rupiah without decimals, e.g. `Rp 15.000` (a no-break space follows `Rp`). '' when not finite. */
export function formatCurrency(amount: number): string {
  return Number.isFinite(amount) ? currencyFormatter.format(amount) : ''
}

/** Long date in Jakarta time: `21 November 2026` (id) or `November 21, 2026` (en); '' when invalid. */
export function formatDate(date: Date | string, locale: SiteLocale): string {
  const value = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(value.getTime())) return ''
  return dateFormatters[locale].format(value)
}

/**
 * Long date and time in Jakarta time with the zone named, for things that change within a day (a rest
 * area's live status): `22 November 2026 pukul 14.05 WIB` (id) or `November 22, 2026 at 2:05 PM WIB` (en).
 */
export function formatDateTime(date: Date | string, locale: SiteLocale): string {
  const value = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(value.getTime())) return ''
  return `${dateTimeFormatters[locale].format(value)} WIB`
}

/** Grouped number: `1.234.567,5` (id) or `1,234,567.5` (en); '' when not finite. */
export function formatNumber(n: number, locale: SiteLocale): string {
  return Number.isFinite(n) ? numberFormatters[locale].format(n) : ''
}

const KB = 1024
const MB = 1024 * 1024

const sizeFormatters = (unit: 'kilobyte' | 'megabyte') =>
  Object.fromEntries(
    (['id', 'en'] as const).map((l) => [
      l,
      new Intl.NumberFormat(INTL_LOCALE[l], { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }),
    ]),
  ) as Record<SiteLocale, Intl.NumberFormat>
const kilobytes = sizeFormatters('kilobyte')
const megabytes = sizeFormatters('megabyte')

const percentFormatters: Record<SiteLocale, Intl.NumberFormat> = {
  id: new Intl.NumberFormat(INTL_LOCALE.id, { style: 'percent', maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat(INTL_LOCALE.en, { style: 'percent', maximumFractionDigits: 2 }),
}

/** A download's size: `2,4 MB` (id) or `2.4 MB` (en); under a megabyte in kB (at least 1). '' when invalid. */
export function formatFileSize(bytes: number, locale: SiteLocale): string {
  if (!Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes >= MB) return megabytes[locale].format(bytes / MB)
  return kilobytes[locale].format(Math.max(1, Math.round(bytes / KB)))
}

/** A percentage given as 0–100: `99,99%` (id) or `99.99%` (en); '' when not finite. */
export function formatPercent(value: number, locale: SiteLocale): string {
  return Number.isFinite(value) ? percentFormatters[locale].format(value / 100) : ''
}

const compactFormatters: Record<SiteLocale, Intl.NumberFormat> = {
  id: new Intl.NumberFormat(INTL_LOCALE.id, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat(INTL_LOCALE.en, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 2 }),
}

/**
 * A large Rupiah amount in words for headline figures: `Rp 7,31 triliun` (id) or `Rp 7.31 trillion`
 * (en); show `formatCurrency` next to it where the exact amount matters. '' when not finite.
 */
export function formatCurrencyCompact(amount: number, locale: SiteLocale): string {
  return Number.isFinite(amount) ? `Rp ${compactFormatters[locale].format(amount)}` : ''
}
