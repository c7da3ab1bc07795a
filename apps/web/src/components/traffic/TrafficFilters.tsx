import { TRAFFIC_KINDS, type TollRoad } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import { CleanGetForm } from '@/components/services/CleanGetForm'
import servicesStyles from '@/components/services/services.module.css'
import type { Locale } from '@/i18n/locales'
import type { TrafficQuery } from '@/lib/services/traffic'

type Props = { query: TrafficQuery; roads: TollRoad[]; action: string; locale: Locale }

/** The list's filters: one GET form (section, direction, kind) that works without JavaScript. */
export async function TrafficFilters({ query, roads, action, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'traffic' })
  return (
    <CleanGetForm id="traffic-filters" action={action} className={servicesStyles.panel}>
      <fieldset className={servicesStyles.fields}>
        <legend>
          <h2 id="filters-heading">{t('filtersHeading')}</h2>
        </legend>
        <div className={servicesStyles.field}>
          <label htmlFor="traffic-section">{t('section')}</label>
          <select id="traffic-section" name="section" defaultValue={query.section ?? ''}>
            <option value="">{t('allSections')}</option>
            {roads.map((r) => (
              <option key={r.id} value={r.slug}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <div className={servicesStyles.field}>
          <label htmlFor="traffic-dir">{t('direction')}</label>
          <select id="traffic-dir" name="dir" defaultValue={query.dir ?? ''}>
            <option value="">{t('anyDirection')}</option>
            <option value="A">{t('directionA')}</option>
            <option value="B">{t('directionB')}</option>
          </select>
        </div>
        <div className={servicesStyles.field}>
          <label htmlFor="traffic-kind">{t('kind')}</label>
          <select id="traffic-kind" name="kind" defaultValue={query.kind ?? ''}>
            <option value="">{t('anyKind')}</option>
            {TRAFFIC_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t('kindName', { kind })}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <div className={servicesStyles.actions}>
        <button type="submit" className="button">
          {t('apply')}
        </button>
        <a href={action} className={`button ${servicesStyles.secondary}`}>
          {t('reset')}
        </a>
      </div>
    </CleanGetForm>
  )
}
