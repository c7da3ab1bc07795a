import type { z } from 'zod'
import type { Locale } from './schemas/common'
import type { Query } from './request'

/**
 * A read of the Content API, declared next to the schema of what it answers: the client gets a
 * method of the same name from it (client.ts), and the README's endpoint table a row (a unit test
 * keeps the table current). A schema module exports its reads as one `reads({ … })` group; the
 * client collects every group the schemas' index exports (readRegistry.ts), so a new type's reads
 * need no edit anywhere else.
 */
type ReadSpec<P, A extends z.ZodType> = {
  /** The path under `/v1`; a key in braces is a parameter (`press-releases/{slug}` takes `slug`). */
  path: string
  /** The answer's whole body (`listBodySchema(…)`, `itemBodySchema(…)`). */
  answer: A
  /** The query the parameters make, filters as `filter[name]` (empty values are left out). */
  query?: (params: P) => Query
  /** Takes `locale` (the client's default when a call names none). */
  localized?: true
  /** Takes `draft=true`, which needs a bearer token with `content:preview`. */
  drafts?: true
  /** Takes `page` and `per_page`. */
  paged?: true
  /** The README's row: the call as written there, its filters, and what `data` holds. */
  doc: { call: string; filters: string; answer: string }
}

/** A declared read, whatever its parameters (what the registry and the README's test walk). */
export type ReadEndpoint = ReadSpec<never, z.ZodType>

type QueryParams<S> = S extends { query: (params: infer P) => Query } ? P : unknown

/** The keys a path carries: `press-releases/{slug}` → `{ slug: string }`. */
type PathParams<T> = T extends `${string}{${infer N}}${infer Rest}` ? { [K in N]: string } & PathParams<Rest> : unknown

/** What every read's flags add to its parameters. */
type Common<S> = (S extends { localized: true } ? { locale?: Locale } : unknown) &
  (S extends { drafts: true } ? { draft?: boolean } : unknown) &
  (S extends { paged: true } ? { page?: number; perPage?: number } : unknown)

/** A read's parameters: those its `query` and `path` take, and those its flags add. */
export type ReadParams<S extends ReadEndpoint> = QueryParams<S> & PathParams<S['path']> & Common<S>

const PATH_KEY = /\{(\w+)\}/g

/** A read's path with its keys filled in, each encoded (`a b/c` → `a%20b%2Fc`). */
export const readPath = (endpoint: ReadEndpoint, params: Record<string, unknown>): string =>
  endpoint.path.replace(PATH_KEY, (_, name: string) => encodeURIComponent(String(params[name])))

/** A read's path as its route file's pattern under `app/(v1)/v1` (`press-releases/[slug]`). */
export const readRoute = (endpoint: ReadEndpoint): string => endpoint.path.replace(PATH_KEY, '[$1]')

/** Tells a group of reads apart from the schemas' other exports (a symbol: no export can clash). */
export const READS: unique symbol = Symbol('reads')

export type ReadGroup = { readonly [READS]: true }

/** Marks a schema module's reads, by the client method each one becomes. */
export const reads = <const G extends Record<string, ReadEndpoint>>(group: G): G & ReadGroup =>
  Object.defineProperty({ ...group }, READS, { value: true, enumerable: false }) as G & ReadGroup

export const isReadGroup = (value: unknown): value is ReadGroup & Record<string, ReadEndpoint> =>
  typeof value === 'object' && value !== null && READS in value
