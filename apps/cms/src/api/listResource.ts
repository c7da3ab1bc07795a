import type { Locale } from '@jtt/content-api'
import type { CollectionSlug, PaginatedDocs, Payload, Where } from 'payload'
import type { Config, User } from '../payload-types'
import { previewAccess } from './auth'
import { apiRoute } from './handler'
import { payloadClient } from './payload'
import { parseQuery, type ParsedQuery } from './query'
import { list, pageMeta, PRIVATE_NO_STORE, PUBLIC_CACHE } from './respond'
import { type SluggedCollection, slugsOf } from './slugs'
import { untranslatedDocs } from './untranslated'

type Doc<S extends CollectionSlug> = Config['collections'][S]
type Read = { locale: Locale; draft: boolean; user: User | null }
type SlugPairs = Map<string, { id: string; en: string }>

/** What a list's query needs that is read first: the Payload client and who reads in which language. */
type ListRead = { payload: Payload; read: Read }
/** A list's conditions: none, built at once, or built later from what `ListRead` gives (a slug's lookup). */
type Condition = Where | undefined | ((context: ListRead) => Promise<Where>)

/**
 * `payload.find` for one page, typed by hand: its own per-collection typing, over a collection slug
 * that is a type parameter, is a union too complex for TypeScript to represent.
 */
type FindPage<S extends CollectionSlug> = (options: {
  collection: S
  where: Where
  locale: Locale
  draft?: boolean
  user?: User | null
  fallbackLocale: Locale
  overrideAccess: false
  page: number
  limit: number
  sort: string | string[]
  depth?: number
  select?: Record<string, true>
  populate?: Record<string, Record<string, true>>
}) => Promise<PaginatedDocs<Doc<S>>>

/**
 * What the serializer gets besides the document: the language and, where asked, each document's slug
 * pair and untranslated fields by id.
 */
type ListExtras = { locale: Locale; slugs: SlugPairs; untranslated: Map<string, string[]> }

type ListResource<S extends CollectionSlug, F extends string, T> = {
  filters?: readonly F[]
  /**
   * The conditions from the filters. It runs before anything is read, so a bad filter value is a 400
   * (thrown here) before a token is checked, as a bare request would get it.
   */
  where?: (filters: ParsedQuery<F>['filters']) => Condition
  /** The order, or the order for these filters (a list whose filters change what comes first). */
  sort: string | string[] | ((filters: ParsedQuery<F>['filters']) => string | string[])
  depth?: 0 | 1
  select?: Record<string, true>
  populate?: Record<string, Record<string, true>>
  /** Accepts `draft=true` (with a `content:preview` token) and keeps answers read with a token private. */
  drafts?: boolean
  /** Each document's slug in both languages, for the language switch (collections with a localized slug). */
  slugs?: S extends SluggedCollection ? true : never
  /** Each document's fields that fell back to Indonesian. */
  reportsUntranslated?: boolean
  /** One document as the contract's item; null leaves it out of the page. */
  serialize: (doc: Doc<S>, extras: ListExtras) => T | null
  /**
   * How long shared caches may keep a public answer, where the default (PUBLIC_CACHE) could outlive
   * what it says (items that start or end by the clock).
   */
  publicCache?: (context: ListRead) => Promise<Record<string, string>>
}

/**
 * `GET /v1/<collection>?filter[…]=…&locale=…&page=…&per_page=…[&draft=true]`: one page of a collection
 * as the contract's list, in the language asked for (Indonesian where English is missing).
 */
export function listResource<S extends CollectionSlug, F extends string, T>(
  collection: S,
  resource: ListResource<S, F, T>,
) {
  const { drafts = false, where: conditionOf = () => undefined } = resource
  return apiRoute(async (request) => {
    const q = parseQuery(request, {
      filters: resource.filters ?? [],
      locale: true,
      paging: true,
      ...(drafts ? { flags: ['draft'] } : {}),
    })
    const condition = conditionOf(q.filters)
    const payload = await payloadClient()
    const access = drafts ? await previewAccess(payload, request, q.flags.draft) : null
    const read: Read = { locale: q.locale, draft: access?.draft ?? false, user: access?.user ?? null }
    // Lists without drafts read as before drafts existed: no draft or user options at all.
    const readOptions = access ? read : { locale: q.locale }
    const where = (typeof condition === 'function' ? await condition({ payload, read }) : condition) ?? {}
    const result = await (payload.find as FindPage<S>)({
      collection,
      where,
      ...readOptions,
      fallbackLocale: 'id',
      overrideAccess: false,
      page: q.page,
      limit: q.perPage,
      sort: typeof resource.sort === 'function' ? resource.sort(q.filters) : resource.sort,
      ...(resource.depth === undefined ? {} : { depth: resource.depth }),
      ...(resource.select ? { select: resource.select } : {}),
      ...(resource.populate ? { populate: resource.populate } : {}),
    })
    const docs = result.docs
    const [slugs, untranslated] = await Promise.all([
      resource.slugs ? slugsOf(payload, collection as SluggedCollection, docs, read) : new Map(),
      resource.reportsUntranslated ? untranslatedDocs(payload, collection, docs, read) : new Map(),
    ])
    const extras: ListExtras = { locale: q.locale, slugs, untranslated }
    const count = () =>
      payload.count({
        collection,
        where,
        locale: q.locale,
        ...(access ? { user: read.user } : {}),
        overrideAccess: false,
      })
    return list(
      docs.map((doc) => resource.serialize(doc, extras)).filter((item) => item !== null),
      await pageMeta(q, result, count),
      access && (access.draft || access.signedIn)
        ? PRIVATE_NO_STORE
        : ((await resource.publicCache?.({ payload, read })) ?? PUBLIC_CACHE),
    )
  })
}
