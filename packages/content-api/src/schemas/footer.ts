import { reads } from '../read'
import { z } from 'zod'
import { idSchema, localeSchema, listBodySchema } from './common'

/** Footer slugs of spec §3; icon slugs hold an icon class name in `title`. */
export const FOOTER_COMPONENT_SLUGS = [
  'footer-address',
  'footer-time',
  'footer-email',
  'footer-phone-number',
  'footer-time-icon',
  'footer-email-icon',
  'footer-phone-number-icon',
  'footer-copyright',
] as const
export type FooterComponentSlug = (typeof FOOTER_COMPONENT_SLUGS)[number]

/** Social setting keys of spec §3. */
export const SOCIAL_SETTING_KEYS = [
  'facebook-url',
  'instagram-url',
  'twitter-url',
  'youtube-url',
  'tiktok-url',
] as const
export type SocialSettingKey = (typeof SOCIAL_SETTING_KEYS)[number]

/** Setting keys of the office's position (decimal degrees), for the contact page's map. */
export const OFFICE_LOCATION_KEYS = ['office-latitude', 'office-longitude'] as const
export type OfficeLocationKey = (typeof OFFICE_LOCATION_KEYS)[number]

export const componentSchema = z.object({
  id: idSchema,
  slug: z.string().min(1),
  title: z.string(),
  locale: localeSchema,
})
export type Component = z.infer<typeof componentSchema>

export const settingSchema = z.object({
  id: idSchema,
  key: z.string().min(1),
  value: z.string(),
  locale: localeSchema,
})
export type Setting = z.infer<typeof settingSchema>

/** The Content API's reads of these (the client's methods of the same names). */
export const footerReads = reads({
  components: {
    path: 'components',
    answer: listBodySchema(componentSchema),
    query: (p: { slug?: string }) => ({ 'filter[slug]': p.slug }),
    localized: true,
    paged: true,
    doc: {
      call: '`GET /components?filter[slug]=…&locale=…`',
      filters: '`slug`',
      answer: '`[{ id, slug, title, locale }]` — spec §7; footer slugs in `FOOTER_COMPONENT_SLUGS`',
    },
  },
  settings: {
    path: 'settings',
    answer: listBodySchema(settingSchema),
    query: (p: { key?: string }) => ({ 'filter[key]': p.key }),
    localized: true,
    paged: true,
    doc: {
      call: '`GET /settings?filter[key]=…&locale=…`',
      filters: '`key`',
      answer: '`[{ id, key, value, locale }]` — spec §7; social keys in `SOCIAL_SETTING_KEYS`',
    },
  },
})
