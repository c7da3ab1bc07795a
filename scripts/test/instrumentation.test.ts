import { context, propagation, trace } from '@opentelemetry/api'
import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * Both apps' `instrumentation.ts` (Next.js calls `register()` at start): tracing costs nothing unless
 * OTEL_EXPORTER_OTLP_ENDPOINT is set — the module that loads OpenTelemetry's SDK is not even imported.
 * Loading it is observed, not replaced: the real module runs.
 */
const seen = vi.hoisted(() => ({ imported: false, started: [] as string[] }))
vi.mock(import('@jtt/server/tracing'), async (importOriginal) => {
  seen.imported = true
  const tracing = await importOriginal()
  return {
    ...tracing,
    startTracing: (options) => {
      seen.started.push(options.serviceName)
      return tracing.startTracing(options)
    },
  }
})

const apps = {
  web: () => import('../../apps/web/src/instrumentation'),
  cms: () => import('../../apps/cms/src/instrumentation'),
}
const ENDPOINT = 'OTEL_EXPORTER_OTLP_ENDPOINT'

/** Starts `app` as Next.js would, its settings read afresh from `endpoint` (undefined: unset). */
async function register(app: keyof typeof apps, endpoint: string | undefined) {
  vi.resetModules()
  if (endpoint === undefined) delete process.env[ENDPOINT]
  else process.env[ENDPOINT] = endpoint
  await (await apps[app]()).register()
}

/** Whether a span started now belongs to a trace (the API alone answers spans of none). */
const traced = () => {
  const span = trace.getTracer('instrumentation.test').startSpan('probe')
  span.end()
  return trace.isSpanContextValid(span.spanContext())
}

afterEach(() => {
  delete process.env[ENDPOINT]
  trace.disable()
  propagation.disable()
  context.disable()
})

const appNames = Object.keys(apps) as (keyof typeof apps)[]

// First, while nothing has imported the tracing module: a module is evaluated once per test file.
describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it.each(appNames)('the %s imports nothing of tracing and records nothing', async (app) => {
    await register(app, undefined)
    expect(seen.imported).toBe(false)
    expect(traced()).toBe(false)
  })
})

describe('with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it.each(appNames)('the %s registers a tracer provider under its name', async (app) => {
    // Nothing listens there: the spans of this probe are dropped after a failed export.
    await register(app, 'http://127.0.0.1:9')
    expect(seen.started.at(-1)).toBe(`jtt-${app}`)
    expect(traced()).toBe(true)
  })
})
