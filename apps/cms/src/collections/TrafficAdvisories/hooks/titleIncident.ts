import type { CollectionBeforeValidateHook } from 'payload'
import { incidentTitles } from '../../../trafficAdvisories/incidentTitles'

/** Where titleIncident leaves the other language's title for titleIncidentElsewhere (same request). */
export const OTHER_TITLE = 'trafficIncidentOtherTitle'
export type OtherTitle = { locale: 'id' | 'en'; title: string }

/**
 * An incident created without a title (from the operators' screen) is titled from its sub-kind, KM,
 * direction and section, in the language saved now; the other language's title is written right
 * after the create (titleIncidentElsewhere), so visitors of both read it in their own language.
 */
export const titleIncident: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data || (typeof data.title === 'string' && data.title.trim())) return data
  const titles = await incidentTitles(req, data)
  if (!titles) return data
  const locale = req.locale === 'en' ? 'en' : 'id'
  const other = locale === 'id' ? 'en' : 'id'
  req.context[OTHER_TITLE] = { locale: other, title: titles[other] } satisfies OtherTitle
  return { ...data, title: titles[locale] }
}
