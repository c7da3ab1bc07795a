import { DEFAULT_LOCALE, DEFAULT_PER_PAGE, LOCALES, MAX_PER_PAGE, type Locale } from '@jtt/content-api'
import { badRequest } from './errors'

type QuerySpec<F extends string> = {
  /** Names allowed inside `filter[...]`. */
  filters?: readonly F[]
  /** Accepts `locale` (default `id`). */
  locale?: boolean
  /** Accepts `page` and `per_page`. */
  paging?: boolean
  /** Accepts boolean flags such as `draft=true`. */
  flags?: readonly string[]
  /** Free-text parameters (a search query): any value, as given; the route bounds it. */
  text?: readonly string[]
}

export type ParsedQuery<F extends string> = {
  filters: Partial<Record<F, string>>
  locale: Locale
  page: number
  perPage: number
  flags: Record<string, boolean>
  text: Record<string, string>
}

const MAX_PAGE = 100_000
const MAX_FILTER_LENGTH = 500
const positiveInt = /^[1-9]\d{0,5}$/

/** Parses and validates a list query strictly: anything unknown or malformed is a 400, never ignored. */
export function parseQuery<F extends string>(request: Request, spec: QuerySpec<F>): ParsedQuery<F> {
  const params = new URL(request.url).searchParams
  const allowedFilters: readonly string[] = spec.filters ?? []
  const result: ParsedQuery<F> = {
    filters: {},
    locale: DEFAULT_LOCALE,
    page: 1,
    perPage: DEFAULT_PER_PAGE,
    flags: {},
    text: {},
  }
  const seen = new Set<string>()

  for (const [key, value] of params) {
    if (seen.has(key)) throw badRequest('bad_request', `Parameter '${key}' is given more than once.`)
    seen.add(key)
    const filter = /^filter\[([^\]]*)\]$/.exec(key)?.[1]
    if (filter !== undefined) {
      if (!allowedFilters.includes(filter)) {
        const allowed = allowedFilters.length ? allowedFilters.join(', ') : 'none'
        throw badRequest('invalid_filter', `Unknown filter '${filter}'. Allowed filters: ${allowed}.`)
      }
      if (!value || value.length > MAX_FILTER_LENGTH) {
        throw badRequest('invalid_filter', `Filter '${filter}' needs a value of 1 to ${MAX_FILTER_LENGTH} characters.`)
      }
      result.filters[filter as F] = value
    } else if (key === 'locale' && spec.locale) {
      if (!(LOCALES as readonly string[]).includes(value)) {
        throw badRequest('invalid_locale', `Unknown locale '${value}'. Use one of: ${LOCALES.join(', ')}.`)
      }
      result.locale = value as Locale
    } else if ((key === 'page' || key === 'per_page') && spec.paging) {
      const n = positiveInt.test(value) ? Number(value) : NaN
      const max = key === 'page' ? MAX_PAGE : MAX_PER_PAGE
      if (!(n >= 1 && n <= max)) {
        throw badRequest('invalid_pagination', `'${key}' must be a whole number from 1 to ${max}.`)
      }
      if (key === 'page') result.page = n
      else result.perPage = n
    } else if (spec.flags?.includes(key)) {
      if (value !== 'true' && value !== 'false') throw badRequest('bad_request', `'${key}' must be true or false.`)
      result.flags[key] = value === 'true'
    } else if (spec.text?.includes(key)) {
      result.text[key] = value
    } else {
      throw badRequest('bad_request', `Unknown parameter '${key}'.`)
    }
  }
  return result
}
