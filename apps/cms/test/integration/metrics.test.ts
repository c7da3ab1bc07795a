import { cacheTags } from '@jtt/content-api'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminRest, client, loginToken } from './helpers'
import { siteReceiver } from './receiver'

/**
 * The content service's metrics as Prometheus scrapes them (CMS_METRICS_PORT, issue 26): its requests
 * by route pattern, the Content API cache, publish-to-live notifications and their lag, the job queue
 * per task, sign-in failures, and Node's process metrics.
 */
const metricsUrl = inject('cmsMetricsUrl')
const { listen, close, changeNaming } = siteReceiver()
beforeAll(listen)
afterAll(close)

const scrape = async () => {
  const res = await fetch(metricsUrl)
  expect(res.status).toBe(200)
  return res.text()
}
/** The series of `name` whose labels include all of `labels`, in any order. */
const seriesOf = (text: string, name: string, labels: Record<string, string> = {}) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
/** Their sum (0 when there is none). */
const sumOf = (text: string, name: string, labels: Record<string, string> = {}) =>
  seriesOf(text, name, labels).reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0)

describe("the content service's metrics", () => {
  it('count Content API requests by endpoint, and the answers kept', async () => {
    const before = await scrape()
    for (let i = 0; i < 2; i++) expect((await fetch(`${inject('apiUrl')}/menu?locale=id`)).status).toBe(200)
    const after = await scrape()
    const menu = { app: 'cms', route: '/v1/menu', method: 'GET', status: '200' }
    expect(sumOf(after, 'http_request_duration_seconds_count', menu)).toBe(
      sumOf(before, 'http_request_duration_seconds_count', menu) + 2,
    )
    expect(sumOf(after, 'front_cache_results_total', { result: 'HIT' })).toBeGreaterThan(
      sumOf(before, 'front_cache_results_total', { result: 'HIT' }),
    )
  })

  it('count publish-to-live notifications and their lag from the save', async () => {
    const token = await loginToken()
    const before = await scrape()
    // A published page: a draft's save tells the site nothing (another test file may have left drafts).
    const page = await adminRest('GET', '/pages?limit=1&locale=id&where[_status][equals]=published', token)
    const { id, slug, title } = (page.json.docs as { id: number; slug: string; title: string }[])[0]!
    const told = changeNaming([cacheTags.item('page', slug)])
    expect((await adminRest('PATCH', `/pages/${id}?locale=id`, token, { title })).status).toBe(200)
    await told
    await expect
      .poll(async () => sumOf(await scrape(), 'publish_notifications_total', { outcome: 'sent' }))
      .toBeGreaterThan(sumOf(before, 'publish_notifications_total', { outcome: 'sent' }))
    const after = await scrape()
    expect(sumOf(after, 'publish_lag_seconds_count')).toBeGreaterThan(sumOf(before, 'publish_lag_seconds_count'))
    expect(sumOf(after, 'publish_lag_seconds_bucket', { le: '+Inf' })).toBe(sumOf(after, 'publish_lag_seconds_count'))
  })

  it('show the job queue per task and state, and count failed sign-ins', async () => {
    const before = await scrape()
    const refused = await client().login({ email: 'nobody-metrics@example.com', password: 'Wrong-password-1!' })
    expect(refused.ok).toBe(false)
    const after = await scrape()
    expect(sumOf(after, 'auth_login_failures_total')).toBe(sumOf(before, 'auth_login_failures_total') + 1)
    for (const state of ['waiting', 'retrying', 'failed'])
      expect(seriesOf(after, 'job_queue_jobs', { app: 'cms', task: 'notifySite', state })).toHaveLength(1)
    expect(seriesOf(after, 'process_resident_memory_bytes', { app: 'cms' })).toHaveLength(1)
  })
})
