import type { Where } from 'payload'
import { BOARDS, type Board } from '@jtt/content-api'
import { previewAccess } from '@/api/auth'
import { badRequest } from '@/api/errors'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { list, pageMeta, PRIVATE_NO_STORE, PUBLIC_CACHE } from '@/api/respond'
import { toPerson } from '@/api/serializers/person'
import { untranslatedDocs } from '@/api/untranslated'

const isBoard = (value: string): value is Board => (BOARDS as readonly string[]).includes(value)

/** GET /v1/people?filter[board]=…&filter[slug]=…&locale=…[&draft=true]: board members in their order. */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['board', 'slug'], locale: true, paging: true, flags: ['draft'] })
  const { board, slug } = q.filters
  if (board !== undefined && !isBoard(board)) {
    throw badRequest('invalid_filter', `Unknown board '${board}'. Use one of: ${BOARDS.join(', ')}.`)
  }
  const payload = await payloadClient()
  const { user, draft, signedIn } = await previewAccess(payload, request, q.flags.draft)
  const where: Where = {
    and: [...(board ? [{ board: { equals: board } }] : []), ...(slug ? [{ slug: { equals: slug } }] : [])],
  }
  const result = await payload.find({
    collection: 'people',
    where,
    locale: q.locale,
    fallbackLocale: 'id',
    draft,
    user,
    overrideAccess: false,
    page: q.page,
    limit: q.perPage,
    sort: ['order', 'name'],
    depth: 1,
  })
  const untranslated = await untranslatedDocs(payload, 'people', result.docs, { locale: q.locale, draft, user })
  return list(
    result.docs.map((doc) => toPerson(doc, q.locale, untranslated.get(String(doc.id)))),
    await pageMeta(q, result, () =>
      payload.count({ collection: 'people', where, locale: q.locale, user, overrideAccess: false }),
    ),
    draft || signedIn ? PRIVATE_NO_STORE : PUBLIC_CACHE,
  )
})
