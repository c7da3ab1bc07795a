import type { CollectionSlug } from 'payload'

/**
 * The collections whose Content API answers carry the `untranslated` report (api/untranslated.ts, read by
 * the /v1 routes of these resources): the dashboard counts their published items whose English is
 * incomplete by the same rule. Others (rest areas, toll roads, components, settings) have no such report:
 * a rest area's status note, written in the operator's language, is not missing English.
 * A unit test (englishReport.test.ts) holds this list to the routes that compute the report.
 */
export const ENGLISH_REPORTED: readonly CollectionSlug[] = [
  'pages',
  'press-releases',
  'people',
  'business-lines',
  'csr-posts',
  'documents',
  'traffic-advisories',
]
