import { reads } from '../read'
import { z } from 'zod'
import { idSchema, localizedTextSchema, itemBodySchema } from './common'

export type MenuItem = {
  id: string
  title: { id: string; en: string }
  /** Indonesian path (or absolute URL). */
  url: string
  /** English path (or absolute URL). */
  enUrl: string
  isActive: boolean
  children: MenuItem[]
}

/** Menu item of spec §3; inactive items stay in the data and the site hides them. */
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: idSchema,
    title: localizedTextSchema,
    url: z.string(),
    enUrl: z.string(),
    isActive: z.boolean(),
    children: z.array(menuItemSchema),
  }),
)

/** The Content API's reads of these (the client's methods of the same names). */
export const menuReads = reads({
  menu: {
    path: 'menu',
    answer: itemBodySchema(z.array(menuItemSchema)),
    localized: true,
    doc: {
      call: '`GET /menu?locale=…`',
      filters: '—',
      answer:
        '`[{ id, title: { id, en }, url, enUrl, isActive, children: [...] }]` (not paginated; inactive items included)',
    },
  },
})
