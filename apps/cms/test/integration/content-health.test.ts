import crypto from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sitePath } from '@jtt/content-api/routes'
import { adminRest, cmsUrl, loginToken } from './helpers'
import { databaseSql } from './databaseSql'
import { queuedJobInputs } from './queuedJobs'
import { siteReceiver } from './receiver'
import { richText as lexical } from '../../src/seed/lexical'

/**
 * The content health checks (src/health/) as editors meet them: a publish queues a check (debounced:
 * CONTENT_HEALTH_DELAY_SECONDS, 10 s in production and 1 s here; in the job queue), whose findings are
 * read back as staff read them; a redirect loop is refused when saved, in the editor's language.
 */
const site = siteReceiver()
beforeAll(() => site.listen())
afterAll(() => site.close())

const EDITOR = { email: 'health-editor@example.com', password: 'Editor#Sehat2026' }
let editor: string
beforeAll(async () => {
  await adminRest('POST', '/users', await loginToken(), { ...EDITOR, name: 'Editor Sehat', roles: ['editor'] })
  editor = await loginToken(EDITOR.email, EDITOR.password)
})

type Finding = { kind: string; source: string; itemId: string | null; field: string | null; target: string | null }

async function findingsOf(source: string, itemId: string, token = editor): Promise<Finding[]> {
  const query = `where[source][equals]=${source}&where[itemId][equals]=${itemId}&limit=100&depth=0`
  const res = await adminRest('GET', `/content-findings?${query}`, token)
  expect(res.status).toBe(200)
  return res.json.docs as Finding[]
}

/** Waits for the next check to have run (a publish queues it 1 s ahead here; the queue runs every second). */

const pageWithLink = (url: string, slug: string) => ({
  title: `Halaman sehat ${slug}`,
  slug,
  _status: 'published',
  layout: [{ blockType: 'richText', content: lexical([{ p: 'Lihat juga', link: { text: 'halaman ini', url } }]) }],
})

