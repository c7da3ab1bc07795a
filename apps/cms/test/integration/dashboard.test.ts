import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ok } from './about-fixtures'
import { adminRest, client, cmsUrl, loginToken, richText } from './helpers'
import { siteReceiver } from './receiver'
import { databaseSql } from './databaseSql'

/**
 * The admin's home (src/admin/AttentionDashboardView.tsx) as each role gets it, in both interface
 * languages: which sections it shows, and that each count is the number of documents its link lists
 * (counted here another way: through the REST API, or the database for the job queue).
 */
const site = siteReceiver()
beforeAll(() => site.listen())
afterAll(() => site.close())

type Dashboard = { status: number; html: string; sections: string[]; counts: Record<string, number>; links: string[] }

/**
 * What a browser sends opening an admin page: the session and language cookies, as a navigation
 * (`Sec-Fetch-Site: none`; Payload takes a session cookie only from the site itself or a navigation).
 */
const browser = (token: string, language: 'id' | 'en' = 'id') => ({
  cookie: `payload-token=${token}; payload-lng=${language}`,
  'sec-fetch-site': 'none',
})

async function dashboard(token: string, language: 'id' | 'en' = 'id'): Promise<Dashboard> {
  const res = await fetch(`${cmsUrl()}/admin`, { headers: browser(token, language), redirect: 'manual' })
  const html = await res.text()
  const sections = [...new Set([...html.matchAll(/data-section="([^"]+)"/g)].map((m) => m[1]!))]
  const counts = Object.fromEntries(
    [...html.matchAll(/data-item="([^"]+)" data-count="(\d+)"/g)].map((m) => [m[1]!, Number(m[2])]),
  )
  const links = [...html.matchAll(/href="(\/admin\/collections\/[^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
  return { status: res.status, html, sections, counts, links }
}

async function account(roles: string[]): Promise<string> {
  const user = {
    email: `dash-${roles.join('-')}-${crypto.randomUUID()}@example.com`,
    password: `Dasbor#${crypto.randomBytes(6).toString('hex')}A1`,
  }
  const created = await adminRest('POST', '/users', await loginToken(), { ...user, name: 'Dasbor', roles })
  expect(created.status).toBe(201)
  return loginToken(user.email, user.password)
}

const total = async (path: string) => {
  const res = await adminRest('GET', path, await loginToken())
  expect(res.status).toBe(200)
  return res.json.totalDocs as number
}

/** Published pages the Content API answers with some field in Indonesian when English is asked for. */
async function untranslatedPages(): Promise<number> {
  let count = 0
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const list = ok(await client().pages({ locale: 'en', page, perPage: 100 }))
    count += list.data.filter((item) => item.untranslated.length > 0).length
    pages = list.meta.total_pages
  }
  return count
}

describe('the dashboard, per role', () => {
  it('an operator sees the roads only: rest areas not open, counted as the list counts them', async () => {
    const operator = await account(['operator'])
    const before = await dashboard(operator)
    expect(before.status).toBe(200)
    expect(before.sections).toEqual(['roads'])
    expect(before.counts['rest-areas-not-open']).toBe(await total('/rest-areas?where[status][not_equals]=open&limit=1'))
    const admin = await loginToken()
    const open = (await adminRest('GET', '/rest-areas?where[status][equals]=open&limit=1&depth=0', admin)).json
      .docs as { id: number }[]
    const area = open[0]!
    expect((await adminRest('PATCH', `/rest-areas/${area.id}?locale=id`, admin, { status: 'closed' })).status).toBe(200)
    try {
      const after = await dashboard(operator, 'en')
      expect(after.counts['rest-areas-not-open']).toBe(before.counts['rest-areas-not-open']! + 1)
      expect(after.html).toContain('Rest areas not open')
      expect(after.html).toContain('Toll roads')
    } finally {
      await adminRest('PATCH', `/rest-areas/${area.id}?locale=id`, admin, { status: 'open', statusNote: '' })
    }
  })

  it('an editor sees the content: old drafts, scheduled publishes, English and alt text, checks, recent changes', async () => {
    const editor = await account(['editor'])
    const before = await dashboard(editor)
    expect(before.sections).toEqual(['publishing', 'health', 'translation', 'recent'])
    expect(before.html).toContain('Yang perlu diperhatikan')
    // A draft page left for 8 days, and a press release scheduled for half an hour from now (before any other).
    const slug = `dasbor-${crypto.randomBytes(4).toString('hex')}`
    const draft = await adminRest('POST', '/pages?locale=id&draft=true', editor, {
      title: 'Draf lama',
      slug,
      _status: 'draft',
    })
    expect(draft.status).toBe(201)
    const pageId = (draft.json.doc as { id: number }).id
    const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString()
    await databaseSql(
      `update _pages_v set updated_at = '${weekAgo}', version_updated_at = '${weekAgo}' where parent_id = ${pageId}`,
    )
    const soon = new Date(Date.now() + 30 * 60 * 1000).toISOString()
    const release = await adminRest('POST', '/press-releases?locale=id&draft=true', editor, {
      title: `Rilis terjadwal ${slug}`,
      slug,
      publishedAt: soon,
      body: richText('Isi rilis.'),
      _status: 'draft',
      publishAt: soon,
    })
    expect(release.status).toBe(201)
    const releaseId = (release.json.doc as { id: number }).id
    try {
      const after = await dashboard(editor, 'en')
      expect(after.counts['stale-drafts-pages']).toBe((before.counts['stale-drafts-pages'] ?? 0) + 1)
      expect(after.counts.scheduled).toBe(before.counts.scheduled! + 1)
      expect(after.html).toContain(`Rilis terjadwal ${slug}`)
      expect(after.links).toContain(`/admin/collections/press-releases/${releaseId}`)
      expect(after.html).toContain('Drafts of Pages not published for more than 7 days')
      // Recent changes say what was done and by whom (the audit trail): the release, created by this editor.
      const me = await adminRest('GET', '/users/me', editor)
      const email = (me.json.user as { email: string }).email
      expect(after.html).toContain(`Rilis terjadwal ${slug} (Press releases): Created by ${email}`)
      // Images without alternative text, counted another way: every image read in that language without fallback.
      for (const locale of ['id', 'en']) {
        const media = await adminRest('GET', `/media?locale=${locale}&fallback-locale=none&limit=1000&depth=0`, editor)
        const missing = (media.json.docs as { alt?: string | null }[]).filter((m) => !m.alt).length
        expect(after.counts[`missing-alt-${locale}`], locale).toBe(missing)
      }
      // Published pages whose English is incomplete, counted another way: the Content API's `untranslated`.
      expect(after.counts['missing-english-pages'] ?? 0).toBe(await untranslatedPages())
      // Each count's link opens the list it counts.
      for (const link of after.links.filter((l) => l.includes('?')).slice(0, 3)) {
        const list = await fetch(`${cmsUrl()}${link}`, { headers: browser(editor), redirect: 'manual' })
        expect(list.status, link).toBe(200)
      }
    } finally {
      // Published by hand first, which drops its scheduled publish (queueScheduledPublish), then removed.
      await adminRest('PATCH', `/press-releases/${releaseId}?locale=id`, await loginToken(), { _status: 'published' })
      await adminRest('DELETE', `/press-releases/${releaseId}`, await loginToken())
      await adminRest('DELETE', `/pages/${pageId}`, await loginToken())
    }
  })

  it('counts a published page whose title has English but whose blocks do not, as the Content API reports it', async () => {
    const editor = await account(['editor'])
    const before = (await dashboard(editor)).counts['missing-english-pages'] ?? 0
    expect(before).toBe(await untranslatedPages())
    const slug = `dasbor-inggris-${crypto.randomBytes(4).toString('hex')}`
    const layout = (text: string) => [{ blockType: 'richText', content: richText(text) }]
    const created = await adminRest('POST', '/pages?locale=id', editor, {
      title: 'Halaman dua bahasa',
      slug,
      layout: layout('Isi dalam bahasa Indonesia.'),
      _status: 'published',
    })
    expect(created.status).toBe(201)
    const id = (created.json.doc as { id: number }).id
    try {
      // English title and slug, no English blocks: the English site shows the Indonesian ones.
      const titled = await adminRest('PATCH', `/pages/${id}?locale=en`, editor, {
        title: 'Two-language page',
        slug: `${slug}-en`,
        _status: 'published',
      })
      expect(titled.status).toBe(200)
      const english = ok(await client().pages({ slug: `${slug}-en`, locale: 'en' })).data[0]
      expect(english?.untranslated).toEqual(['blocks'])
      expect((await dashboard(editor)).counts['missing-english-pages']).toBe(before + 1)
      expect(await untranslatedPages()).toBe(before + 1)
      // Its English blocks written: complete, no longer counted.
      const done = await adminRest('PATCH', `/pages/${id}?locale=en`, editor, {
        layout: layout('Content in English.'),
        _status: 'published',
      })
      expect(done.status).toBe(200)
      expect(ok(await client().pages({ slug: `${slug}-en`, locale: 'en' })).data[0]?.untranslated).toEqual([])
      expect((await dashboard(editor)).counts['missing-english-pages'] ?? 0).toBe(before)
    } finally {
      await adminRest('DELETE', `/pages/${id}`, await loginToken())
    }
  })

  it('an administrator sees every section; messages and the job queue counted as the database has them', async () => {
    const admin = await loginToken()
    const home = await dashboard(admin, 'en')
    expect(home.sections).toEqual(['roads', 'messages', 'jobs', 'publishing', 'health', 'translation', 'recent'])
    expect(home.html).toContain('What needs attention')
    expect(home.counts['contact-new']).toBe(await total('/contact-messages?where[status][equals]=new&limit=1'))
    const [failed] = await databaseSql('select count(*) as n from payload_jobs where has_error = true')
    expect(home.counts['jobs-failed']).toBe(Number(failed!.n))
    const indonesian = await dashboard(admin, 'id')
    expect(indonesian.html).toContain('Pesan kontak')
    expect(indonesian.html).not.toContain('What needs attention')
  })
})
