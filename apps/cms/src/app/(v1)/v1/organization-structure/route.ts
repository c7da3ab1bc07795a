import { globalResource } from '@/api/globalResource'
import { toOrganization } from '@/api/serializers/about'

/** GET /v1/organization-structure?locale=…[&draft=true]: the chart and its units as a tree. */
export const GET = globalResource('organization-structure', {
  serialize: toOrganization,
  hasContent: (doc) => Boolean(doc.chart || doc.units?.length),
})
