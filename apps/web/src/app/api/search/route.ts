import { getTranslations } from 'next-intl/server'
import { NextResponse, type NextRequest } from 'next/server'
import { SEARCH_SUGGESTIONS } from '@/config/constants'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { api } from '@/lib/content/client'
import { recentCache, windowLimiter } from '@/lib/recent-cache'
import { searchHref } from '@/lib/search-target'
import { readQuery, type SuggestionsBody } from '@/lib/search-state'

/** Typing asks once per pause (the box waits 250 ms); this leaves room for fast typists, not for floods. */
const limited = windowLimiter(60, 10_000)
/** The same words are typed by many visitors; answers are reused briefly. */
const answers = recentCache<SuggestionsBody>(1000, 30_000)

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  NextResponse.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/**
 * GET /api/search?q=…&locale=…: suggestions for the header's search box, from the Content API's
 * search (the browser cannot reach the content service). Rate-limited per visitor address.
 */
export async function GET(request: NextRequest) {
  const wait = limited(request.headers.get('x-real-ip') ?? 'unknown')
  if (wait > 0) return json({ error: 'Too many requests.' }, 429, { 'retry-after': String(wait) })
  const params = request.nextUrl.searchParams
  const requested = params.get('locale') ?? defaultLocale
  const locale: Locale = isLocale(requested) ? requested : defaultLocale
  const query = readQuery(params.get('q') ?? '')
  const key = `${locale} ${query.toLowerCase()}`
  let body = query ? answers.get(key) : { query, total: 0, items: [] }
  if (!body) {
    const result = await api.search({ q: query, locale, perPage: SEARCH_SUGGESTIONS }, { init: { cache: 'no-store' } })
    if (!result.ok) return json({ error: 'Search is not available right now.' }, 503, { 'retry-after': '5' })
    const t = await getTranslations({ locale, namespace: 'search' })
    const items = result.data.data.flatMap((r) => {
      const href = searchHref(r.target, locale)
      return href ? [{ title: r.highlight.title, type: t(`type.${r.type}`), href, lang: r.lang }] : []
    })
    body = { query, total: result.data.meta.total, items }
    answers.set(key, body)
  }
  return json(body, 200, { 'cache-control': 'public, max-age=30' })
}
