import { globalResource } from '@/api/globalResource'
import { toWhistleblowing } from '@/api/serializers/about'

/** GET /v1/whistleblowing?locale=…[&draft=true]: the whistleblowing system page. */
export const GET = globalResource('whistleblowing', toWhistleblowing, (doc) => Boolean(doc.intro))
