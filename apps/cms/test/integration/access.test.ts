import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminRest, cmsUrl, getRaw, loginToken, richText } from './helpers'
import { siteReceiver } from './receiver'

/**
 * Who may read and write what, for every collection and global, through Payload's REST API, GraphQL
 * and the Content API. Every content type the CMS has must appear here: the first test fails when
 * one is missing, so a new type cannot skip this walk.
 *
 * read: 'public' (anyone), 'published' (anyone, published versions only), 'none' (signed-in staff);
 * write: 'editor' (content editors), 'admin' (user managers only).
 * rest: false for Payload's internal collections that have no REST endpoints at all (404 for everyone);
 * listed: false for those /api/access does not list (the job queue).
 */
type Rule = { read: 'public' | 'published' | 'none'; write: 'editor' | 'admin'; rest?: false; listed?: false }
const COLLECTIONS: Record<string, Rule & { sample?: Record<string, unknown> }> = {
  pages: { read: 'published', write: 'editor', sample: { title: 'Akses', slug: 'akses-uji', _status: 'draft' } },
  people: {
    read: 'published',
    write: 'editor',
    sample: { name: 'Akses Uji', slug: 'akses-uji', board: 'directors', order: 1, position: 'Uji', _status: 'draft' },
  },
  'business-lines': {
    read: 'published',
    write: 'editor',
    sample: { title: 'Akses', slug: 'akses-uji', order: 1, summary: 'Uji', _status: 'draft' },
  },
  'csr-posts': {
    read: 'published',
    write: 'editor',
    sample: {
      title: 'Akses',
      excerpt: 'Uji',
      publishedAt: '2026-01-01T00:00:00.000Z',
      category: 'health',
      _status: 'draft',
    },
  },
  'press-releases': {
    read: 'published',
    write: 'editor',
    sample: {
      title: 'Akses',
      slug: 'akses-siaran-uji',
      body: richText('Uji akses.'),
      _status: 'draft',
    },
  },
  // Uploads: creating one needs a file (documents.test.ts uploads them).
  documents: { read: 'published', write: 'editor' },
  media: { read: 'public', write: 'editor' },
  components: { read: 'public', write: 'editor', sample: { slug: 'access-probe', title: 'Uji' } },
  settings: { read: 'public', write: 'editor', sample: { key: 'access-probe', value: 'uji' } },
  redirects: { read: 'public', write: 'editor', sample: { old_url: '/access-probe', new_url: '/id' } },
  'toll-roads': {
    read: 'published',
    write: 'editor',
    sample: {
      name: 'Ruas Uji Akses',
      slug: 'ruas-uji-akses',
      operator: 'Uji',
      start: 'A',
      end: 'B',
      lengthKm: 1,
      geometry: [
        { km: 0, lat: -6.2, lng: 106.9 },
        { km: 1, lat: -6.2, lng: 106.91 },
      ],
      _status: 'draft',
    },
  },
  'rest-areas': {
    read: 'public',
    write: 'editor',
    sample: { name: 'Rest Area Uji', road: 1, km: 1, side: 'A', towards: 'Uji', type: 'C', lat: -6.2, lng: 106.9 },
  },
  users: { read: 'none', write: 'admin' },
  // What visitors send: read by users granted submissions:read (contact.test.ts, alerts.test.ts).
  'contact-messages': { read: 'none', write: 'admin' },
  'alert-subscribers': { read: 'none', write: 'admin' },
  'alert-deliveries': { read: 'none', write: 'admin' },
  'payload-jobs': { read: 'none', write: 'admin', listed: false },
  'payload-locked-documents': { read: 'none', write: 'editor' },
  'payload-preferences': { read: 'none', write: 'editor' },
  'payload-migrations': { read: 'none', write: 'admin', rest: false },
}
const GLOBALS: Record<string, Rule> = {
  navigation: { read: 'public', write: 'editor' },
  home: { read: 'published', write: 'editor' },
  'company-profile': { read: 'published', write: 'editor' },
  'organization-structure': { read: 'published', write: 'editor' },
  whistleblowing: { read: 'published', write: 'editor' },
  'about-pages': { read: 'published', write: 'editor' },
  'toll-road-service': { read: 'published', write: 'editor' },
  'investor-relations': { read: 'published', write: 'editor' },
  'form-settings': { read: 'none', write: 'admin' },
}

