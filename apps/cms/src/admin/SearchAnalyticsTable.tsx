import { sitePath } from '@jtt/content-api/routes'
import type { Locale } from '@jtt/content-api'
import type { TFunction } from '@payloadcms/translations'
import type { ScreenKey } from '../i18n/screens'
import { env } from '../lib/env'
import type { ReportRow } from '../search/analytics/report'

/** Read by screen readers, not shown: tells the rows' links apart ("Try it on the site: tarif"). */
const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

/** The site's results page for a query, in the language it was searched in (the route registry's path). */
const siteSearchUrl = (query: string, locale: Locale) =>
  `${env.siteUrl}${sitePath('search-results', locale)}?${new URLSearchParams({ q: query })}`

/**
 * A new synonym group that starts with the query as its first term (collections/SearchSynonyms/
 * termFromAddress.ts: Payload's create form takes no values from its address by itself).
 */
const newSynonymUrl = (query: string) =>
  `/admin/collections/search-synonyms/create?${new URLSearchParams({ term: query })}`

const cell = { padding: '0.4rem 0.75rem 0.4rem 0', textAlign: 'left', verticalAlign: 'top' } as const
const number = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

/** One list of the screen: a heading, then its queries with their counts and what an editor can do. */
export function SearchAnalyticsTable({
  id,
  heading,
  rows,
  locale,
  t,
}: {
  id: string
  heading: string
  rows: ReportRow[]
  locale: Locale
  t: TFunction<ScreenKey>
}) {
  return (
    <section aria-labelledby={id} style={{ marginTop: '2rem' }}>
      <h2 id={id}>{heading}</h2>
      {rows.length === 0 ? (
        <p>{t('jtt:searchAnalytics:none')}</p>
      ) : (
        <table aria-labelledby={id} style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              <th scope="col" style={cell}>
                {t('jtt:searchAnalytics:query')}
              </th>
              <th scope="col" style={number}>
                {t('jtt:searchAnalytics:searches')}
              </th>
              <th scope="col" style={number}>
                {t('jtt:searchAnalytics:results')}
              </th>
              <th scope="col" style={number}>
                {t('jtt:searchAnalytics:followed')}
              </th>
              <th scope="col" style={cell}>
                {t('jtt:searchAnalytics:actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.query} data-query={row.query}>
                <th scope="row" style={{ ...cell, fontWeight: 400 }}>
                  <code>{row.query}</code>
                </th>
                <td style={number}>{row.searches}</td>
                <td style={number}>{row.results}</td>
                <td style={number}>{row.followed}</td>
                <td style={cell}>
                  <a href={siteSearchUrl(row.query, locale)} target="_blank" rel="noopener">
                    {t('jtt:searchAnalytics:tryIt')}
                    <span style={hidden}>: {row.query}</span>
                  </a>
                  {' · '}
                  <a href={newSynonymUrl(row.query)}>
                    {t('jtt:searchAnalytics:addSynonym')}
                    <span style={hidden}>: {row.query}</span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
