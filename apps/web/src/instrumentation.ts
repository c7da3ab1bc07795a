import { env } from './env'

/**
 * Called by Next.js once at start (before the first request). With OTEL_EXPORTER_OTLP_ENDPOINT set,
 * the site exports OpenTelemetry traces: Next's spans for each request and render, and its fetches of
 * the Content API, whose own spans join the same trace (lib/content/client.ts passes it on). Unset,
 * nothing of OpenTelemetry's SDK is even loaded.
 */
export async function register() {
  if (!env.otlpEndpoint) return
  const { startTracing } = await import('@jtt/server/tracing')
  startTracing({ serviceName: 'jtt-web', endpoint: env.otlpEndpoint })
}