/** Where each collection with drafts is read on the Content API, by a sample document's id. */
const V1_DRAFT_PROBES: Record<string, (id: string) => string> = {
  pages: () => '/pages?filter[slug]=akses-uji&locale=id',
  people: () => '/people?filter[slug]=akses-uji&locale=id',
  'business-lines': () => '/business-lines?filter[slug]=akses-uji&locale=id',
  'csr-posts': (id) => `/csr-posts?filter[id]=${id}&locale=id`,
  'press-releases': () => '/press-releases/akses-siaran-uji?locale=id',
  'toll-roads': () => '/toll-roads?filter[slug]=ruas-uji-akses&locale=id',
}
/** The Content API's resource for each global with drafts. */
const V1_GLOBALS: Record<string, string> = {
  home: '/home',
  'company-profile': '/company-profile',
  'organization-structure': '/organization-structure',
  whistleblowing: '/whistleblowing',
  'about-pages': '/about-pages',
  'toll-road-service': '/toll-road-service',
  'investor-relations': '/investor-relations',
}

/** Some document of a collection, read as the admin (null when there is none). */
async function anyDocumentId(slug: string): Promise<string | null> {
  const found = await adminRest('GET', `/${slug}?limit=1&depth=0`, await loginToken())
  const doc = (found.json?.docs as { id: number | string }[] | undefined)?.[0]
  return doc ? String(doc.id) : null
}

// The samples editors create (a component, a redirect, a rest area) notify the site: a stand-in takes
// the notifications, so none is left failing and retrying (and logging) in the background for later files.
const site = siteReceiver()
beforeAll(() => site.listen())
afterAll(() => site.close())

/** /api/access answers an operation as `true`, `{ permission: true }` (with field details), or leaves it out. */
type Operation = boolean | { permission?: boolean } | undefined
type Permissions = {
  collections: Record<string, Record<string, Operation>>
  globals: Record<string, Record<string, Operation>>
}
const allowed = (operation: Operation) =>
  operation === true || (typeof operation === 'object' && operation.permission === true)

async function permissionsOf(token: string | null): Promise<Permissions> {
  const res = await adminRest('GET', '/access', token)
  expect(res.status).toBe(200)
  return res.json as unknown as Permissions
}

const EDITOR = { email: 'access-editor@example.com', password: 'Editor#Akses2026' }
async function editorToken() {
  const admin = await loginToken()
  await adminRest('POST', '/users', admin, { ...EDITOR, name: 'Editor Akses', roles: ['editor'] })
  return loginToken(EDITOR.email, EDITOR.password)
}

describe('access rules, walked for every collection and global', () => {
  it('lists every collection and global the CMS has', async () => {
    const all = await permissionsOf(await loginToken())
    const listed = Object.entries(COLLECTIONS).filter(([, rule]) => rule.listed !== false)
    expect(Object.keys(all.collections).sort()).toEqual(listed.map(([slug]) => slug).sort())
    expect(Object.keys(all.globals).sort()).toEqual(Object.keys(GLOBALS).sort())
  })

  for (const [slug, rule] of Object.entries(COLLECTIONS)) {
    if (rule.rest === false) {
      it(`${slug}: has no REST endpoints, for visitors and editors alike`, async () => {
        const editor = await editorToken()
        for (const token of [null, editor]) {
          expect((await adminRest('GET', `/${slug}`, token)).status).toBe(404)
          expect((await adminRest('POST', `/${slug}`, token, {})).status).toBe(404)
        }
      })
      continue
    }

    it(`${slug}: visitors ${rule.read === 'none' ? 'cannot read it' : `read ${rule.read} documents`} and never write`, async () => {
      const list = await adminRest('GET', `/${slug}?limit=100&draft=true`, null)
      if (rule.read === 'none') expect(list.status).toBe(403)
      else {
        expect(list.status).toBe(200)
        const docs = (list.json.docs ?? []) as { _status?: string }[]
        if (rule.read === 'published') expect(docs.every((doc) => doc._status === 'published')).toBe(true)
      }
      const versions = await adminRest('GET', `/${slug}/versions`, null)
      expect(versions.status >= 400 || !(versions.json?.docs as unknown[] | undefined)?.length).toBe(true)
      expect((await adminRest('POST', `/${slug}`, null, rule.sample ?? {})).status).toBe(403)
    })

    it(`${slug}: editors ${rule.write === 'editor' ? 'may' : 'may not'} create, update and delete; visitors never`, async () => {
      const editor = await editorToken()
      if (rule.listed !== false) {
        const permissions = await permissionsOf(editor)
        expect(allowed(permissions.collections[slug]?.create)).toBe(rule.write === 'editor')
      }
      let sampleId: string | null = null
      if (rule.sample || rule.write === 'admin') {
        const created = await adminRest('POST', `/${slug}`, editor, rule.sample ?? {})
        expect(created.status).toBe(rule.write === 'editor' ? 201 : 403)
        if (created.status === 201) sampleId = String((created.json.doc as { id: number | string }).id)
      }
      // An existing document (the editor's sample, or any there is): visitors may change none.
      const id = sampleId ?? (await anyDocumentId(slug))
      if (id === null) return
      expect((await adminRest('PATCH', `/${slug}/${id}`, null, {})).status).toBeGreaterThanOrEqual(400)
      expect((await adminRest('DELETE', `/${slug}/${id}`, null)).status).toBeGreaterThanOrEqual(400)
      const draftProbe = V1_DRAFT_PROBES[slug]
      if (draftProbe && rule.sample) {
        // The editor's draft stays out of the Content API for visitors, also when they ask for drafts.
        const asVisitor = await getRaw(draftProbe(id))
        expect([200, 404]).toContain(asVisitor.status)
        if (asVisitor.status === 200) expect((asVisitor.json as { data: unknown[] }).data).toEqual([])
        expect((await getRaw(`${draftProbe(id)}&draft=true`)).status).toBe(401)
      }
      if (sampleId === null) return
      expect((await adminRest('PATCH', `/${slug}/${id}`, editor, rule.sample)).status).toBe(200)
      expect((await adminRest('DELETE', `/${slug}/${id}`, editor)).status).toBe(200)
    })
  }

  it.each(Object.values(V1_GLOBALS))(
    'Content API %s: drafts only for previewers (401 without a token)',
    async (path) => {
      expect((await getRaw(`${path}?locale=id`)).status).toBe(200)
      expect((await getRaw(`${path}?locale=id&draft=true`)).status).toBe(401)
    },
  )

  for (const [slug, rule] of Object.entries(GLOBALS)) {
    it(`global ${slug}: visitors ${rule.read === 'none' ? 'cannot read it' : `read ${rule.read} content`} and never write; editors ${rule.write === 'editor' ? '' : 'do not '}write`, async () => {
      const read = await adminRest('GET', `/globals/${slug}?draft=true`, null)
      expect(read.status).toBe(rule.read === 'none' ? 403 : 200)
      expect((await adminRest('POST', `/globals/${slug}`, null, {})).status).toBe(403)
      const permissions = await permissionsOf(await editorToken())
      expect(allowed(permissions.globals[slug]?.update)).toBe(rule.write === 'editor')
    })
  }
})

