import { reads } from '../read'
import { z } from 'zod'
import { idSchema, localeSchema, publishStatusSchema, SLUG_PATTERN, untranslatedSchema, listBodySchema } from './common'
import { mediaSchema } from './media'
import { richTextSchema } from './richText'

/** The boards a person can sit on; the corporate secretary is a board of one. */
export const BOARDS = ['commissioners', 'directors', 'secretary'] as const
export type Board = (typeof BOARDS)[number]

/** A member of a board (spec §2 profile pages): shown as a card, the full profile in a dialog. */
export const personSchema = z.object({
  id: idSchema,
  locale: localeSchema,
  /** Stable anchor of the person's full profile on the board page (`…/direksi#name`). */
  slug: z.string().regex(SLUG_PATTERN),
  board: z.enum(BOARDS),
  name: z.string().min(1),
  position: z.string(),
  photo: mediaSchema.nullable(),
  shortBio: z.string(),
  biography: richTextSchema,
  /** ISO date the person took office, when known. */
  appointedAt: z.string().nullable(),
  order: z.number().int(),
  /** What the office does (the corporate secretary's page); empty for board members. */
  duties: richTextSchema,
  /** How to reach the office (the corporate secretary); null when not given. */
  contact: z.object({ email: z.string(), phone: z.string(), address: z.string() }).nullable(),
  untranslated: untranslatedSchema,
  status: publishStatusSchema,
  updatedAt: z.string(),
})
export type Person = z.infer<typeof personSchema>

/** The Content API's reads of these (the client's methods of the same names). */
export const peopleReads = reads({
  people: {
    path: 'people',
    answer: listBodySchema(personSchema),
    query: (p: { board?: Board; slug?: string }) => ({ 'filter[board]': p.board, 'filter[slug]': p.slug }),
    localized: true,
    drafts: true,
    paged: true,
    doc: {
      call: '`GET /people?filter[board]=…&filter[slug]=…&locale=…[&draft=true]`',
      filters: '`board` (`BOARDS`), `slug`',
      answer:
        '`[{ id, locale, slug, board, name, position, photo, shortBio, biography, appointedAt, order, duties, contact, untranslated, status, updatedAt }]` in board order',
    },
  },
})
