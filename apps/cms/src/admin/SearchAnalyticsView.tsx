import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import { canReadSearchAnalytics } from '../access/canReadSearchAnalytics'
import { screenT } from '../i18n/screens'
import { DEFAULT_CHOICE, readReportChoice } from '../search/analytics/choice'
import { daysBefore } from '../search/analytics/day'
import { MIN_SEARCHES_UNOPENED, REPORT_PERIODS, searchReport } from '../search/analytics/report'
import { runSql } from '../search/analytics/sql'
import { OperatorScreen } from './OperatorScreen'
import { SearchAnalyticsTable } from './SearchAnalyticsTable'

const field = { display: 'inline-flex', flexDirection: 'column', gap: '0.25rem', marginRight: '1rem' } as const

/**
 * `/admin/search-analytics`: what visitors searched for on the site over the last 7, 30 or 90 days in
 * one language — the top queries, those that found nothing and those whose results nobody opened — each
 * with a link to try it on the site and one to add a synonym. For editors and administrators; a GET
 * form, so the choice is in the address (and works without JavaScript).
 */
export async function SearchAnalyticsView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const t = screenT(req.i18n.t)
  if (!req.user) redirect('/admin/login?redirect=%2Fadmin%2Fsearch-analytics')
  const allowed = canReadSearchAnalytics({ req })
  const choice = readReportChoice(view.searchParams ?? {}) ?? DEFAULT_CHOICE
  const report = allowed
    ? await searchReport(runSql(req.payload), choice.locale, daysBefore(new Date(), choice.days - 1))
    : null
  return (
    <OperatorScreen
      view={view}
      title={t('jtt:searchAnalytics:title')}
      intro={t('jtt:searchAnalytics:intro')}
      maxWidth="64rem"
      notAllowed={allowed ? null : t('jtt:searchAnalytics:notAllowed')}
    >
      <form method="get" action="/admin/search-analytics" style={{ display: 'flex', alignItems: 'flex-end' }}>
        <label style={field}>
          {t('jtt:searchAnalytics:period')}
          <select name="days" defaultValue={String(choice.days)}>
            {REPORT_PERIODS.map((days) => (
              <option key={days} value={days}>
                {t('jtt:searchAnalytics:days', { days })}
              </option>
            ))}
          </select>
        </label>
        <label style={field}>
          {t('jtt:searchAnalytics:language')}
          <select name="lang" defaultValue={choice.locale}>
            <option value="id">{t('jtt:searchAnalytics:indonesian')}</option>
            <option value="en">{t('jtt:searchAnalytics:english')}</option>
          </select>
        </label>
        <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
          {t('jtt:searchAnalytics:show')}
        </button>
      </form>
      <p>{t('jtt:searchAnalytics:synonymHint')}</p>
      {report && (
        <>
          <SearchAnalyticsTable
            id="top"
            heading={t('jtt:searchAnalytics:top')}
            rows={report.top}
            locale={choice.locale}
            t={t}
          />
          <SearchAnalyticsTable
            id="no-results"
            heading={t('jtt:searchAnalytics:noResults')}
            rows={report.noResults}
            locale={choice.locale}
            t={t}
          />
          <SearchAnalyticsTable
            id="unopened"
            heading={t('jtt:searchAnalytics:unopened', { min: MIN_SEARCHES_UNOPENED })}
            rows={report.unopened}
            locale={choice.locale}
            t={t}
          />
        </>
      )}
    </OperatorScreen>
  )
}
