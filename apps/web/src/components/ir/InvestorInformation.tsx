import type { InvestorRelations } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import { RichText } from '@/components/content/RichText'
import type { Locale } from '@/i18n/locales'
import { formatCurrency, formatDate, formatNumber, formatPercent } from '@/lib/format'
import { langOf } from '../content/Untranslated'
import { DataTable } from './DataTable'
import styles from './ir.module.css'

type Props = { ir: InvestorRelations; locale: Locale }

/** Section anchors of the page, in order (the "on this page" links use them). */
export const INFO_SECTIONS = ['shareholders', 'shareInformation', 'bonds', 'ratings', 'dividendPolicy'] as const
/** The parts of the content the page shows (each section's, by its path in the answer). */
export const INFO_CONTENT = ['shareholders', 'shareInformation', 'bonds', 'ratings', 'dividends'] as const

/** Text of the content at `path`, marked as Indonesian when it has no translation yet. */
const Text = ({ ir, path, children }: { ir: InvestorRelations; path: string; children: string }) => (
  <span lang={langOf(ir.untranslated, path)}>{children}</span>
)

export async function Shareholders({ ir, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'ir' })
  const { list, asOf, intro } = ir.shareholders
  const totalShares = list.reduce((sum, s) => sum + s.shares, 0)
  const totalPercent = list.reduce((sum, s) => sum + s.percentage, 0)
  return (
    <section id="shareholders" aria-labelledby="shareholders-title" className={styles.section}>
      <h2 id="shareholders-title">{t('shareholders')}</h2>
      {intro && <p lang={langOf(ir.untranslated, 'shareholders.intro')}>{intro}</p>}
      {asOf && <p className={styles.note}>{t('asOf', { date: formatDate(asOf, locale) })}</p>}
      {list.length === 0 ? (
        <p>{t('notAvailable')}</p>
      ) : (
        <DataTable
          label={t('shareholders')}
          rows={list}
          columns={[
            {
              header: t('shareholderName'),
              cell: (s) => (
                <Text ir={ir} path={`shareholders.list.${list.indexOf(s)}.name`}>
                  {s.name}
                </Text>
              ),
            },
            { header: t('shares'), cell: (s) => formatNumber(s.shares, locale), numeric: true },
            { header: t('ownership'), cell: (s) => formatPercent(s.percentage, locale), numeric: true },
          ]}
          footer={
            <tr>
              <th scope="row">{t('total')}</th>
              <td className={styles.numeric}>{formatNumber(totalShares, locale)}</td>
              <td className={styles.numeric}>{formatPercent(Math.round(totalPercent * 100) / 100, locale)}</td>
            </tr>
          }
        />
      )}
    </section>
  )
}

