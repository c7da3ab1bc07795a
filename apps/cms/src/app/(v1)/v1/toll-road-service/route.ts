import { globalResource } from '@/api/globalResource'
import { toTollRoadService } from '@/api/serializers/tollRoadService'

/** GET /v1/toll-road-service?locale=…[&draft=true]: contacts, payment methods and traffic links. */
export const GET = globalResource('toll-road-service', {
  serialize: toTollRoadService,
  hasContent: (doc) => Boolean(doc.title),
  emptyMessage: 'The toll-road service page has no content yet.',
  reportsUntranslated: false,
})
