import { globalResource } from '@/api/globalResource'
import { toWhistleblowing } from '@/api/serializers/about'

/** GET /v1/whistleblowing?locale=…[&draft=true]: the whistleblowing system page. */
export const GET = globalResource('whistleblowing', {
  serialize: toWhistleblowing,
  hasContent: (doc) => Boolean(doc.intro),
})
