import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in OpenTelemetry collector for the tests: takes OTLP/HTTP traces in JSON (what
 * @opentelemetry/exporter-trace-otlp-http sends) on POST /v1/traces and keeps each span, flattened.
 */
export type ReceivedSpan = {
  service: string
  scope: string
  traceId: string
  spanId: string
  /** '' for a trace's root. */
  parentSpanId: string
  name: string
  kind: number
  attributes: Record<string, unknown>
  events: { name: string; attributes: Record<string, unknown> }[]
}

// The slice of OTLP's JSON encoding read here (ids in hex, values as { stringValue }, { intValue }, …).
type KeyValue = { key: string; value?: Record<string, unknown> }
type OtlpSpan = Omit<ReceivedSpan, 'service' | 'scope' | 'attributes' | 'events' | 'parentSpanId'> & {
  parentSpanId?: string
  attributes?: KeyValue[]
  events?: { name: string; attributes?: KeyValue[] }[]
}
type ExportRequest = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] }
    scopeSpans?: { scope?: { name?: string }; spans?: OtlpSpan[] }[]
  }[]
}

const attributesOf = (list: KeyValue[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, value ? Object.values(value)[0] : undefined]))

function spansOf(body: ExportRequest): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '')
    return (resourceSpans.scopeSpans ?? []).flatMap((scopeSpans) =>
      (scopeSpans.spans ?? []).map((span) => ({
        service,
        scope: scopeSpans.scope?.name ?? '',
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? '',
        name: span.name,
        kind: span.kind,
        attributes: attributesOf(span.attributes),
        events: (span.events ?? []).map((event) => ({ name: event.name, attributes: attributesOf(event.attributes) })),
      })),
    )
  })
}

/** Listens on `port` of 127.0.0.1 (0: any free one); `endpoint` is the base address exporters are given. */
export async function startOtlpReceiver(port = 0) {
  const spans: ReceivedSpan[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') return void res.writeHead(404).end()
      if (!String(req.headers['content-type']).startsWith('application/json')) return void res.writeHead(415).end()
      spans.push(...spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest))
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
