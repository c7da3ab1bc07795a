import { env } from './lib/env'

/**
 * Called by Next.js once at start (before Payload initialises). With OTEL_EXPORTER_OTLP_ENDPOINT set,
 * the content service exports OpenTelemetry traces: Next's spans for each request, continuing the web
 * site's trace when the web calls, and Payload's database calls (lib/traceDatabase.ts, installed by the
 * config's onInit). Unset, nothing of OpenTelemetry's SDK is even loaded.
 */
export async function register() {
  if (!env.otlpEndpoint) return
  const { startTracing } = await import('@jtt/server/tracing')
  startTracing({ serviceName: 'jtt-cms', endpoint: env.otlpEndpoint })
}
