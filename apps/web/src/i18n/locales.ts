/** The site's languages (spec §3 Locale: code, iso, name). Indonesian is the default and the fallback. */
export const locales = [
  { code: 'id', iso: 'id-ID', name: 'Bahasa Indonesia', short: 'ID' },
  { code: 'en', iso: 'en-US', name: 'English', short: 'EN' },
] as const

export type Locale = (typeof locales)[number]['code']
export const localeCodes = locales.map((l) => l.code) as [Locale, ...Locale[]]
export const defaultLocale: Locale = 'id'

export const localeInfo = (code: Locale) => locales.find((l) => l.code === code) ?? locales[0]
export const isLocale = (value: unknown): value is Locale => localeCodes.includes(value as Locale)