describe('content health checks', () => {
  it('finds a link to a page that does not exist after it is published, and forgets it once fixed', async () => {
    const slug = `sehat-${crypto.randomBytes(4).toString('hex')}`
    const broken = `/id/halaman-yang-tidak-ada-${slug}`
    const created = await adminRest('POST', '/pages?locale=id', editor, pageWithLink(broken, slug))
    expect(created.status).toBe(201)
    const id = String((created.json.doc as { id: number }).id)
    await expect
      .poll(async () => (await findingsOf('pages', id)).map((f) => [f.kind, f.field, f.target]), {
        timeout: 60_000,
        interval: 1000,
      })
      .toEqual([['broken-link', 'layout.id.0.content', broken]])

    const fixed = await adminRest(
      'PATCH',
      `/pages/${id}?locale=id`,
      editor,
      pageWithLink(sitePath('contact', 'id'), slug),
    )
    expect(fixed.status).toBe(200)
    await expect.poll(async () => (await findingsOf('pages', id)).length, { timeout: 60_000, interval: 1000 }).toBe(0)
  })

  it('finds a menu entry and a redirect that lead nowhere, and a redirect chain', async () => {
    const tag = crypto.randomBytes(4).toString('hex')
    const admin = await loginToken()
    const nowhere = await adminRest('POST', '/redirects', editor, {
      old_url: `/lama-${tag}`,
      new_url: `/id/tidak-ada-${tag}`,
    })
    const first = await adminRest('POST', '/redirects', editor, { old_url: `/rantai-${tag}`, new_url: `/lama-${tag}` })
    expect([nowhere.status, first.status]).toEqual([201, 201])
    const nowhereId = String((nowhere.json.doc as { id: number }).id)
    const firstId = String((first.json.doc as { id: number }).id)
    const menu = (await adminRest('GET', '/globals/navigation?locale=id&depth=0', admin)).json as { items: unknown[] }
    const entry = {
      title: 'Tidak ada',
      url: `/id/menu-${tag}`,
      enUrl: `/en/menu-${tag}`,
      isActive: true,
    }
    const items = [...menu.items, entry]
    expect((await adminRest('POST', '/globals/navigation?locale=id', editor, { items })).status).toBe(200)
    try {
      await expect
        .poll(
          async () => [
            (await findingsOf('redirects', nowhereId)).map((f) => f.kind),
            (await findingsOf('redirects', firstId)).map((f) => [f.kind, f.target]),
            (await adminRest('GET', `/content-findings?where[source][equals]=navigation&limit=100`, editor)).json.docs,
          ],
          { timeout: 60_000, interval: 1000 },
        )
        .toEqual([
          ['broken-link'],
          [['redirect-chain', `/rantai-${tag} → /lama-${tag} → /id/tidak-ada-${tag}`]],
          expect.arrayContaining([
            expect.objectContaining({
              kind: 'broken-link',
              field: `items.${items.length - 1}.url`,
              target: `/id/menu-${tag}`,
            }),
            expect.objectContaining({
              kind: 'broken-link',
              field: `items.${items.length - 1}.enUrl`,
              target: `/en/menu-${tag}`,
            }),
          ]),
        ])
    } finally {
      expect((await adminRest('POST', '/globals/navigation?locale=id', editor, { items: menu.items })).status).toBe(200)
      await adminRest('DELETE', `/redirects/${firstId}`, editor)
      await adminRest('DELETE', `/redirects/${nowhereId}`, editor)
    }
  })

  it('finds an image without alternative text in English', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `sehat-${Date.now()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'Kotak biru' }))
    const res = await fetch(`${cmsUrl()}/api/media?locale=id`, {
      method: 'POST',
      headers: { authorization: `Bearer ${editor}` },
      body: form,
    })
    expect(res.status).toBe(201)
    const id = String(((await res.json()) as { doc: { id: number } }).doc.id)
    try {
      await expect
        .poll(async () => (await findingsOf('media', id)).map((f) => [f.kind, f.field]), {
          timeout: 60_000,
          interval: 1000,
        })
        .toEqual([['missing-alt', 'alt.en']])
    } finally {
      await adminRest('DELETE', `/media/${id}`, editor)
    }
  })

  it('refuses a redirect that would make a loop, saying so in the editor’s language', async () => {
    const tag = crypto.randomBytes(4).toString('hex')
    const first = await adminRest('POST', '/redirects', editor, {
      old_url: `/putar-a-${tag}`,
      new_url: `/putar-b-${tag}`,
    })
    expect(first.status).toBe(201)
    const id = String((first.json.doc as { id: number }).id)
    try {
      const loop = { old_url: `/putar-b-${tag}`, new_url: `/putar-a-${tag}/` }
      const english = await adminRest('POST', '/redirects', editor, loop, 'en')
      expect(english.status).toBe(400)
      expect(JSON.stringify(english.json)).toContain(
        `This redirect makes a loop (/putar-b-${tag} → /putar-a-${tag}/ → /putar-b-${tag})`,
      )
      const indonesian = await adminRest('POST', '/redirects', editor, loop, 'id')
      expect(indonesian.status).toBe(400)
      expect(JSON.stringify(indonesian.json)).toContain('Pengalihan ini membuat putaran')
      // To itself, and by changing an existing redirect: refused the same way.
      expect(
        (await adminRest('POST', '/redirects', editor, { old_url: `/diri-${tag}`, new_url: `/diri-${tag}` })).status,
      ).toBe(400)
      expect((await adminRest('PATCH', `/redirects/${id}`, editor, { new_url: `/putar-a-${tag}` })).status).toBe(400)
      // A chain that does not come back is allowed.
      const chain = await adminRest('POST', '/redirects', editor, {
        old_url: `/putar-b-${tag}`,
        new_url: sitePath('contact', 'id'),
      })
      expect(chain.status).toBe(201)
      await adminRest('DELETE', `/redirects/${String((chain.json.doc as { id: number }).id)}`, editor)
    } finally {
      await adminRest('DELETE', `/redirects/${id}`, editor)
    }
  })

  it('Payload’s scheduler keeps the nightly check queued for 02:00 in Jakarta; due, it runs and the next night’s follows', async () => {
    const nightly = async () =>
      (
        await databaseSql<{ id: number | string; wait_until: unknown; input: unknown; queue: string }>(
          `select id, wait_until, input, queue from payload_jobs where task_slug = 'contentHealth' and completed_at is null`,
        )
      ).filter((job) => (typeof job.input === 'string' ? JSON.parse(job.input) : job.input)?.reason === 'nightly')
    await expect.poll(async () => (await nightly()).length, { timeout: 30_000 }).toBe(1)
    const [queued] = await nightly()
    const at = new Date(Date.parse(String(queued!.wait_until)))
    expect([at.getUTCHours(), at.getUTCMinutes()]).toEqual([19, 0])
    expect(at.getTime()).toBeGreaterThan(Date.now())
    expect(queued!.queue).toBe('content-health')
    expect(await queuedJobInputs('contentHealth')).toContainEqual({ reason: 'nightly' })
    await databaseSql('update payload_jobs set wait_until = ? where id = ?', ['2000-01-01T00:00:00.000Z', queued!.id])
    // It ran (completed jobs are deleted), and the scheduler queued the next night's.
    await expect
      .poll(async () => (await nightly()).map((job) => String(job.id)), { timeout: 60_000, interval: 500 })
      .not.toContain(String(queued!.id))
    await expect.poll(async () => (await nightly()).length, { timeout: 30_000 }).toBe(1)
    const next = new Date(Date.parse(String((await nightly())[0]!.wait_until)))
    expect(next.getTime()).toBeGreaterThan(Date.now())
  })

  it('findings: visitors read none, editors read them and never write them', async () => {
    expect((await adminRest('GET', '/content-findings', null)).status).toBe(403)
    expect((await adminRest('GET', '/content-findings?limit=1', editor)).status).toBe(200)
    const sample = { key: 'x', kind: 'broken-link', source: 'pages', itemTitle: 'x' }
    expect((await adminRest('POST', '/content-findings', editor, sample)).status).toBe(403)
    expect((await adminRest('POST', '/content-findings', await loginToken(), sample)).status).toBe(403)
  })
})
