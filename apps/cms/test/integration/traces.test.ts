import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { stopService } from '../../../../scripts/lib/proc.mjs'
import { startCms, startWeb } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { startOtlpReceiver } from '../../../../packages/server/test/otlp-receiver'
import { seededCopy } from './seeded-copy'

/**
 * Traces (issue 26, OTEL_EXPORTER_OTLP_ENDPOINT): a CMS and the built web site exporting to a local
 * stand-in of an OpenTelemetry collector. One page view is one trace, whose id is the request id,
 * spanning the web's request and the CMS's answers to its Content API calls, down to the database.
 * A CMS of its own (the suite's exports nothing) on SQLite only: what is decided here is the apps',
 * whatever the database (the database spans are the adapter's methods, the same on both).
 */
const onSqlite = inject('testDb') === 'sqlite'

describe.skipIf(!onSqlite)('traces of one page view', () => {
  const cmsPort = testPorts.traces.cms
  const webPort = testPorts.traces.web
  const site = `http://127.0.0.1:${webPort}`
  const secret = crypto.randomBytes(32).toString('hex')
  let dataDir = ''
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>> | undefined
  let cms: ChildProcess | undefined
  let web: ChildProcess | undefined

  beforeAll(async () => {
    receiver = await startOtlpReceiver(testPorts.traces.receiver)
    const traced = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint }
    const copy = seededCopy('traces')
    dataDir = copy.CMS_DATA_DIR
    const cmsEnv = {
      ...inject('cmsEnv'),
      ...traced,
      ...copy,
      CMS_PORT: String(cmsPort),
      CMS_PUBLIC_URL: `http://127.0.0.1:${cmsPort}`,
      REDIS_URL: '',
      REVALIDATE_SECRET: secret,
      WEB_REVALIDATE_URLS: `${site}/api/revalidate`,
    }
    const quiet = { quiet: true, host: '127.0.0.1' }
    cms = await startCms(cmsEnv, { ...quiet, logFile: path.join(dataDir, 'cms.log') })
    web = await startWeb(
      {
        ...inject('cmsEnv'),
        ...traced,
        WEB_PORT: String(webPort),
        CONTENT_API_URL: `http://127.0.0.1:${cmsPort}/v1`,
        CMS_PUBLIC_URL: `http://127.0.0.1:${cmsPort}`,
        SITE_URL: site,
        REVALIDATE_SECRET: secret,
        // Next's data cache in this process's memory: a new site, so the page's Content API calls reach the CMS.
        REDIS_URL: '',
      },
      { ...quiet, logFile: path.join(dataDir, 'web.log') },
    )
  }, 300_000)
  afterAll(async () => {
    await stopService(web)
    await stopService(cms)
    await receiver?.stop()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it("is one trace under the request id, the CMS's spans (database calls included) under the web's", async () => {
    const requestId = crypto.randomBytes(16).toString('hex')
    // The English home page: not asked for at the site's start (that was /id), so neither app has kept it.
    const res = await fetch(`${site}/en`, { headers: { 'x-request-id': requestId } })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-cache')).not.toBe('HIT')
    expect(res.headers.get('x-request-id')).toBe(requestId)
    await res.text()

    const ofTrace = () => receiver!.spans.filter((span) => span.traceId === requestId)
    const rootOf = (service: string) => (span: { service: string; parentSpanId: string }) =>
      span.service === service && span.parentSpanId === ''
    // Each app sends its spans in batches, a few seconds apart, in the order they end: a CMS request's
    // own span ends after its children and may come a batch later. Wait until the trace is whole (the
    // web's root, a database call, every parent span in), up to a minute; then check how it hangs
    // together, so a trace that never joins up fails below with the span that does not.
    const whole = () => {
      const spans = ofTrace()
      const ids = new Set(spans.map((span) => span.spanId))
      return (
        spans.some(rootOf('jtt-web')) &&
        spans.some((span) => span.service === 'jtt-cms' && span.name.startsWith('db.')) &&
        spans.every((span) => span.parentSpanId === '' || ids.has(span.parentSpanId))
      )
    }
    for (const deadline = Date.now() + 60_000; !whole() && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 500))

    const spans = ofTrace()
    const web = spans.filter((span) => span.service === 'jtt-web')
    const cms = spans.filter((span) => span.service === 'jtt-cms')
    // The web's request, its render and its fetches of the Content API.
    expect(web.some((span) => /^fetch GET http:\/\/127\.0\.0\.1:\d+\/v1\//.test(span.name))).toBe(true)
    // Every CMS span hangs under a CMS span or a web span: none starts a trace of its own.
    const webIds = new Set(web.map((span) => span.spanId))
    const cmsIds = new Set(cms.map((span) => span.spanId))
    const cmsRoots = cms.filter((span) => !cmsIds.has(span.parentSpanId))
    expect(cmsRoots.length).toBeGreaterThan(0)
    for (const root of cmsRoots) expect(webIds, `parent of the CMS's "${root.name}"`).toContain(root.parentSpanId)
    expect(spans.filter((span) => span.parentSpanId === '').every(rootOf('jtt-web'))).toBe(true)
    // Payload's database calls, named by what they read, never by a value.
    const database = cms.filter((span) => span.name.startsWith('db.'))
    expect(database.every((span) => span.attributes['db.system.name'] === 'sqlite')).toBe(true)
    expect(database.some((span) => span.attributes['db.collection.name'] ?? span.attributes['payload.global'])).toBe(
      true,
    )
  })
})
