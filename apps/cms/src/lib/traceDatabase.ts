import { SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api'
import type { BaseDatabaseAdapter } from 'payload'

/**
 * Payload's database calls as spans of the request's trace (issue 26, OTEL_EXPORTER_OTLP_ENDPOINT):
 * `db.<method>`, named by the collection or global it reads or writes, never by a value (a where
 * clause or a document may hold personal data). On the adapter's methods, so SQLite and PostgreSQL
 * are traced alike; installed by the config's onInit only when tracing is on.
 */
const TRACED_METHODS = [
  'count',
  'countGlobalVersions',
  'countVersions',
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'find',
  'findDistinct',
  'findGlobal',
  'findGlobalVersions',
  'findOne',
  'findVersions',
  'queryDrafts',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const satisfies readonly (keyof BaseDatabaseAdapter)[]

type Call = (args: Record<string, unknown>) => Promise<unknown>

/** The slugs a call names: each method names its collection or global under one of these keys. */
function slugsOf(args: Record<string, unknown> | undefined): Attributes {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  const collection = text(args?.collection)
  const global = text(args?.global) ?? text(args?.globalSlug) ?? text(args?.slug)
  return {
    ...(collection ? { 'db.collection.name': collection } : {}),
    ...(global ? { 'payload.global': global } : {}),
  }
}

export function traceDatabase(db: BaseDatabaseAdapter): void {
  const tracer = trace.getTracer('jtt-cms.database')
  // OpenTelemetry's name for the system: Payload's adapters are named 'sqlite' and 'postgres'.
  const system = db.name === 'postgres' ? 'postgresql' : db.name
  const adapter = db as unknown as Record<string, Call>
  for (const method of TRACED_METHODS) {
    const call = adapter[method]
    if (typeof call !== 'function') continue
    adapter[method] = (args) =>
      tracer.startActiveSpan(
        `db.${method}`,
        {
          kind: SpanKind.CLIENT,
          attributes: { 'db.system.name': system, 'db.operation.name': method, ...slugsOf(args) },
        },
        async (span) => {
          try {
            return await call.call(db, args)
          } catch (error) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' })
            throw error
          } finally {
            span.end()
          }
        },
      )
  }
}
