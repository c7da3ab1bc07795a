import { z } from 'zod'
import { idSchema, localizedTextSchema } from './common'

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
