import { context, propagation, trace, type Span } from '@opentelemetry/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestContext, traceparentOf } from '../src/request-context'
import { startTracing, tracesUrl } from '../src/tracing'
import { startOtlpReceiver } from './otlp-receiver'

/**
 * The process's tracing as both apps start it (instrumentation.ts), exporting to a local stand-in of
 * an OTLP collector: trace ids are request ids, a `traceparent` is continued only under its own
 * request id, and no query value or token in an address leaves the process.
 */
type Receiver = Awaited<ReturnType<typeof startOtlpReceiver>>
let receiver: Receiver
let provider: ReturnType<typeof startTracing>

beforeAll(async () => {
  receiver = await startOtlpReceiver()
  // A trailing slash, as an operator may well write it.
  provider = startTracing({ serviceName: 'jtt-test', endpoint: `${receiver.endpoint}/` })
})
afterAll(async () => {
  await provider.shutdown()
  await receiver.stop()
})

const tracer = () => trace.getTracer('tracing.test')
const REQUEST_ID = 'a'.repeat(16) + '0123456789abcdef'

/** Ends `span`, sends what is pending, and answers the span as the collector received it. */
async function received(span: Span) {
  span.end()
  await provider.forceFlush()
  const { spanId } = span.spanContext()
  const found = receiver.spans.find((s) => s.spanId === spanId)
  expect(found, `span ${spanId} at the collector`).toBeDefined()
  return found!
}

describe('tracing', () => {
  it("gives a request's spans the request id as their trace id, and other work a random one", async () => {
    const root = requestContext.run({ requestId: REQUEST_ID }, () => tracer().startSpan('request'))
    const child = context.with(trace.setSpan(context.active(), root), () => tracer().startSpan('render'))
    const outside = tracer().startSpan('job')
    const [r, c, o] = [await received(root), await received(child), await received(outside)]
    expect([r.traceId, c.traceId]).toEqual([REQUEST_ID, REQUEST_ID])
    expect(c.parentSpanId).toBe(r.spanId)
    expect(o.traceId).toMatch(/^[0-9a-f]{32}$/)
    expect(o.traceId).not.toBe(REQUEST_ID)
    expect(r.service).toBe('jtt-test')
  })

  it('continues a traceparent under its own request id, and starts a trace of its own otherwise', async () => {
    const caller = traceparentOf(REQUEST_ID)
    const inRequest = (requestId: string) =>
      requestContext.run({ requestId }, () => {
        const remote = propagation.extract(context.active(), { traceparent: caller })
        return tracer().startSpan('api', {}, remote)
      })
    const continued = await received(inRequest(REQUEST_ID))
    expect(continued.traceId).toBe(REQUEST_ID)
    expect(continued.parentSpanId).toBe(caller.split('-')[2])
    const otherId = 'b'.repeat(32)
    const own = await received(inRequest(otherId))
    expect([own.traceId, own.parentSpanId]).toEqual([otherId, ''])
  })

  it('passes the active span on in traceparent', () => {
    const span = requestContext.run({ requestId: REQUEST_ID }, () => tracer().startSpan('render'))
    const carrier: Record<string, string> = {}
    context.with(trace.setSpan(context.active(), span), () => propagation.inject(context.active(), carrier))
    span.end()
    expect(carrier.traceparent).toBe(`00-${REQUEST_ID}-${span.spanContext().spanId}-01`)
  })

  it('sends no query value and no token of an address', async () => {
    const token = '3f9a'.repeat(10)
    const span = tracer().startSpan('fetch GET http://cms.test/v1/search?q=my+plate+B1234&locale=id', {
      attributes: { 'http.target': `/admin/reset/${token}?next=%2Fadmin`, 'next.route': '/[locale]/cari' },
    })
    span.addEvent('exception', { 'exception.message': `failed: /v1/email-alerts?token=${token}` })
    const sent = await received(span)
    expect(sent.name).toBe('fetch GET http://cms.test/v1/search?q&locale')
    expect(sent.attributes).toEqual({ 'http.target': '/admin/reset/[token]?next', 'next.route': '/[locale]/cari' })
    expect(sent.events).toEqual([
      { name: 'exception', attributes: { 'exception.message': 'failed: /v1/email-alerts?token' } },
    ])
    expect(JSON.stringify(receiver.spans)).not.toMatch(/B1234|3f9a3f9a|%2Fadmin/)
  })

  it("sends to the collector's /v1/traces", () => {
    expect(tracesUrl('http://collector:4318')).toBe('http://collector:4318/v1/traces')
    expect(tracesUrl('http://collector:4318/otlp/')).toBe('http://collector:4318/otlp/v1/traces')
  })
})
