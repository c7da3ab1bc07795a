import { json } from '@/api/respond'

/** `/v1` itself and anything under it that is not a resource: a JSON 404, in the contract's error shape. */
const notFound = () => json({ error: { code: 'not_found', message: 'No such endpoint in Content API v1.' } }, 404)

export const GET = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