describe('drafts stay private', () => {
  it('a draft of the home page is not served to visitors, also with draft=true', async () => {
    const token = await loginToken()
    const draftTitle = 'Judul Draf Rahasia'
    const saved = await adminRest('POST', '/globals/home?draft=true&locale=id', token, { hero: { title: draftTitle } })
    expect(saved.status).toBe(200)
    const asEditor = await adminRest('GET', '/globals/home?draft=true&locale=id', token)
    expect(JSON.stringify(asEditor.json)).toContain(draftTitle)
    for (const path of ['/globals/home?draft=true', '/globals/home', '/globals/home/versions']) {
      expect(JSON.stringify((await adminRest('GET', path, null)).json)).not.toContain(draftTitle)
    }
    expect(JSON.stringify((await getRaw('/home?locale=id')).json)).not.toContain(draftTitle)
  })

  it('a draft page is found by nobody but a previewer', async () => {
    const token = await loginToken()
    const created = await adminRest('POST', '/pages?draft=true&locale=id', token, {
      title: 'Draf Akses',
      slug: 'draf-akses',
      _status: 'draft',
    })
    expect(created.status).toBe(201)
    const id = (created.json.doc as { id: number }).id
    expect((await adminRest('GET', `/pages/${id}?draft=true`, null)).status).toBe(404)
    expect(JSON.stringify((await adminRest('GET', '/pages?draft=true&limit=100', null)).json)).not.toContain(
      'draf-akses',
    )
    expect(JSON.stringify((await getRaw('/sitemap')).json)).not.toContain('draf-akses')
    expect((await adminRest('GET', `/pages/${id}?draft=true`, token)).status).toBe(200)
  })

  it('user accounts: visitors see none, editors only themselves', async () => {
    expect((await adminRest('GET', '/users', null)).status).toBe(403)
    const editor = await editorToken()
    const users = await adminRest('GET', '/users?limit=100', editor)
    expect(users.status).toBe(200)
    expect((users.json.docs as { email: string }[]).map((u) => u.email)).toEqual([EDITOR.email])
    expect((await adminRest('PATCH', '/users/1', editor, { roles: ['admin'] })).status).toBeGreaterThanOrEqual(400)
  })
})

describe('GraphQL is switched off', () => {
  it.each(['/api/graphql', '/api/graphql-playground'])('%s is not served', async (path) => {
    const res = await fetch(`${cmsUrl()}${path}`, {
      method: path.endsWith('graphql') ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json' },
      body: path.endsWith('graphql') ? '{"query":"{ Users { docs { email } } }"}' : undefined,
    })
    expect(res.status).toBe(404)
  })
})
