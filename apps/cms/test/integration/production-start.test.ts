import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { stopService } from '../../../../scripts/lib/proc.mjs'
import { createDatabaseBeside } from '../../../../scripts/lib/postgres.mjs'
import { runCmsTask, seed, startCms } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'

/**
 * The CMS as its image runs it (migrations, then the server: apps/cms/Dockerfile) on a new database,
 * on each database: no sample content is ever written by a start; `bootstrap` adds only what the site
 * needs to render; the sample content comes only from an explicit seed; and a record an editor deletes
 * stays deleted across restarts (the image used to re-seed at every start).
 */
const testDb = inject('testDb')
const port = testPorts.productionCms[testDb]
const base = `http://127.0.0.1:${port}`
const admin = { email: 'first-admin@example.com', password: `Pr0d!${Date.now().toString(36)}xY` }

/** Totals of the public lists that sample content fills. */
const SAMPLE_LISTS = ['press-releases', 'people', 'documents', 'rest-areas', 'csr-posts', 'business-lines', 'pages']
const totals = async (headers: HeadersInit = {}) =>
  Object.fromEntries(
    await Promise.all(
      SAMPLE_LISTS.map(async (list) => [
        list,
        (await (await fetch(`${base}/v1/${list}`, { headers })).json()).meta.total as number,
      ]),
    ),
  ) as Record<string, number>

/** The `data` of a resource: a list's first 50 items, or the whole menu (which takes no paging). */
const listOf = async (resource: string, headers: HeadersInit = {}) => {
  const res = await fetch(`${base}/v1/${resource}${resource === 'menu' ? '' : '?per_page=50'}`, { headers })
  expect(res.status, resource).toBe(200)
  return (await res.json()).data
}

/**
 * A command-line task (bootstrap, seed) tells no server, and the server keeps its public answers up to
 * a minute: reads with a session cookie are never kept (src/server.ts), so they see the task's writes at
 * once without restarting the server. The Content API answers them as it answers visitors.
 */
const afresh = (token: string): HeadersInit => ({ cookie: `payload-token=${token}` })

async function adminToken() {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  return res.ok ? ((await res.json()) as { token: string }).token : null
}

describe('a production start', () => {
  it('writes no sample content; bootstrap adds only what the site needs; a deleted record stays deleted', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `jtt-cms-production-${testDb}-`))
    const suite = inject('cmsEnv')
    const env = {
      ...suite,
      CMS_PORT: String(port),
      CMS_PUBLIC_URL: base,
      CMS_DATA_DIR: dataDir,
      DATABASE_URL: testDb === 'postgres' ? createDatabaseBeside(suite.DATABASE_URL!, 'jtt_production_start') : '',
      CMS_ADMIN_EMAIL: admin.email,
      CMS_ADMIN_PASSWORD: admin.password,
      // No web site behind this CMS: its publish-to-live notifications go where nobody listens.
      WEB_REVALIDATE_URLS: 'http://127.0.0.1:9/api/revalidate',
    }
    const serverOnly = () => startCms(env, { quiet: true, host: '127.0.0.1', seeded: false })
    const productionStart = async () => {
      await runCmsTask('migrate', env)
      return serverOnly()
    }
    let cms = await productionStart()
    try {
      // A new database, started as in production: nothing at all, not even a user.
      expect(Object.values(await totals())).toEqual(SAMPLE_LISTS.map(() => 0))
      expect(await listOf('menu')).toEqual([])
      expect(await listOf('components')).toEqual([])
      expect(await listOf('redirects')).toEqual([])
      expect(await adminToken()).toBeNull()
      expect((await fetch(`${base}/readyz`)).status).toBe(200)

      // Bootstrap, twice (idempotent): the first admin, the menu's sections, empty footer records.
      await runCmsTask('bootstrap', env)
      await runCmsTask('bootstrap', env)
      const token = await adminToken()
      expect(token).toEqual(expect.any(String))
      const fresh = afresh(token!)
      const menu = await listOf('menu', fresh)
      expect(menu.map((group: { title: { id: string } }) => group.title.id)).toContain('Tentang Kami')
      const components = await listOf('components', fresh)
      expect(components.length).toBe(8)
      expect(components.every((c: { title: string }) => c.title === '')).toBe(true)
      expect((await listOf('settings', fresh)).every((s: { value: string }) => s.value === '')).toBe(true)
      expect(Object.values(await totals(fresh))).toEqual(SAMPLE_LISTS.map(() => 0))
      expect(await listOf('redirects', fresh)).toEqual([])

      // The sample content only when asked for; the bootstrap's empty records are kept as they are.
      await seed(env)
      const seeded = await totals(fresh)
      expect(seeded['press-releases']).toBeGreaterThan(0)
      expect((await listOf('components', fresh)).every((c: { title: string }) => c.title === '')).toBe(true)

      // An editor deletes a sample press release; production restarts never bring it back.
      const [doomed] = await listOf('press-releases', fresh)
      const deleted = await fetch(`${base}/api/press-releases/${doomed.id}`, {
        method: 'DELETE',
        headers: { authorization: `JWT ${token}` },
      })
      expect(deleted.status).toBe(200)
      // One restart shows it: every start does the same (the migrations, then the server).
      await stopService(cms)
      cms = await productionStart()
      expect((await totals())['press-releases']).toBe(seeded['press-releases']! - 1)
      expect((await listOf('press-releases')).map((p: { id: string }) => p.id)).not.toContain(doomed.id)
    } finally {
      await stopService(cms)
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 600_000)
})
