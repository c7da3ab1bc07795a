import type { Locale } from '@jtt/content-api'

/** An item as an alert email shows it, in one language. */
export type AlertItem = {
  title: string
  summary?: string
  /** ISO date shown as "Published …" */
  date?: string
  /** Path of its page on the site, with the language prefix (`sitePath` of the route registry). */
  path: string
}

/** Reads a published document (in the subscriber's language) as an alert item; null: nothing to announce. */
export type DescribeItem = (doc: Record<string, unknown>, locale: Locale) => AlertItem | null

/** A field's text, trimmed; undefined when it is missing or blank (so it is left out of the email). */
export const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)
