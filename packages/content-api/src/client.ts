import { z } from 'zod'
import {
  componentSchema,
  settingSchema,
  menuItemSchema,
  pageSchema,
  redirectSchema,
  mediaSchema,
  loginResultSchema,
  logoutResultSchema,
  profileSchema,
  homeSchema,
  siteEntrySchema,
  searchBodySchema,
  type SearchType,
  type SiteContentType,
  itemBodySchema,
  listBodySchema,
  DEFAULT_LOCALE,
  type Locale,
  type LoginRequest,
} from './schemas'
import { buildUrl, requestJson, type Query, type RequestOptions } from './request'

export type ContentClientConfig = {
  /** Base of the Content API v1, e.g. `http://127.0.0.1:3001/v1`. */
  baseUrl: string
  /** Locale used when a call names none. */
  locale?: Locale
  /** Per-request time limit; the site must not hang on a slow service. */
  timeoutMs?: number
  fetch?: typeof fetch
}

/** Per-call extras: fetch options (cache tags) and a bearer token. */
export type CallOptions = { init?: RequestInit; token?: string }
export type Paging = { page?: number; perPage?: number }

const bodies = {
  components: listBodySchema(componentSchema),
  settings: listBodySchema(settingSchema),
  menu: itemBodySchema(z.array(menuItemSchema)),
  pages: listBodySchema(pageSchema),
  redirects: listBodySchema(redirectSchema),
  media: listBodySchema(mediaSchema),
  login: itemBodySchema(loginResultSchema),
  logout: itemBodySchema(logoutResultSchema),
  profile: itemBodySchema(profileSchema),
  home: itemBodySchema(homeSchema),
  sitemap: listBodySchema(siteEntrySchema),
  search: searchBodySchema,
}

export function createContentClient(config: ContentClientConfig) {
  const defaults = {
    baseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs ?? 5000,
    fetchImpl: config.fetch ?? globalThis.fetch.bind(globalThis),
  }
  const options = (call?: CallOptions): RequestOptions => ({ ...defaults, ...call })
  const paging = (p: Paging): Query => ({ page: p.page, per_page: p.perPage })
  const locale = (l?: Locale) => l ?? config.locale ?? DEFAULT_LOCALE
  const get = <S extends z.ZodType>(path: string, query: Query, schema: S, call?: CallOptions) =>
    requestJson('GET', buildUrl(config.baseUrl, path, query), schema, options(call))

  return {
    /** `GET /components?filter[slug]=…&locale=…` (spec §7). */
    components: (p: { slug?: string; locale?: Locale } & Paging = {}, call?: CallOptions) =>
      get('components', { 'filter[slug]': p.slug, locale: locale(p.locale), ...paging(p) }, bodies.components, call),

    /** `GET /settings?filter[key]=…&locale=…` (spec §7). */
    settings: (p: { key?: string; locale?: Locale } & Paging = {}, call?: CallOptions) =>
      get('settings', { 'filter[key]': p.key, locale: locale(p.locale), ...paging(p) }, bodies.settings, call),

    /** `GET /menu?locale=…`: the whole main menu tree, inactive items included. */
    menu: (p: { locale?: Locale } = {}, call?: CallOptions) =>
      get('menu', { locale: locale(p.locale) }, bodies.menu, call),

    /** `GET /pages?filter[slug]=…&locale=…`; `draft: true` needs a token with `content:preview`. */
    pages: (p: { slug?: string; locale?: Locale; draft?: boolean } & Paging = {}, call?: CallOptions) =>
      get(
        'pages',
        { 'filter[slug]': p.slug, locale: locale(p.locale), draft: p.draft ? 'true' : undefined, ...paging(p) },
        bodies.pages,
        call,
      ),

    /** `GET /home?locale=…[&draft=true]`: the home page's content. */
    home: (p: { locale?: Locale; draft?: boolean } = {}, call?: CallOptions) =>
      get('home', { locale: locale(p.locale), draft: p.draft ? 'true' : undefined }, bodies.home, call),

    /** `GET /redirects?filter[old_url]=…`. */
    redirects: (p: { oldUrl?: string } & Paging = {}, call?: CallOptions) =>
      get('redirects', { 'filter[old_url]': p.oldUrl, ...paging(p) }, bodies.redirects, call),

    /** `GET /media?filter[id]=…&locale=…`: images with their conversion map. */
    media: (p: { id?: string; locale?: Locale } & Paging = {}, call?: CallOptions) =>
      get('media', { 'filter[id]': p.id, locale: locale(p.locale), ...paging(p) }, bodies.media, call),

    /** `GET /sitemap?filter[type]=…`: every published item the site has a page for. */
    sitemap: (p: { type?: SiteContentType } & Paging = {}, call?: CallOptions) =>
      get('sitemap', { 'filter[type]': p.type, ...paging(p) }, bodies.sitemap, call),

    /** `GET /search?q=…&locale=…&filter[type]=…`: published content ranked by relevance, with facets. */
    search: (p: { q: string; locale?: Locale; type?: SearchType } & Paging, call?: CallOptions) =>
      get('search', { q: p.q, locale: locale(p.locale), 'filter[type]': p.type, ...paging(p) }, bodies.search, call),

    /** `POST /auth/login`: answers a bearer token. */
    login: (credentials: LoginRequest, call?: CallOptions) =>
      requestJson('POST', buildUrl(config.baseUrl, 'auth/login'), bodies.login, options(call), credentials),

    /** `POST /auth/logout`: the token stops working. */
    logout: (token: string, call?: CallOptions) =>
      requestJson('POST', buildUrl(config.baseUrl, 'auth/logout'), bodies.logout, options({ ...call, token })),

    /** `GET /current-user/profile` with `Authorization: Bearer …`. */
    profile: (token: string, call?: CallOptions) => get('current-user/profile', {}, bodies.profile, { ...call, token }),
  }
}

export type ContentClient = ReturnType<typeof createContentClient>