export async function ShareInformation({ ir, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'ir' })
  const s = ir.shareInformation
  const shares = (n: number) => t('shareCount', { count: formatNumber(n, locale) })
  const rows = [
    { label: t('nominalValue'), value: s.nominalValue === null ? null : formatCurrency(s.nominalValue) },
    { label: t('authorizedShares'), value: s.authorizedShares === null ? null : shares(s.authorizedShares) },
    { label: t('authorizedCapital'), value: s.authorizedCapital === null ? null : formatCurrency(s.authorizedCapital) },
    { label: t('issuedShares'), value: s.issuedShares === null ? null : shares(s.issuedShares) },
    { label: t('issuedCapital'), value: s.issuedCapital === null ? null : formatCurrency(s.issuedCapital) },
  ].filter((row): row is { label: string; value: string } => row.value !== null)
  return (
    <section id="shareInformation" aria-labelledby="share-title" className={styles.section}>
      <h2 id="share-title">{t('shareInformation')}</h2>
      {s.intro && <p lang={langOf(ir.untranslated, 'shareInformation.intro')}>{s.intro}</p>}
      {rows.length === 0 ? (
        <p>{t('notAvailable')}</p>
      ) : (
        <dl className={styles.facts}>
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}

export async function Bonds({ ir, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'ir' })
  const { intro, list } = ir.bonds
  return (
    <section id="bonds" aria-labelledby="bonds-title" className={styles.section}>
      <h2 id="bonds-title">{t('bonds')}</h2>
      {intro && <p lang={langOf(ir.untranslated, 'bonds.intro')}>{intro}</p>}
      {list.length === 0 ? (
        <p>{t('notAvailable')}</p>
      ) : (
        <ul className={styles.bonds}>
          {list.map((b, i) => (
            <li key={b.id} className={styles.bond}>
              <h3 lang={langOf(ir.untranslated, `bonds.list.${i}.name`)}>{b.name}</h3>
              <dl>
                {[
                  [t('principal'), formatCurrency(b.amount)],
                  [t('coupon'), formatPercent(b.couponRate, locale)],
                  [t('tenor'), t('tenorYears', { count: b.tenorYears })],
                  [t('issueDate'), formatDate(b.issueDate, locale)],
                  [t('maturityDate'), formatDate(b.maturityDate, locale)],
                  [t('bondRating'), b.rating],
                  [t('listedOn'), b.listedOn, `bonds.list.${i}.listedOn`],
                ]
                  .filter(([, value]) => value)
                  .map(([label, value, path]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd lang={path ? langOf(ir.untranslated, path) : undefined}>{value}</dd>
                    </div>
                  ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export async function Ratings({ ir, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'ir' })
  const { intro, list } = ir.ratings
  return (
    <section id="ratings" aria-labelledby="ratings-title" className={styles.section}>
      <h2 id="ratings-title">{t('ratings')}</h2>
      {intro && <p lang={langOf(ir.untranslated, 'ratings.intro')}>{intro}</p>}
      {list.length === 0 ? (
        <p>{t('notAvailable')}</p>
      ) : (
        <DataTable
          label={t('ratings')}
          rows={list}
          columns={[
            { header: t('agency'), cell: (r) => r.agency },
            {
              header: t('ratedSubject'),
              cell: (r) => (
                <Text ir={ir} path={`ratings.list.${list.indexOf(r)}.subject`}>
                  {r.subject}
                </Text>
              ),
            },
            { header: t('rating'), cell: (r) => <strong>{r.rating}</strong> },
            {
              header: t('outlook'),
              cell: (r) => (
                <Text ir={ir} path={`ratings.list.${list.indexOf(r)}.outlook`}>
                  {r.outlook}
                </Text>
              ),
            },
            { header: t('ratingDate'), cell: (r) => formatDate(r.date, locale) },
          ]}
        />
      )}
    </section>
  )
}

export async function Dividends({ ir, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'ir' })
  const { policy, history } = ir.dividends
  return (
    <section id="dividendPolicy" aria-labelledby="dividend-title" className={styles.section}>
      <h2 id="dividend-title">{t('dividendPolicy')}</h2>
      <div lang={langOf(ir.untranslated, 'dividends.policy')}>
        <RichText value={policy} className="prose" />
      </div>
      {history.length > 0 && (
        <>
          <h3>{t('dividendHistory')}</h3>
          <DataTable
            label={t('dividendHistory')}
            rows={history}
            columns={[
              { header: t('fiscalYear'), cell: (d) => d.fiscalYear },
              { header: t('dividendTotal'), cell: (d) => formatCurrency(d.amount), numeric: true },
              { header: t('dividendPerShare'), cell: (d) => formatCurrency(d.perShare), numeric: true },
              { header: t('payoutRatio'), cell: (d) => formatPercent(d.payoutRatio, locale), numeric: true },
              { header: t('paymentDate'), cell: (d) => (d.paymentDate ? formatDate(d.paymentDate, locale) : '–') },
            ]}
          />
        </>
      )}
      {policy.length === 0 && history.length === 0 && <p>{t('notAvailable')}</p>}
    </section>
  )
}
