import { LOCALES, type Locale } from '@jtt/content-api'
import { REPORT_PERIODS, type ReportPeriod } from './report'

/**
 * What an editor looks at: a period in days and a site language — `days` and `lang` in the address
 * (`locale` there is Payload's own: the admin's content language).
 */
export type ReportChoice = { days: ReportPeriod; locale: Locale }
export const DEFAULT_CHOICE: ReportChoice = { days: 30, locale: 'id' }

type Param = string | string[] | null | undefined
const one = (value: Param) => (Array.isArray(value) ? value[0] : value) ?? undefined

const isPeriod = (value: number): value is ReportPeriod => (REPORT_PERIODS as readonly number[]).includes(value)
const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value)

/**
 * Reads `days` and `lang`: each missing one takes its default; a value that is none of the choices is
 * null (the API answers 400; the screen shows the defaults).
 */
export function readReportChoice(params: { days?: Param; lang?: Param }): ReportChoice | null {
  const days = one(params.days)
  const locale = one(params.lang)
  const period = days === undefined ? DEFAULT_CHOICE.days : /^\d{1,2}$/.test(days) ? Number(days) : NaN
  const language = locale ?? DEFAULT_CHOICE.locale
  return isPeriod(period) && isLocale(language) ? { days: period, locale: language } : null
}
