import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { guardedRest, guardedRestPost, headAsGet } from '@/api/payloadRest'

// Payload's own REST API, used by the admin UI. The public contract is /v1.
export const GET = guardedRest(REST_GET(config))
export const HEAD = guardedRest(headAsGet(REST_GET(config)))
export const POST = guardedRestPost(REST_POST(config))
export const DELETE = guardedRest(REST_DELETE(config))
export const PATCH = guardedRest(REST_PATCH(config))
export const OPTIONS = guardedRest(REST_OPTIONS(config))
