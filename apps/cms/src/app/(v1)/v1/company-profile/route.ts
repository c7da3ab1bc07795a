import { globalResource } from '@/api/globalResource'
import { toCompanyProfile } from '@/api/serializers/about'

/** GET /v1/company-profile?locale=…[&draft=true]: the company overview. */
export const GET = globalResource('company-profile', {
  serialize: toCompanyProfile,
  hasContent: (doc) => Boolean(doc.vision),
})
