import * as qs from 'qs-esm'
import {
  buildVersionCollectionFields,
  buildVersionGlobalFields,
  type FlattenedField,
  type SanitizedConfig,
} from 'payload'
import { whereProblem } from './whereClause'
import { idTypeOf, resolveWherePath, whereScope, type IdType, type WhereScope } from './wherePaths'

/** Why a request to Payload's REST API is refused before Payload sees it. */
export type RestRefusal = { status: 400 | 404; message: string }

/**
 * What the check reads: the collections and globals, and the database's id type. Not the Payload
 * instance: the integration tests run the same check in their own process (rest-where-sweep.test.ts).
 */
export type RestSchema = { config: SanitizedConfig; databaseIdType: IdType }

/** Longest file name a file system keeps (bytes): a longer one names no file, and `stat` throws on it. */
const NAME_MAX = 255

/**
 * The query as Payload parses it: qs with Payload's options, from the URL or — for a POST with a GET
 * override, as the admin's relationship search sends — from the form body appended to the URL.
 */
async function payloadQuery(request: Request): Promise<Record<string, unknown>> {
  const header = (name: string) => request.headers.get(name)
  const override = header('X-Payload-HTTP-Method-Override') === 'GET' || header('X-HTTP-Method-Override') === 'GET'
  const form = request.method === 'POST' && override && header('Content-Type') === 'application/x-www-form-urlencoded'
  const url = form ? `${request.url}?${await request.clone().text()}` : request.url
  const search = new URL(url).search
  return search
    ? qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true })
    : {}
}

/** The fields `/api/{collection}[/versions]…` and `/api/globals/{global}/versions` query, or null. */
function targetOf({ config, databaseIdType }: RestSchema, segments: string[]) {
  // Versions have ids of the database's type.
  const scope = (fields: FlattenedField[], idType = databaseIdType) =>
    whereScope(config, fields, idType, databaseIdType)
  if (segments[0] === 'globals') {
    const global = config.globals.find((g) => g.slug === segments[1])
    if (!global || segments[2] !== 'versions') return null
    return { scope: scope(buildVersionGlobalFields(config, global, true)) }
  }
  const collection = config.collections.find((c) => c.slug === segments[0])
  if (!collection) return null
  return {
    collection,
    scope:
      segments[1] === 'versions'
        ? scope(buildVersionCollectionFields(config, collection, true))
        : scope(collection.flattenedFields, idTypeOf(collection, databaseIdType)),
  }
}

/** A JSON parameter (Payload runs JSON.parse on a string `where` or `data`, and fails with a 500). */
function parsedJson(query: Record<string, unknown>, name: 'where' | 'data'): { value: unknown } | null {
  const value = query[name]
  if (typeof value !== 'string' || value === '') return { value }
  try {
    return { value: JSON.parse(value) as unknown }
  } catch {
    return null
  }
}

const decodedOrRaw = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * `sort` by a column of the document: not by a container (Payload fails with a 500), nor inside
 * blocks (joined once for the sort and once for a `where` on the same block, the query fails).
 */
function sortProblem(sort: unknown, scope: WhereScope): string | null {
  const terms = typeof sort === 'string' ? sort.split(',') : Array.isArray(sort) ? sort : []
  for (const term of terms) {
    if (typeof term !== 'string' || term === '') continue
    const leaf = resolveWherePath(term.replace(/^-/, ''), scope)
    const sortable =
      leaf && !leaf.inBlocks && (leaf.kind !== 'field' || !['json', 'richText'].includes(leaf.field.type))
    if (!sortable) return `sort: ${term.slice(0, 60)} is not a field to sort by.`
  }
  return null
}

/**
 * Malformed queries to Payload's REST API that Payload would answer with a 500 and a stack trace in
 * the log: a `where` that does not fit the collection's fields (see whereClause.ts), a `sort` by a
 * container, unparseable JSON in `where` or `data`, a bulk update or delete without `where`, a file
 * name longer than a file system keeps, a `prefix` for files kept without one.
 */
export async function restQueryRefusal(request: Request, schema: RestSchema): Promise<RestRefusal | null> {
  const segments = new URL(request.url).pathname.replace(/\/+$/, '').split('/').slice(2)
  const target = targetOf(schema, segments)
  if (!target) return null
  const query = await payloadQuery(request)
  const { collection, scope } = target
  if (collection && segments[1] === 'file' && (request.method === 'GET' || request.method === 'HEAD')) {
    if (Buffer.byteLength(decodedOrRaw(segments.slice(2).join('/'))) > NAME_MAX)
      return { status: 404, message: 'Not found.' }
    if ('prefix' in query && !collection.flattenedFields.some((f) => f.name === 'prefix'))
      return { status: 400, message: 'These files are kept without a prefix: leave out prefix.' }
  }
  const where = parsedJson(query, 'where')
  if (!where) return { status: 400, message: 'where is not valid JSON.' }
  if (!parsedJson(query, 'data')) return { status: 400, message: 'data is not valid JSON.' }
  const bulk = collection && segments.length === 1 && (request.method === 'PATCH' || request.method === 'DELETE')
  if (bulk && (where.value === undefined || where.value === '')) {
    const action = request.method === 'PATCH' ? 'update' : 'delete'
    return { status: 400, message: `Missing 'where' query of documents to ${action}.` }
  }
  const problem =
    (where.value !== undefined && where.value !== '' ? whereProblem(where.value, scope) : null) ??
    ('sort' in query ? sortProblem(query.sort, scope) : null)
  return problem ? { status: 400, message: problem } : null
}
