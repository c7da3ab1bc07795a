import { listResource } from '@/api/listResource'
import { toMedia } from '@/api/serializers/media'

/** GET /v1/media?filter[id]=…&locale=…: images with their conversion map. */
export const GET = listResource('media', {
  filters: ['id'],
  // ids are numeric on SQLite and PostgreSQL; anything else simply matches nothing
  where: ({ id }) => (id ? { id: { equals: /^\d+$/.test(id) ? Number(id) : -1 } } : undefined),
  sort: '-createdAt',
  serialize: (doc) => toMedia(doc),
})
