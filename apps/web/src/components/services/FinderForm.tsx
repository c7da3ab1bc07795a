import { REST_AREA_FACILITIES, REST_AREA_TYPES, type TollRoad } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { FinderQuery } from '@/lib/services/rest-area-query'
import { FilterForm, FilterGroup, FilterSelect } from './FilterForm'
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
    <FilterForm id="finder" action={action} apply={t('apply')} reset={t('reset')}>
      <FilterGroup headingId="search-heading" heading={t('searchRestArea')}>
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
        <FilterSelect
          id="finder-road"
          name="road"
          label={t('road')}
          any={t('allRoads')}
          value={query.road}
          options={roads.map((r) => ({ value: r.slug, label: r.name }))}
        />
        <FilterSelect
          id="finder-dir"
          name="dir"
          label={t('direction')}
          any={t('anyDirection')}
          value={query.dir}
          options={[
            { value: 'A', label: t('directionA') },
            { value: 'B', label: t('directionB') },
          ]}
        />
        <FilterSelect
          id="finder-type"
          name="type"
          label={t('type')}
          any={t('anyType')}
          value={query.type}
          options={REST_AREA_TYPES.map((type) => ({
            value: type,
            label: `${t('typeName', { type })}: ${t('typeHint', { type })}`,
          }))}
        />
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
      </FilterGroup>
      <FilterGroup headingId="location-heading" heading={t('yourLocation')}>
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
      </FilterGroup>
    </FilterForm>
  )
}
