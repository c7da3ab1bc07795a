import type { Where } from 'payload'
import { BOARDS, type Board } from '@jtt/content-api'
import { badRequest } from '@/api/errors'
import { listResource } from '@/api/listResource'
import { toPerson } from '@/api/serializers/person'

const isBoard = (value: string): value is Board => (BOARDS as readonly string[]).includes(value)

/** GET /v1/people?filter[board]=…&filter[slug]=…&locale=…[&draft=true]: board members in their order. */
export const GET = listResource('people', {
  filters: ['board', 'slug'],
  where: ({ board, slug }): Where => {
    if (board !== undefined && !isBoard(board)) {
      throw badRequest('invalid_filter', `Unknown board '${board}'. Use one of: ${BOARDS.join(', ')}.`)
    }
    return {
      and: [...(board ? [{ board: { equals: board } }] : []), ...(slug ? [{ slug: { equals: slug } }] : [])],
    }
  },
  sort: ['order', 'name'],
  depth: 1,
  drafts: true,
  reportsUntranslated: true,
  serialize: (doc, { locale, untranslated }) => toPerson(doc, locale, untranslated.get(String(doc.id))),
})
