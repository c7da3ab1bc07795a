import { Forbidden, type Endpoint } from 'payload'
import { canReadSearchAnalytics } from '../../../access/canReadSearchAnalytics'
import { languageOf } from '../../../i18n/language'
import { readReportChoice } from '../../../search/analytics/choice'
import { daysBefore } from '../../../search/analytics/day'
import { MIN_SEARCHES_UNOPENED, REPORT_PERIODS, searchReport } from '../../../search/analytics/report'
import { runSql } from '../../../search/analytics/sql'

const NO_STORE = { 'cache-control': 'no-store' }

const BAD_CHOICE = {
  id: `Pilih days (${REPORT_PERIODS.join(', ')}) dan lang (id, en).`,
  en: `Choose days (${REPORT_PERIODS.join(', ')}) and lang (id, en).`,
}

/**
 * GET /api/search-queries/report?days=7|30|90&lang=id|en: the three lists of the admin's search
 * analytics screen (top queries, queries without results, queries whose results nobody opens), for
 * editors and administrators. The screen reads the same function directly; this is its API.
 */
export const reportEndpoint: Endpoint = {
  path: '/report',
  method: 'get',
  handler: async (req) => {
    if (!canReadSearchAnalytics({ req })) throw new Forbidden(req.t)
    const choice = readReportChoice(req.query as Record<string, string | string[] | undefined>)
    // Answered, not thrown: Payload logs a thrown APIError as an error, with its stack, and this is the caller's.
    if (!choice)
      return Response.json({ errors: [{ message: BAD_CHOICE[languageOf(req)] }] }, { status: 400, headers: NO_STORE })
    // Today counts as one of the days: "7 days" is today and the six before it.
    const firstDay = daysBefore(new Date(), choice.days - 1)
    const report = await searchReport(runSql(req.payload), choice.locale, firstDay)
    return Response.json(
      { ...choice, firstDay, minSearchesUnopened: MIN_SEARCHES_UNOPENED, ...report },
      { headers: NO_STORE },
    )
  },
}
