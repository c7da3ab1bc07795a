import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { backup, restore } from '../../../../scripts/lib/backup.mjs'
import { createDatabaseBeside } from '../../../../scripts/lib/postgres.mjs'
import { stopService } from '../../../../scripts/lib/proc.mjs'
import { startCms } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'

/**
 * `npm run backup` / `npm run restore` (scripts/lib/backup.mjs) on the suite's database: a backup
 * taken while the CMS runs, restored into a fresh place; there a CMS changes a page and deletes the
 * uploads, the backup is restored over it, and a CMS started on the result serves the original page
 * and its images again.
 */
const testDb = inject('testDb')
const suiteEnv = inject('cmsEnv')
const { email, password } = inject('admin')
const port = testPorts.restoredCms[testDb]
const base = `http://127.0.0.1:${port}`
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-backup-test-'))
const restoredDataDir = path.join(work, 'data')
let cms: Awaited<ReturnType<typeof startCms>> | undefined

/** A separate database on the suite's PostgreSQL server, or a separate data folder for SQLite. */
function restoredEnv(): Record<string, string> {
  const env = { ...suiteEnv, CMS_PORT: String(port), CMS_PUBLIC_URL: base, CMS_DATA_DIR: restoredDataDir }
  if (testDb !== 'postgres') return env
  return { ...env, DATABASE_URL: createDatabaseBeside(suiteEnv.DATABASE_URL!, 'jtt_restored') }
}

async function api(method: string, pathAndQuery: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}/api${pathAndQuery}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}

async function adminToken() {
  const login = await api('POST', '/users/login', undefined, { email, password })
  expect(login.status).toBe(200)
  return login.json.token as string
}

/** An upload's address on the restored CMS (Payload may answer absolute URLs of the suite's). */
const onRestored = (url: string) => `${base}${new URL(url, base).pathname}`

type Doc = { id: number | string; title?: string; url?: string }
const firstDoc = async (collection: string, token: string) =>
  ((await api('GET', `/${collection}?limit=1&sort=id&depth=0`, token)).json.docs as Doc[])[0]!

afterAll(async () => {
  await stopService(cms)
  fs.rmSync(work, { recursive: true, force: true })
})

describe(`backup and restore (${testDb})`, () => {
  it('restores the database and the uploads as they were when the backup was taken', { timeout: 240_000 }, async () => {
    const saved = path.join(work, 'backup')
    const { manifest } = await backup(suiteEnv, saved)
    expect(manifest.database).toBe(testDb)
    expect(manifest.files).toBeGreaterThan(0)

    const env = restoredEnv()
    await restore(env, saved)
    cms = await startCms(env, { quiet: true, host: '127.0.0.1' })
    let token = await adminToken()
    const page = await firstDoc('pages', token)
    const image = await firstDoc('media', token)
    expect((await fetch(onRestored(image.url!))).status).toBe(200)

    // Changes after the backup: a page renamed, every upload gone.
    const renamed = await api('PATCH', `/pages/${page.id}`, token, { title: 'Changed after the backup' })
    expect(renamed.status).toBe(200)
    await stopService(cms)
    fs.rmSync(path.join(restoredDataDir, 'media'), { recursive: true, force: true })

    await restore(env, saved)
    cms = await startCms(env, { quiet: true, host: '127.0.0.1' })
    token = await adminToken()
    expect((await firstDoc('pages', token)).title).toBe(page.title)
    expect((await fetch(onRestored(image.url!))).status).toBe(200)
  })

  it('refuses a folder that is not a backup, and a backup of the other database kind', async () => {
    await expect(restore(suiteEnv, work)).rejects.toThrow(/not a backup/)
    const other = path.join(work, 'other-kind')
    fs.mkdirSync(other)
    const kind = testDb === 'postgres' ? 'sqlite' : 'postgres'
    fs.writeFileSync(path.join(other, 'manifest.json'), JSON.stringify({ format: 1, database: kind, files: 0 }))
    await expect(restore(suiteEnv, other)).rejects.toThrow(/holds a .* database/)
  })
})
