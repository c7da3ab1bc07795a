import { REST_AREA_FACILITIES, REST_AREA_TYPES, type TollRoad } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { FinderQuery } from '@/lib/services/rest-area-query'
import { CleanGetForm } from './CleanGetForm'
import { LocateButton } from './LocateButton'
import styles from './services.module.css'

type Props = { query: FinderQuery; roads: TollRoad[]; action: string; locale: Locale }

/**
 * The finder's one GET form: search and filters, and 'your location' (the browser's position, or a
 * section and KM typed in), so the nearest rest areas ahead can also be filtered (e.g. with fuel).
 */
export async function FinderForm({ query, roads, action, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'restArea' })
  return (
    <CleanGetForm id="finder" action={action} className={styles.panel}>
      <fieldset className={styles.fields}>
        <legend>
          <h2 id="search-heading">{t('searchRestArea')}</h2>
        </legend>
        <div className={styles.field}>
          <label htmlFor="finder-q">{t('searchLabel')}</label>
          <input
            id="finder-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            maxLength={100}
            placeholder={t('searchPlaceholder')}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="finder-road">{t('road')}</label>
          <select id="finder-road" name="road" defaultValue={query.road ?? ''}>
            <option value="">{t('allRoads')}</option>
            {roads.map((r) => (
              <option key={r.id} value={r.slug}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="finder-dir">{t('direction')}</label>
          <select id="finder-dir" name="dir" defaultValue={query.dir ?? ''}>
            <option value="">{t('anyDirection')}</option>
            <option value="A">{t('directionA')}</option>
            <option value="B">{t('directionB')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="finder-type">{t('type')}</label>
          <select id="finder-type" name="type" defaultValue={query.type ?? ''}>
            <option value="">{t('anyType')}</option>
            {REST_AREA_TYPES.map((type) => (
              <option key={type} value={type}>
                {t('typeName', { type })}: {t('typeHint', { type })}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.checks}>
          <legend>{t('facility')}</legend>
          {REST_AREA_FACILITIES.map((facility) => (
            <label key={facility} className={styles.check}>
              <input
                type="checkbox"
                name="facility"
                value={facility}
                defaultChecked={query.facilities.includes(facility)}
              />
              {t(`facilities.${facility}`)}
            </label>
          ))}
        </fieldset>
      </fieldset>
      <fieldset className={styles.fields}>
        <legend>
          <h2 id="location-heading">{t('yourLocation')}</h2>
        </legend>
        <p style={{ gridColumn: '1 / -1', margin: 0 }}>{t('locationIntro')}</p>
        <div style={{ gridColumn: '1 / -1' }}>
          <LocateButton
            formId="finder"
            labels={{
              use: t('useLocation'),
              locating: t('locating'),
              denied: t('locationDenied'),
              unsupported: t('locationUnsupported'),
            }}
          />
        </div>
        <input type="hidden" name="lat" defaultValue={query.lat ?? ''} />
        <input type="hidden" name="lng" defaultValue={query.lng ?? ''} />
        <div className={styles.field}>
          <label htmlFor="finder-km">{t('kmLabel')}</label>
          <input
            id="finder-km"
            name="km"
            type="number"
            inputMode="decimal"
            min={0}
            max={2000}
            step="0.1"
            defaultValue={query.km ?? ''}
          />
        </div>
        <label className={styles.check}>
          <input type="checkbox" name="all" value="1" defaultChecked={query.all} />
          {t('includeUnavailable')}
        </label>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className="button">
          {t('apply')}
        </button>
        <a href={action} className={`button ${styles.secondary}`}>
          {t('reset')}
        </a>
      </div>
    </CleanGetForm>
  )
}
