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
  personSchema,
  businessLineSchema,
  csrPostSchema,
  companyProfileSchema,
  organizationSchema,
  whistleblowingSchema,
  aboutPagesSchema,
  type Board,
  restAreaSchema,
  tollRoadSchema,
  tariffTableSchema,
  tariffQuoteSchema,
  tollRoadServiceSchema,
  pressReleaseSummarySchema,
  pressReleaseSchema,
  documentSchema,
  yearCountSchema,
  investorRelationsSchema,
  type DocumentType,
  searchBodySchema,
  type SearchType,
  type SiteContentType,
  type RestAreaFacility,
  type RestAreaStatus,
  type RestAreaType,
  type RoadSide,
  type VehicleClass,
  formAcceptedSchema,
  subscriptionConfirmedSchema,
  unsubscribedSchema,
  type AlertSubscriptionRequest,
  type ContactMessageRequest,
  type EmailLinkTokenRequest,
  type UnsubscribeLinkRequest,
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
  people: listBodySchema(personSchema),
  businessLines: listBodySchema(businessLineSchema),
  csrPosts: listBodySchema(csrPostSchema),
  companyProfile: itemBodySchema(companyProfileSchema),
  organization: itemBodySchema(organizationSchema),
  whistleblowing: itemBodySchema(whistleblowingSchema),
  aboutPages: itemBodySchema(aboutPagesSchema),
  restAreas: listBodySchema(restAreaSchema),
  tollRoads: listBodySchema(tollRoadSchema),
  tariffs: listBodySchema(tariffTableSchema),
  tariffQuote: itemBodySchema(tariffQuoteSchema),
  tollRoadService: itemBodySchema(tollRoadServiceSchema),
  pressReleases: listBodySchema(pressReleaseSummarySchema),
  pressRelease: itemBodySchema(pressReleaseSchema),
  documents: listBodySchema(documentSchema),
  years: itemBodySchema(z.array(yearCountSchema)),
  investorRelations: itemBodySchema(investorRelationsSchema),
  accepted: itemBodySchema(formAcceptedSchema),
  confirmed: itemBodySchema(subscriptionConfirmedSchema),
  unsubscribed: itemBodySchema(unsubscribedSchema),
  search: searchBodySchema,
  health: itemBodySchema(z.object({ status: z.literal('ok') })),
}

/** Filters of `GET /rest-areas`; `facilities` lists facilities that must all be offered. */
export type RestAreaFilters = {
  id?: string
  road?: string
  side?: RoadSide
  type?: RestAreaType
  facilities?: readonly RestAreaFacility[]
  status?: RestAreaStatus
  q?: string
}

/** Parameters every read of publishable content takes: language and, with a preview token, drafts. */
type Readable = { locale?: Locale; draft?: boolean }

