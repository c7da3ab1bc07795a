import { reads } from '../read'
import { z } from 'zod'
import { localeSchema, itemBodySchema } from './common'
import { mediaSchema } from './media'
import { seoMetaSchema } from './pages'

/** Icons the site can draw for quick links; the CMS offers exactly these. */
export const QUICK_LINK_ICONS = ['road', 'rest-area', 'investor', 'media', 'contact', 'company'] as const
export type QuickLinkIcon = (typeof QUICK_LINK_ICONS)[number]

/** A link that may point to a different path per language. */
export const localizedLinkSchema = z.object({ label: z.string(), url: z.string(), enUrl: z.string() })

export const homeSchema = z.object({
  locale: localeSchema,
  hero: z.object({
    title: z.string(),
    subtitle: z.string(),
    image: mediaSchema.nullable(),
    cta: localizedLinkSchema.nullable(),
  }),
  about: z.object({
    heading: z.string(),
    body: z.string(),
    image: mediaSchema.nullable(),
    link: localizedLinkSchema.nullable(),
  }),
  figures: z.array(z.object({ id: z.string(), value: z.number(), suffix: z.string(), label: z.string() })),
  quickLinks: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      url: z.string(),
      enUrl: z.string(),
      icon: z.enum(QUICK_LINK_ICONS),
    }),
  ),
  meta: seoMetaSchema,
  updatedAt: z.string(),
})
export type Home = z.infer<typeof homeSchema>

/** The Content API's reads of these (the client's methods of the same names). */
export const homeReads = reads({
  home: {
    path: 'home',
    answer: itemBodySchema(homeSchema),
    localized: true,
    drafts: true,
    doc: {
      call: '`GET /home?locale=…[&draft=true]`',
      filters: '—',
      answer:
        "`{ locale, hero: { title, subtitle, image, cta }, about: { heading, body, image, link }, figures, quickLinks: [{ id, title, description, url, enUrl, icon }], meta, updatedAt }`: the home page's content",
    },
  },
})
