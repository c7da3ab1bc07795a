import { listResource } from '@/api/listResource'
import { toSetting } from '@/api/serializers/simple'

/** GET /v1/settings?filter[key]=…&locale=… (spec §7). */
export const GET = listResource('settings', {
  filters: ['key'],
  where: ({ key }) => (key ? { key: { equals: key } } : undefined),
  sort: 'key',
  serialize: (doc, { locale }) => toSetting(doc, locale),
})