export function createContentClient(config: ContentClientConfig) {
  const defaults = {
    baseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs ?? 5000,
    fetchImpl: config.fetch ?? globalThis.fetch.bind(globalThis),
  }
  const options = (call?: CallOptions): RequestOptions => ({ ...defaults, ...call })
  const paging = (p: Paging): Query => ({ page: p.page, per_page: p.perPage })
  const locale = (l?: Locale) => l ?? config.locale ?? DEFAULT_LOCALE
  const draft = (d?: boolean) => (d ? 'true' : undefined)
  const get = <S extends z.ZodType>(path: string, query: Query, schema: S, call?: CallOptions) =>
    requestJson('GET', buildUrl(config.baseUrl, path, query), schema, options(call))
  const readable = (p: Readable): Query => ({ locale: locale(p.locale), draft: p.draft ? 'true' : undefined })
  const post = <S extends z.ZodType>(path: string, body: unknown, schema: S, call?: CallOptions) =>
    requestJson('POST', buildUrl(config.baseUrl, path), schema, options(call), body)

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

    /** `GET /people?filter[board]=…&filter[slug]=…`: board members in their order. */
    people: (p: { board?: Board; slug?: string } & Readable & Paging = {}, call?: CallOptions) =>
      get(
        'people',
        { 'filter[board]': p.board, 'filter[slug]': p.slug, ...readable(p), ...paging(p) },
        bodies.people,
        call,
      ),

    /** `GET /business-lines?filter[slug]=…`: JTT's business lines in their order; slugs per language. */
    businessLines: (p: { slug?: string } & Readable & Paging = {}, call?: CallOptions) =>
      get('business-lines', { 'filter[slug]': p.slug, ...readable(p), ...paging(p) }, bodies.businessLines, call),

    /** `GET /csr-posts?filter[id]=…`: CSR activities, newest first. */
    csrPosts: (p: { id?: string } & Readable & Paging = {}, call?: CallOptions) =>
      get('csr-posts', { 'filter[id]': p.id, ...readable(p), ...paging(p) }, bodies.csrPosts, call),

    /** `GET /company-profile`: the company overview (history, vision and mission, values, key facts). */
    companyProfile: (p: Readable = {}, call?: CallOptions) =>
      get('company-profile', readable(p), bodies.companyProfile, call),

    /** `GET /organization-structure`: the organization chart and its units as a tree. */
    organization: (p: Readable = {}, call?: CallOptions) =>
      get('organization-structure', readable(p), bodies.organization, call),

    /** `GET /whistleblowing`: the whistleblowing system page. */
    whistleblowing: (p: Readable = {}, call?: CallOptions) =>
      get('whistleblowing', readable(p), bodies.whistleblowing, call),

    /** `GET /about-pages`: titles, introductions and SEO of the About Us list pages. */
    aboutPages: (p: Readable = {}, call?: CallOptions) => get('about-pages', readable(p), bodies.aboutPages, call),
    /** `GET /rest-areas?filter[...]=…&locale=…`: rest areas by road, side, type, facilities, status or search text. */
    restAreas: (p: RestAreaFilters & { locale?: Locale } & Paging = {}, call?: CallOptions) =>
      get(
        'rest-areas',
        {
          'filter[id]': p.id,
          'filter[road]': p.road,
          'filter[side]': p.side,
          'filter[type]': p.type,
          'filter[facility]': p.facilities?.join(','),
          'filter[status]': p.status,
          'filter[q]': p.q,
          locale: locale(p.locale),
          ...paging(p),
        },
        bodies.restAreas,
        call,
      ),

    /** `GET /toll-roads?filter[slug]=…&locale=…`: sections with their route, gates and tariff system. */
    tollRoads: (p: { slug?: string; locale?: Locale; draft?: boolean } & Paging = {}, call?: CallOptions) =>
      get(
        'toll-roads',
        { 'filter[slug]': p.slug, locale: locale(p.locale), draft: p.draft ? 'true' : undefined, ...paging(p) },
        bodies.tollRoads,
        call,
      ),

    /** `GET /tariffs?filter[road]=…&locale=…`: each section's tariff table. */
    tariffs: (p: { road?: string; locale?: Locale } & Paging = {}, call?: CallOptions) =>
      get('tariffs', { 'filter[road]': p.road, locale: locale(p.locale), ...paging(p) }, bodies.tariffs, call),

    /** `GET /tariffs/quote?filter[entry]=…&filter[exit]=…&filter[class]=…`: the tariff and distance of one trip. */
    tariffQuote: (
      p: { entry: string; exit: string; vehicleClass: VehicleClass; locale?: Locale },
      call?: CallOptions,
    ) =>
      get(
        'tariffs/quote',
        {
          'filter[entry]': p.entry,
          'filter[exit]': p.exit,
          'filter[class]': p.vehicleClass,
          locale: locale(p.locale),
        },
        bodies.tariffQuote,
        call,
      ),

    /** `GET /toll-road-service?locale=…[&draft=true]`: contacts, payment methods and traffic links. */
    tollRoadService: (p: { locale?: Locale; draft?: boolean } = {}, call?: CallOptions) =>
      get(
        'toll-road-service',
        { locale: locale(p.locale), draft: p.draft ? 'true' : undefined },
        bodies.tollRoadService,
        call,
      ),
    /** `GET /press-releases?filter[year]=…&locale=…[&draft=true]`: newest first, summaries only. */
    pressReleases: (p: { year?: number; locale?: Locale; draft?: boolean } & Paging = {}, call?: CallOptions) =>
      get(
        'press-releases',
        { 'filter[year]': p.year, locale: locale(p.locale), draft: draft(p.draft), ...paging(p) },
        bodies.pressReleases,
        call,
      ),

    /** `GET /press-releases/{slug}?locale=…[&draft=true]`: one release in full, by its slug in that language. */
    pressRelease: (p: { slug: string; locale?: Locale; draft?: boolean }, call?: CallOptions) =>
      get(
        `press-releases/${encodeURIComponent(p.slug)}`,
        { locale: locale(p.locale), draft: draft(p.draft) },
        bodies.pressRelease,
        call,
      ),

    /** `GET /press-releases/years`: the years that have published releases, newest first. */
    pressReleaseYears: (call?: CallOptions) => get('press-releases/years', {}, bodies.years, call),

    /** `GET /documents?filter[type]=…&filter[year]=…&locale=…[&draft=true]`: PDFs, newest year first. */
    documents: (
      p: { type?: DocumentType; year?: number; locale?: Locale; draft?: boolean } & Paging = {},
      call?: CallOptions,
    ) =>
      get(
        'documents',
        {
          'filter[type]': p.type,
          'filter[year]': p.year,
          locale: locale(p.locale),
          draft: draft(p.draft),
          ...paging(p),
        },
        bodies.documents,
        call,
      ),

    /** `GET /documents/years?filter[type]=…`: the years that have published documents (of a type). */
    documentYears: (p: { type?: DocumentType } = {}, call?: CallOptions) =>
      get('documents/years', { 'filter[type]': p.type }, bodies.years, call),

    /** `GET /investor-relations?locale=…[&draft=true]`: the investor-relations section's content. */
    investorRelations: (p: { locale?: Locale; draft?: boolean } = {}, call?: CallOptions) =>
      get('investor-relations', { locale: locale(p.locale), draft: draft(p.draft) }, bodies.investorRelations, call),
    /** `GET /search?q=…&locale=…&filter[type]=…`: published content ranked by relevance, with facets. */
    search: (p: { q: string; locale?: Locale; type?: SearchType } & Paging, call?: CallOptions) =>
      get('search', { q: p.q, locale: locale(p.locale), 'filter[type]': p.type, ...paging(p) }, bodies.search, call),

    /** `POST /auth/login`: answers a bearer token. */
    login: (credentials: LoginRequest, call?: CallOptions) =>
      requestJson('POST', buildUrl(config.baseUrl, 'auth/login'), bodies.login, options(call), credentials),

    /** `POST /auth/logout`: the token stops working. */
    logout: (token: string, call?: CallOptions) =>
      requestJson('POST', buildUrl(config.baseUrl, 'auth/logout'), bodies.logout, options({ ...call, token })),

    /** `POST /contact-messages`: stores a visitor's message; the notification email follows from the job queue. */
    submitContactMessage: (body: ContactMessageRequest, call?: CallOptions) =>
      post('contact-messages', body, bodies.accepted, call),

    /** `POST /alert-subscriptions`: sends a confirmation link (the answer never tells whether the address is known). */
    subscribeToAlerts: (body: AlertSubscriptionRequest, call?: CallOptions) =>
      post('alert-subscriptions', body, bodies.accepted, call),

    /** `POST /alert-subscriptions/confirm` with the token of a confirmation link. */
    confirmAlertSubscription: (body: EmailLinkTokenRequest, call?: CallOptions) =>
      post('alert-subscriptions/confirm', body, bodies.confirmed, call),

    /** `POST /alert-subscriptions/unsubscribe` with the token of an unsubscribe link. */
    unsubscribeFromAlerts: (body: EmailLinkTokenRequest, call?: CallOptions) =>
      post('alert-subscriptions/unsubscribe', body, bodies.unsubscribed, call),

    /** `POST /alert-subscriptions/unsubscribe-requests`: emails an unsubscribe link if the address is subscribed. */
    requestUnsubscribeLink: (body: UnsubscribeLinkRequest, call?: CallOptions) =>
      post('alert-subscriptions/unsubscribe-requests', body, bodies.accepted, call),

    /** `GET /health`: the service is up and its database answers (readiness). */
    health: (call?: CallOptions) => get('health', {}, bodies.health, call),

    /** `GET /current-user/profile` with `Authorization: Bearer …`. */
    profile: (token: string, call?: CallOptions) => get('current-user/profile', {}, bodies.profile, { ...call, token }),
  }
}

export type ContentClient = ReturnType<typeof createContentClient>
