import { TRAFFIC_KINDS, type TollRoad } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import { FilterForm, FilterGroup, FilterSelect } from '@/components/services/FilterForm'
import type { Locale } from '@/i18n/locales'
import type { TrafficQuery } from '@/lib/services/traffic'

type Props = { query: TrafficQuery; roads: TollRoad[]; action: string; locale: Locale }

/** The list's filters: one GET form (section, direction, kind) that works without JavaScript. */
export async function TrafficFilters({ query, roads, action, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'traffic' })
  return (
    <FilterForm id="traffic-filters" action={action} apply={t('apply')} reset={t('reset')}>
      <FilterGroup headingId="filters-heading" heading={t('filtersHeading')}>
        <FilterSelect
          id="traffic-section"
          name="section"
          label={t('section')}
          any={t('allSections')}
          value={query.section}
          options={roads.map((r) => ({ value: r.slug, label: r.name }))}
        />
        <FilterSelect
          id="traffic-dir"
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
          id="traffic-kind"
          name="kind"
          label={t('kind')}
          any={t('anyKind')}
          value={query.kind}
          options={TRAFFIC_KINDS.map((kind) => ({ value: kind, label: t('kindName', { kind }) }))}
        />
      </FilterGroup>
    </FilterForm>
  )
}
