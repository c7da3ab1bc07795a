import { APIError, Forbidden, type Endpoint } from 'payload'
import { canReadSearchAnalytics } from '../../../access/canReadSearchAnalytics'
import { languageOf } from '../../../i18n/language'
import { readReportChoice } from '../../../search/analytics/choice'
import { daysBefore } from '../../../search/analytics/day'
import { MIN_SEARCHES_UNOPENED, REPORT_PERIODS, searchReport } from '../../../search/analytics/report'
import { runSql } from '../../../search/analytics/sql'

const BAD_CHOICE = {
  id: `Pilih days (${REPORT_PERIODS.join(', ')}) dan locale (id, en).`,
  en: `Choose days (${REPORT_PERIODS.join(', ')}) and locale (id, en).`,
}

/**
 * GET /api/search-queries/report?days=7|30|90&locale=id|en: the three lists of the admin's search
 * analytics screen (top queries, queries without results, queries whose results nobody opens), for
 * editors and administrators. The screen reads the same function directly; this is its API.
 */
export const reportEndpoint: Endpoint = {
  path: '/report',
  method: 'get',
  handler: async (req) => {
    if (!canReadSearchAnalytics({ req })) throw new Forbidden(req.t)
    const query = req.query as Record<string, string | string[] | undefined>
    const unknown = Object.keys(query).filter((key) => key !== 'days' && key !== 'locale')
    const choice = unknown.length === 0 ? readReportChoice(query) : null
    if (!choice) throw new APIError(BAD_CHOICE[languageOf(req)], 400)
    // Today counts as one of the days: "7 days" is today and the six before it.
    const firstDay = daysBefore(new Date(), choice.days - 1)
    const report = await searchReport(runSql(req.payload), choice.locale, firstDay)
    return Response.json(
      { ...choice, firstDay, minSearchesUnopened: MIN_SEARCHES_UNOPENED, ...report },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
}
