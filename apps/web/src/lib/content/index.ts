import {
  collectAllPages,
  DEFAULT_LOCALE,
  FOOTER_COMPONENT_SLUGS,
  OFFICE_LOCATION_KEYS,
  SOCIAL_SETTING_KEYS,
  type FooterComponentSlug,
  type Home,
  type Locale,
  type MenuItem,
  type Page,
  type SiteEntry,
  type SocialSettingKey,
} from '@jtt/content-api'
import { cache } from 'react'
import { api } from './client'
import { ContentUnavailableError } from './errors'
import { readMode } from './preview'
import { cached, cacheTags } from './tags'

/** The main menu tree, inactive items included (the header hides them). */
export const getMenu = cache(async (): Promise<MenuItem[]> => {
  const result = await api.menu({}, cached(cacheTags.menu))
  if (!result.ok) throw new ContentUnavailableError('the menu', result.error)
  return result.data.data
})

export type FooterContent = {
  components: Partial<Record<FooterComponentSlug, string>>
  settings: Partial<Record<SocialSettingKey, string>>
}

/**
 * Footer content as the spec's 13 parallel calls (8 components, 5 settings), title/value from the
 * first item. A missing or failed item is simply left out, so the footer degrades instead of failing.
 */
export const getFooter = cache(async (locale: Locale): Promise<FooterContent> => {
  const [components, settings] = await Promise.all([
    Promise.all(FOOTER_COMPONENT_SLUGS.map((slug) => api.components({ slug, locale }, cached(cacheTags.footer)))),
    Promise.all(SOCIAL_SETTING_KEYS.map((key) => api.settings({ key, locale }, cached(cacheTags.footer)))),
  ])
  const footer: FooterContent = { components: {}, settings: {} }
  FOOTER_COMPONENT_SLUGS.forEach((slug, i) => {
    const r = components[i]
    const title = r?.ok ? r.data.data[0]?.title : undefined
    if (title) footer.components[slug] = title
  })
  SOCIAL_SETTING_KEYS.forEach((key, i) => {
    const r = settings[i]
    const value = r?.ok ? r.data.data[0]?.value : undefined
    if (value) footer.settings[key] = value
  })
  return footer
})

/** The office's position from the CMS settings (contact page map), or null when not set or not a position. */
export const getOfficeLocation = cache(async (): Promise<{ lat: number; lng: number } | null> => {
  const answers = await Promise.all(
    OFFICE_LOCATION_KEYS.map((key) => api.settings({ key, locale: DEFAULT_LOCALE }, cached(cacheTags.footer))),
  )
  // An empty setting (a new database's, until an editor sets it) is no position, not 0.
  const [lat = NaN, lng = NaN] = answers.map((r) => Number((r.ok && r.data.data[0]?.value) || NaN))
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null
})

export const getHome = cache(async (locale: Locale): Promise<Home | null> => {
  const { draft, call } = await readMode(cacheTags.home, cacheTags.media)
  const result = await api.home({ locale, draft }, call)
  if (result.ok) return result.data.data
  if (result.error.status === 404) return null
  throw new ContentUnavailableError('the home page', result.error)
})

/** A CMS page by its slug in the given language, or null. */
export const getPage = cache(async (slug: string, locale: Locale): Promise<Page | null> => {
  const { draft, call } = await readMode(cacheTags.item('page', slug), cacheTags.media)
  const result = await api.pages({ slug, locale, draft }, call)
  if (!result.ok) {
    // A slug the API refuses (too long, odd characters) cannot name a page.
    if (result.error.status === 400) return null
    throw new ContentUnavailableError(`page ${slug}`, result.error)
  }
  return result.data.data[0] ?? null
})

/** Every published page in one language (the footer lists them), page by page. */
export const getAllPages = cache(async (locale: Locale): Promise<Page[]> => {
  const result = await collectAllPages((page) =>
    api.pages({ locale, page, perPage: 100 }, cached(cacheTags.list('page'), cacheTags.media)),
  )
  if (!result.ok) throw new ContentUnavailableError('the page list', result.error)
  return result.data
})

/** Every published item with a page (all types), for the sitemap. */
export const getSiteEntries = cache(async (): Promise<SiteEntry[]> => {
  const result = await collectAllPages((page) => api.sitemap({ page, perPage: 100 }, cached(cacheTags.sitemap)))
  if (!result.ok) throw new ContentUnavailableError('the sitemap', result.error)
  return result.data
})
export * from './about'
