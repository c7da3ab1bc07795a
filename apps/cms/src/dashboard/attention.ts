import type { dashboardId } from '../i18n/dashboardWords'
import type { Bilingual } from '../i18n/language'

type DashboardWord = keyof typeof dashboardId

/**
 * What fills a `{{…}}`: as it is, another word of the dashboard, a name in both languages (a
 * collection's), or a moment shown as an age ("3 days ago") or a time, in the reader's language.
 */
export type PhraseValue = string | number | { word: DashboardWord } | Bilingual | { at: string; as: 'age' | 'time' }

/** Words of the dashboard with what fills their `{{…}}`, put together in the reader's language. */
export type Phrase = { word: DashboardWord; values?: Record<string, PhraseValue> }

/** A line of a count: what it counts, how many, and the admin list that shows them (filtered). */
export type CountLine = { key: string; label: Phrase; count: number; href: string | null; detail?: Phrase | null }

/** One item behind a count, linking to its own page in the admin. */
export type EntryLine = { key: string; text: Phrase; href: string | null }

/** A part of the dashboard under its own heading: counts, then a few items of them. */
export type Section = { key: string; heading: DashboardWord; counts: CountLine[]; entries: EntryLine[] }

/** Days between a date and now, for "waiting more than N days" filters. */
export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
