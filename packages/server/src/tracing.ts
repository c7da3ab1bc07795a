import { trace, type Context, type TextMapGetter } from '@opentelemetry/api'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import {
  AlwaysOnSampler,
  BatchSpanProcessor,
  NodeTracerProvider,
  RandomIdGenerator,
  type IdGenerator,
} from '@opentelemetry/sdk-trace-node'
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions'
import { currentRequestId } from './request-context'
import { ScrubbingSpanProcessor } from './span-scrub'

/**
 * OpenTelemetry traces (issue 26), on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: each app's
 * `instrumentation.ts` imports this module then, and never otherwise, so a site without a collector
 * loads none of it. Next.js makes its spans through `@opentelemetry/api` once a provider is registered;
 * the CMS adds its database calls (apps/cms/src/lib/traceDatabase.ts).
 *
 * A trace's id IS the request id (request-context.ts, also a W3C trace id): one id finds a visitor's
 * request in the edge's, the web's and the CMS's logs and in the traces, with nothing to translate.
 */

/** New traces take the id of the request being answered; work outside a request gets a random one. */
class RequestIdGenerator implements IdGenerator {
  private readonly random = new RandomIdGenerator()
  generateTraceId = (): string => currentRequestId() ?? this.random.generateTraceId()
  generateSpanId = (): string => this.random.generateSpanId()
}

/**
 * The W3C `traceparent`, continued only when its trace is the request's own: the web's calls to the
 * Content API carry the page's trace (and the front took its id as the request id). A `traceparent`
 * from elsewhere, under another request id (the edge's X-Request-Id wins), starts a trace of its own,
 * so the trace id and the request id never differ.
 */
class RequestTraceContext extends W3CTraceContextPropagator {
  override extract(context: Context, carrier: unknown, getter: TextMapGetter): Context {
    const extracted = super.extract(context, carrier, getter)
    const remote = trace.getSpanContext(extracted)
    const requestId = currentRequestId()
    return remote && requestId && remote.traceId !== requestId ? context : extracted
  }
}

/** OTLP/HTTP's address for traces under a collector's base address (as the OTLP exporter spec has it). */
export const tracesUrl = (endpoint: string) => `${endpoint.replace(/\/+$/, '')}/v1/traces`

type TracingOptions = {
  /** `service.name` of every span: which app made it. */
  serviceName: string
  /** The collector's OTLP/HTTP base address (OTEL_EXPORTER_OTLP_ENDPOINT); spans go to `/v1/traces`. */
  endpoint: string
}

/**
 * Registers the process's tracer provider, context manager (AsyncLocalStorage) and propagator.
 * Every request is traced: sampling, if any, is the collector's (tail sampling sees whole traces).
 */
export function startTracing({ serviceName, endpoint }: TracingOptions): NodeTracerProvider {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    idGenerator: new RequestIdGenerator(),
    sampler: new AlwaysOnSampler(),
    // Scrubbed first (span-scrub.ts), then sent in batches.
    spanProcessors: [
      new ScrubbingSpanProcessor(),
      new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl(endpoint) })),
    ],
  })
  provider.register({ propagator: new RequestTraceContext() })
  // The front stops on these (front.ts) once in-flight requests are answered: send what is left.
  const flush = () => void provider.forceFlush().catch(() => undefined)
  process.once('SIGTERM', flush)
  process.once('SIGINT', flush)
  return provider
}
