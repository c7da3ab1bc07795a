import { z } from 'zod'
import {
  loginResultSchema,
  logoutResultSchema,
  profileSchema,
  formAcceptedSchema,
  subscriptionConfirmedSchema,
  unsubscribedSchema,
  type AlertSubscriptionRequest,
  type ContactMessageRequest,
  type EmailLinkTokenRequest,
  type UnsubscribeLinkRequest,
  itemBodySchema,
  DEFAULT_LOCALE,
  type Locale,
  type LoginRequest,
  type SearchEvent,
} from './schemas'
import { readPath, type ReadEndpoint, type ReadParams } from './read'
import { READ_ENDPOINTS, type DeclaredReads } from './readRegistry'
import { buildUrl, requestJson, type Query, type RequestOptions } from './request'
import type { Result } from './result'

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

/** A declared read as a method: its parameters may be left out when none is required. */
type ReadMethod<S extends ReadEndpoint> =
  Partial<ReadParams<S>> extends ReadParams<S>
    ? (params?: ReadParams<S>, call?: CallOptions) => Promise<Result<z.infer<S['answer']>>>
    : (params: ReadParams<S>, call?: CallOptions) => Promise<Result<z.infer<S['answer']>>>

/** One method per read the schemas declare (`reads({ … })` next to each schema), by its name there. */
type ReadMethods = {
  [K in keyof DeclaredReads]: DeclaredReads[K] extends ReadEndpoint ? ReadMethod<DeclaredReads[K]> : never
}

/** The answers of the calls that are not reads of content (signing in, forms, health). */
const bodies = {
  login: itemBodySchema(loginResultSchema),
  logout: itemBodySchema(logoutResultSchema),
  profile: itemBodySchema(profileSchema),
  accepted: itemBodySchema(formAcceptedSchema),
  confirmed: itemBodySchema(subscriptionConfirmedSchema),
  unsubscribed: itemBodySchema(unsubscribedSchema),
  health: itemBodySchema(z.object({ status: z.literal('ok') })),
  noContent: z.null(),
}

export function createContentClient(config: ContentClientConfig) {
  const defaults = {
    baseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs ?? 5000,
    fetchImpl: config.fetch ?? globalThis.fetch.bind(globalThis),
  }
  const options = (call?: CallOptions): RequestOptions => ({ ...defaults, ...call })
  const get = <S extends z.ZodType>(path: string, query: Query, schema: S, call?: CallOptions) =>
    requestJson('GET', buildUrl(config.baseUrl, path, query), schema, options(call))
  const post = <S extends z.ZodType>(path: string, body: unknown, schema: S, call?: CallOptions) =>
    requestJson('POST', buildUrl(config.baseUrl, path), schema, options(call), body)

  const readMethod =
    (endpoint: ReadEndpoint) =>
    (params: { locale?: Locale; draft?: boolean } & Paging = {}, call?: CallOptions) => {
      // The declaration's own parameter type: the method's type (ReadMethods) checks the callers.
      const own = params as never
      const query: Query = {
        ...endpoint.query?.(own),
        ...(endpoint.localized && { locale: params.locale ?? config.locale ?? DEFAULT_LOCALE }),
        ...(endpoint.drafts && { draft: params.draft ? 'true' : undefined }),
        ...(endpoint.paged && { page: params.page, per_page: params.perPage }),
      }
      return get(readPath(endpoint, params), query, endpoint.answer, call)
    }
  // Built from the declarations the type is derived from (readRegistry.ts), one method per read.
  const readMethods = Object.fromEntries(
    Object.entries(READ_ENDPOINTS).map(([name, endpoint]) => [name, readMethod(endpoint)]),
  ) as unknown as ReadMethods

  return {
    ...readMethods,

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

    /** `POST /search-events`: counts a visitor's search, or a result they opened (204, no body). */
    recordSearchEvent: (body: SearchEvent, call?: CallOptions) => post('search-events', body, bodies.noContent, call),

    /** `GET /health`: the service is up and its database answers (readiness). */
    health: (call?: CallOptions) => get('health', {}, bodies.health, call),

    /** `GET /current-user/profile` with `Authorization: Bearer …`. */
    profile: (token: string, call?: CallOptions) => get('current-user/profile', {}, bodies.profile, { ...call, token }),
  }
}

export type ContentClient = ReturnType<typeof createContentClient>
