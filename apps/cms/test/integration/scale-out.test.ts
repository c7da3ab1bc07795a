import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import { sitePath } from '@jtt/content-api/routes'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startEdge } from '../../../../scripts/lib/edge.mjs'
import { stopService } from '../../../../scripts/lib/proc.mjs'
import { startWeb } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { adminRest, loginToken } from './helpers'

/**
 * Scale-out as deployed: one CMS on PostgreSQL and Redis (this suite's), two web instances sharing their
 * page cache (the Redis cache handler) and rate limits through that Redis, and nginx (deploy/nginx) in
 * front of both. The CMS notifies instance A only (it listens at the suite's notification address):
 * instance B learns of the change through the shared cache's tags, as a replica the CMS does not know of.
 */
const onPostgres = inject('testDb') === 'postgres'
const PAGE = '/id/kebijakan-privasi'

describe.skipIf(!onPostgres)('two web instances behind nginx, one CMS on PostgreSQL and Redis', () => {
  const { port: portA, secret } = inject('receiver')
  const portB = testPorts.scaleOut.web
  const instances = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`]
  const edgeUrl = `http://127.0.0.1:${testPorts.scaleOut.edge}`
  const webs: ChildProcess[] = []
  let edge: Awaited<ReturnType<typeof startEdge>> | undefined
  let token = ''
  let page: { id: string; title: string } | undefined

  const webEnv = (port: number) => ({
    ...inject('cmsEnv'),
    WEB_PORT: String(port),
    CONTENT_API_URL: inject('apiUrl'),
    CMS_PUBLIC_URL: inject('cmsUrl'),
    SITE_URL: edgeUrl,
    REDIS_URL: inject('redisUrl'),
    REVALIDATE_SECRET: secret,
    FORM_POSTS_PER_IP: '4',
  })

  beforeAll(async () => {
    for (const port of [portA, portB]) webs.push(await startWeb(webEnv(port), { quiet: true, host: '127.0.0.1' }))
    edge = await startEdge({ webPort: [portA, portB], port: testPorts.scaleOut.edge, quiet: true })
    token = await loginToken()
    const found = await adminRest('GET', '/pages?where[slug][equals]=kebijakan-privasi&locale=id&depth=0', token)
    const doc = (found.json.docs as { id: string; title: string }[])[0]!
    page = { id: doc.id, title: doc.title }
  }, 240_000)

  afterAll(async () => {
    if (page) await adminRest('PATCH', `/pages/${page.id}?locale=id`, token, { title: page.title })
    await edge?.stop()
    for (const web of webs.reverse()) await stopService(web)
  })

  const titleOf = async (base: string) => {
    const html = await (await fetch(`${base}${PAGE}`)).text()
    return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? ''
  }

  it('an edit in the CMS shows on both instances and through the edge, without a restart', async () => {
    for (const base of [...instances, edgeUrl]) expect(await titleOf(base)).toBe(page!.title)
    const edited = `${page!.title} ${crypto.randomBytes(3).toString('hex')}`
    const saved = await adminRest('PATCH', `/pages/${page!.id}?locale=id`, token, { title: edited })
    expect(saved.status).toBe(200)
    for (const base of [...instances, edgeUrl]) {
      await expect.poll(() => titleOf(base), { timeout: 15_000, interval: 250 }).toBe(edited)
    }
  })

  it('one visitor’s form posts are counted together, whichever instance takes them', async () => {
    const visitor = `198.51.100.${crypto.randomInt(1, 250)}`
    const post = (base: string) => {
      const form = new FormData()
      form.set('$ACTION_ID_0', '')
      return fetch(`${base}${sitePath('contact', 'id')}`, {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': visitor, origin: base },
        redirect: 'manual',
      }).then((r) => r.status)
    }
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push(await post(instances[i % 2]!))
    // FORM_POSTS_PER_IP is 4 per instance's setting; together the two take 4, then both refuse.
    expect(statuses.slice(0, 4).filter((s) => s === 429)).toEqual([])
    expect(statuses.slice(4)).toEqual([429, 429])
  })
})
