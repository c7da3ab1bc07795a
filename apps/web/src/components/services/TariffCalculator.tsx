import { VEHICLE_CLASSES, type TollRoad } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { QuoteAnswer } from '@/lib/content/services'
import { formatCurrency, formatDate, formatNumber } from '@/lib/format'
import { ROMAN, type TariffQuery } from '@/lib/services/tariff-query'
import { GateFilter } from './GateFilter'
import styles from './services.module.css'

type Props = { roads: TollRoad[]; query: TariffQuery; answer: QuoteAnswer | null; action: string; locale: Locale }

/**
 * The tariff calculator: a GET form (works without JavaScript) with the gates grouped by section, and
 * the answer from the Content API's quote. With JavaScript, the exit list keeps to the entry's section.
 */
export async function TariffCalculator({ roads, query, answer, action, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'tariff' })
  const gateOptions = roads.map((road) => (
    <optgroup key={road.id} label={road.name}>
      {road.gates
        .filter((g) => g.kind !== 'interchange')
        .map((g) => (
          <option key={g.id} value={g.id}>
            {g.name} (KM {formatNumber(g.km, locale)})
          </option>
        ))}
    </optgroup>
  ))
  const problem = query.invalid || (answer && !answer.ok && answer.reason === 'invalid')
  return (
    <section className={styles.panel} aria-labelledby="tariff-heading">
      <h2 id="tariff-heading">{t('title')}</h2>
      <p>{t('intro')}</p>
      <form id="tariff-form" action={action} method="get">
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor="tariff-entry">{t('entry')}</label>
            <select id="tariff-entry" name="entry" defaultValue={query.entry ?? ''} required>
              <option value="">{t('choose')}</option>
              {gateOptions}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="tariff-exit">{t('exit')}</label>
            <select id="tariff-exit" name="exit" defaultValue={query.exit ?? ''} required>
              <option value="">{t('choose')}</option>
              {gateOptions}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="tariff-class">{t('vehicleClass')}</label>
            <select id="tariff-class" name="class" defaultValue={query.vehicleClass ? String(query.vehicleClass) : '1'}>
              {VEHICLE_CLASSES.map((c) => (
                <option key={c} value={c}>
                  {t('className', { roman: ROMAN[c - 1] ?? '' })}: {t('classHint', { class: String(c) })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="button">
          {t('calculate')}
        </button>
        <GateFilter formId="tariff-form" />
      </form>
      <div aria-live="polite">
        {problem && (
          <p role="alert" className={styles.alert}>
            {t('invalid')}
          </p>
        )}
        {answer && !answer.ok && answer.reason === 'no-tariff' && (
          <p role="alert" className={styles.alert}>
            {t('noTariff')}
          </p>
        )}
        {answer?.ok && (
          <div className={styles.result} data-tariff-result="">
            <h3>{t('result', { road: answer.quote.road.name })}</h3>
            <p>{t('trip', { entry: answer.quote.entry.name, exit: answer.quote.exit.name })}</p>
            <dl className={styles.facts}>
              <dt>{t('amount')}</dt>
              <dd className={styles.amount} data-amount={answer.quote.tariff}>
                {formatCurrency(answer.quote.tariff)}
              </dd>
              <dt>{t('distance')}</dt>
              <dd>{t('distanceKm', { km: formatNumber(answer.quote.distanceKm, locale) })}</dd>
              <dt>{t('vehicleClass')}</dt>
              <dd>{t('className', { roman: ROMAN[answer.quote.vehicleClass - 1] ?? '' })}</dd>
            </dl>
            {answer.quote.system === 'open' && <p>{t('openSystemNote')}</p>}
            {answer.quote.effectiveDate && (
              <p className={styles.meta}>{t('effective', { date: formatDate(answer.quote.effectiveDate, locale) })}</p>
            )}
          </div>
        )}
      </div>
    </section>
  )
}
