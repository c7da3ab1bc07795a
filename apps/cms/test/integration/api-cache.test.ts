import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { stopService } from '../../../../scripts/lib/proc.mjs'
import { startCms } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { adminRest, getRaw, loginToken, tempDirIf } from './helpers'

/**
 * The CMS's front keeps the Content API's public answers and retires them when published content
 * changes (@jtt/server's response cache, retired from the publishing hooks): a read right after a
 * write never sees the old answer, on the instance written to or, through Redis, on any other.
 */
const probeSlug = `cache-probe-${crypto.randomBytes(3).toString('hex')}`
const componentPath = (slug = probeSlug) => `/components?filter[slug]=${slug}&locale=id`
const titleIn = (json: unknown) => (json as { data: { title: string }[] }).data[0]?.title ?? null

let token = ''
let id = ''
beforeAll(async () => {
  token = await loginToken()
  const created = await adminRest('POST', '/components?locale=id', token, { slug: probeSlug, title: 'Pertama' })
  expect(created.status).toBe(201)
  id = String((created.json.doc as { id: string | number }).id)
})
afterAll(async () => {
  if (id) await adminRest('DELETE', `/components/${id}`, token)
})

describe('Content API answers kept in the CMS', () => {
  it('serves a public answer again from the cache, the same bytes', async () => {
    // The probe's creation is announced moments after its answer; then the answer is kept.
    await expect.poll(async () => (await getRaw(componentPath())).headers.get('x-cache')).toBe('HIT')
    const kept = await getRaw(componentPath())
    // A partial request is never served from the cache (kept answers are whole): this one is the app's
    // own answer (the Content API answers JSON whole whatever the range).
    const fresh = await getRaw(componentPath(), { range: 'bytes=0-' })
    expect(kept.headers.get('x-cache')).toBe('HIT')
    expect(fresh.headers.get('x-cache')).toBeNull()
    expect(kept.text).toBe(fresh.text)
    expect(kept.headers.get('cache-control')).toBe(fresh.headers.get('cache-control'))
    expect(titleIn(kept.json)).toBe('Pertama')
  })

  it('an edit, then a delete, show in the very next read', async () => {
    await getRaw(componentPath())
    expect((await getRaw(componentPath())).headers.get('x-cache')).toBe('HIT')
    expect((await adminRest('PATCH', `/components/${id}?locale=id`, token, { title: 'Kedua' })).status).toBe(200)
    expect(titleIn((await getRaw(componentPath())).json)).toBe('Kedua')
    // Once the change is announced (moments after the write's answer), the new answer is kept.
    await expect
      .poll(async () => {
        const read = await getRaw(componentPath())
        return `${read.headers.get('x-cache')} ${titleIn(read.json)}`
      })
      .toBe('HIT Kedua')

    const other = await adminRest('POST', '/components?locale=id', token, { slug: `${probeSlug}-x`, title: 'X' })
    const otherId = String((other.json.doc as { id: string | number }).id)
    expect(titleIn((await getRaw(componentPath(`${probeSlug}-x`))).json)).toBe('X')
    expect((await adminRest('DELETE', `/components/${otherId}`, token)).status).toBe(200)
    expect((await getRaw(componentPath(`${probeSlug}-x`))).json).toMatchObject({ data: [] })
  })

  it('a draft saved over a published page changes no kept answer; its publication does', async () => {
    const pages = await getRaw('/pages?filter[slug]=kebijakan-privasi&locale=id')
    const page = (pages.json as { data: { id: string | number; title: string }[] }).data[0]!
    await expect
      .poll(async () => (await getRaw('/pages?filter[slug]=kebijakan-privasi&locale=id')).headers.get('x-cache'))
      .toBe('HIT')
    const draft = `${page.title} (draf)`
    await adminRest('PATCH', `/pages/${page.id}?locale=id&draft=true`, token, { title: draft, _status: 'draft' })
    const afterDraft = await getRaw('/pages?filter[slug]=kebijakan-privasi&locale=id')
    expect(titleIn(afterDraft.json)).toBe(page.title)
    const publish = (title: string) =>
      adminRest('PATCH', `/pages/${page.id}?locale=id`, token, { title, _status: 'published' })
    expect((await publish(`${page.title} (baru)`)).status).toBe(200)
    expect(titleIn((await getRaw('/pages?filter[slug]=kebijakan-privasi&locale=id')).json)).toBe(`${page.title} (baru)`)
    expect((await publish(page.title)).status).toBe(200)
    expect(titleIn((await getRaw('/pages?filter[slug]=kebijakan-privasi&locale=id')).json)).toBe(page.title)
  })

  it('never keeps answers for a signed-in user, search results or health', async () => {
    const signedIn = { authorization: `Bearer ${token}` }
    await getRaw(componentPath(), signedIn)
    expect((await getRaw(componentPath(), signedIn)).headers.get('x-cache')).toBeNull()
    expect(
      (await getRaw('/pages?filter[slug]=kebijakan-privasi&locale=id&draft=true', signedIn)).headers.get('x-cache'),
    ).toBeNull()
    for (const p of ['/search?q=tarif&locale=id', '/health']) {
      await getRaw(p)
      expect((await getRaw(p)).headers.get('x-cache'), p).toBeNull()
    }
    // Refusals are answered afresh each time.
    await getRaw('/current-user/profile')
    const refused = await getRaw('/current-user/profile')
    expect(refused.status).toBe(401)
    expect(refused.headers.get('x-cache')).toBe('MISS')
  })
})

const withRedis = inject('testDb') === 'postgres' && inject('redisUrl') !== ''

describe.skipIf(!withRedis)('across CMS instances sharing PostgreSQL and Redis', () => {
  const dataDir = tempDirIf(withRedis, 'jtt-api-cache-')
  const otherUrl = `http://127.0.0.1:${testPorts.apiCache.cms}`
  let other: ChildProcess | undefined

  beforeAll(async () => {
    other = await startCms(
      {
        ...inject('cmsEnv'),
        CMS_PORT: String(testPorts.apiCache.cms),
        CMS_PUBLIC_URL: otherUrl,
        CMS_DATA_DIR: dataDir,
      },
      { quiet: true, host: '127.0.0.1' },
    )
  }, 180_000)
  afterAll(async () => {
    if (other) await stopService(other)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const readOther = async () => {
    const res = await fetch(`${otherUrl}/v1${componentPath()}`)
    return { cache: res.headers.get('x-cache'), title: titleIn(await res.json()) }
  }

  it('an edit made on one instance retires what the other kept', async () => {
    const before = (await readOther()).title
    expect(await readOther()).toEqual({ cache: 'HIT', title: before })
    expect((await adminRest('PATCH', `/components/${id}?locale=id`, token, { title: 'Ketiga' })).status).toBe(200)
    // Announced through Redis once the first instance has seen its commit: within moments.
    await expect.poll(async () => (await readOther()).title, { timeout: 2_000, interval: 20 }).toBe('Ketiga')
  })
})
