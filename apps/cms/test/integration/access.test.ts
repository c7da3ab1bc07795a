import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminRest, cmsUrl, getRaw, loginToken } from './helpers'
import { siteReceiver } from './receiver'
import type { CollectionAccessWalk } from '../../src/contentTypes/define'
import { collectionTypes, globalTypes } from '../../src/contentTypeRegistry'

/**
 * Who may read and write what, for every collection and global, through Payload's REST API, GraphQL
 * and the Content API. The walk reads each type's expectations from its declaration (`access` in its
 * `contentType.ts`, listed in src/contentTypeRegistry.ts), so a new type is walked without an edit
 * here; the first test fails when the CMS has a collection or global the registry does not declare.
 *
 * rest: false for Payload's internal collections that have no REST endpoints at all (404 for everyone);
 * listed: false for those /api/access does not list (the job queue).
 */
type Rule = CollectionAccessWalk & { rest?: false; listed?: false }

/** Payload's own collections: not content types of this project, but walked the same way. */
const PAYLOAD_COLLECTIONS: Record<string, Rule> = {
  'payload-jobs': { read: 'none', write: 'admin', listed: false },
  'payload-locked-documents': { read: 'none', write: 'editor' },
  'payload-preferences': { read: 'none', write: 'editor' },
  'payload-migrations': { read: 'none', write: 'admin', rest: false },
}
const COLLECTIONS: Record<string, Rule> = {
  ...Object.fromEntries(collectionTypes.map(({ config, access }) => [config.slug, access])),
  ...PAYLOAD_COLLECTIONS,
}
/** Payload's own globals: the job scheduler's stats (a task has a `schedule`), administrators only. */
const PAYLOAD_GLOBALS: Record<string, (typeof globalTypes)[number]['access']> = {
  'payload-jobs-stats': { read: 'none', write: 'admin' },
}
const GLOBALS = {
  ...Object.fromEntries(globalTypes.map(({ config, access }) => [config.slug, access])),
  ...PAYLOAD_GLOBALS,
}
/** The Content API's resource for each global with drafts. */
const V1_GLOBALS = Object.values(GLOBALS).flatMap(({ resource }) => (resource ? [resource] : []))

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

    it(`${slug}: editors ${rule.write === 'editor' ? 'may' : 'may not'} create, update and delete${rule.write === 'nobody' ? ', nor may administrators' : ''}; visitors never`, async () => {
      const editor = await editorToken()
      if (rule.listed !== false) {
        const permissions = await permissionsOf(editor)
        expect(allowed(permissions.collections[slug]?.create)).toBe(rule.write === 'editor')
      }
      let sampleId: string | null = null
      if (rule.sample || rule.write !== 'editor') {
        const created = await adminRest('POST', `/${slug}`, editor, rule.sample ?? {})
        expect(created.status).toBe(rule.write === 'editor' ? 201 : 403)
        if (created.status === 201) sampleId = String((created.json.doc as { id: number | string }).id)
      }
      // An existing document (the editor's sample, or any there is): visitors may change none.
      const id = sampleId ?? (await anyDocumentId(slug))
      if (rule.write === 'nobody') {
        // Not even administrators: only the CMS's own hooks write it.
        const admin = await loginToken()
        expect((await adminRest('POST', `/${slug}`, admin, {})).status).toBe(403)
        if (id !== null) {
          expect((await adminRest('PATCH', `/${slug}/${id}`, admin, {})).status).toBe(403)
          expect((await adminRest('DELETE', `/${slug}/${id}`, admin)).status).toBe(403)
        }
      }
      if (id === null) return
      expect((await adminRest('PATCH', `/${slug}/${id}`, null, {})).status).toBeGreaterThanOrEqual(400)
      expect((await adminRest('DELETE', `/${slug}/${id}`, null)).status).toBeGreaterThanOrEqual(400)
      const draftProbe = rule.draftProbe
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

  it.each(V1_GLOBALS)('Content API %s: drafts only for previewers (401 without a token)', async (path) => {
    expect((await getRaw(`${path}?locale=id`)).status).toBe(200)
    expect((await getRaw(`${path}?locale=id&draft=true`)).status).toBe(401)
  })

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
