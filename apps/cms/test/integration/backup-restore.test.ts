import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createContentClient } from '@jtt/content-api'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { backup, restore } from '../../../../scripts/lib/backup.mjs'
import { createDatabaseBeside } from '../../../../scripts/lib/postgres.mjs'
import { stopService } from '../../../../scripts/lib/proc.mjs'
import { runCmsTask, startCms } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { loginToken } from './helpers'
import { quietReceiver } from './mail'
import { downloaded, putDrillData, searchIndexRows, type DrillData } from './restoreDrill'

/**
 * The restore drill (`npm run backup`, `npm run restore`; scripts/lib/backup.mjs) on this suite's
 * database. The running suite CMS gets a page, an editor and a confirmed email-alert subscriber, and is
 * backed up. The backup is restored into a place of its own (the site), whose database and uploads
 * folder are then destroyed; restored again, started as the image starts (migrations, then the
 * server), the site has its pages, documents (their files), subscribers and users back, and a search
 * index rebuilt from the restored content. Damaged or missing backups are refused and replace nothing.
 */
const testDb = inject('testDb')
const suiteEnv = inject('cmsEnv')
const admin = inject('admin')
const port = testPorts.restoredCms[testDb]
const base = `http://127.0.0.1:${port}`
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-restore-drill-'))
const saved = path.join(work, 'backup')
const receiver = quietReceiver()
const site = createContentClient({ baseUrl: `${base}/v1`, locale: 'id', timeoutMs: 15_000 })
let drill: DrillData
let cms: Awaited<ReturnType<typeof startCms>> | undefined

/** The site's data: a database of its own on the suite's PostgreSQL server, or a data folder for SQLite. */
const RESTORED_DB = 'jtt_restored'
const siteEnv: Record<string, string> = {
  ...suiteEnv,
  CMS_PORT: String(port),
  CMS_PUBLIC_URL: base,
  CMS_DATA_DIR: path.join(work, 'data'),
  DATABASE_URL: testDb === 'postgres' ? createDatabaseBeside(suiteEnv.DATABASE_URL!, RESTORED_DB) : '',
}

/** The disaster: the database and the uploads are gone (PostgreSQL keeps an empty database, as a new server's). */
function destroySite() {
  fs.rmSync(siteEnv.CMS_DATA_DIR!, { recursive: true, force: true })
  if (testDb !== 'postgres') return
  for (const statement of [`drop database ${RESTORED_DB} with (force)`, `create database ${RESTORED_DB}`])
    execFileSync('psql', ['--no-psqlrc', '-qc', statement, suiteEnv.DATABASE_URL!], { stdio: 'pipe' })
}

/** A file's address on the restored CMS (Payload may answer absolute URLs of the suite's). */
const onSite = (url: string) => `${base}${new URL(url, base).pathname}`

async function siteDocumentChecksum() {
  const listed = await site.documents({ perPage: 100 })
  if (!listed.ok) throw new Error(listed.error.message)
  const document = listed.data.data.find((d) => d.id === drill.document.id)
  expect(document).toBeDefined()
  return downloaded(onSite(document!.file.url))
}

beforeAll(async () => {
  await receiver.start()
  drill = await putDrillData(await loginToken())
  const { manifest } = await backup(suiteEnv, saved)
  expect(manifest.database).toBe(testDb)
  expect(manifest.files).toBeGreaterThan(0)
}, 120_000)

afterAll(async () => {
  await stopService(cms)
  await receiver.stop()
  fs.rmSync(work, { recursive: true, force: true })
})

describe(`restore drill (${testDb})`, () => {
  it(
    'brings back pages, documents, subscribers and users after the data is lost, and rebuilds search',
    { timeout: 300_000 },
    async () => {
      await restore(siteEnv, saved)
      destroySite()
      await restore(siteEnv, saved)
      // Restore empties the index: what search finds below, the start built from the restored content.
      expect(searchIndexRows(siteEnv)).toBe(0)
      await runCmsTask('migrate', siteEnv)
      cms = await startCms(siteEnv, { quiet: true, host: '127.0.0.1' })

      const page = await site.pages({ slug: drill.page.slug })
      expect(page.ok && page.data.data.map((p) => p.title)).toEqual([drill.page.title])
      const found = await site.search({ q: drill.word })
      expect(found.ok && found.data.data.map((hit) => hit.title)).toContain(drill.page.title)
      expect(await siteDocumentChecksum()).toBe(drill.document.sha256)
      expect((await site.login(drill.editor)).ok).toBe(true)

      const adminLogin = await site.login(admin)
      if (!adminLogin.ok) throw new Error(adminLogin.error.message)
      const query = `where[email][equals]=${encodeURIComponent(drill.subscriberEmail)}&depth=0`
      const res = await fetch(`${base}/api/alert-subscribers?${query}`, {
        headers: { authorization: `Bearer ${adminLogin.data.data.token}` },
      })
      const subscribers = ((await res.json()) as { docs: { status: string; topics: string[] }[] }).docs
      expect(subscribers.map(({ status, topics }) => ({ status, topics }))).toEqual([
        { status: 'confirmed', topics: ['financial-reports'] },
      ])
    },
  )

  it('refuses a missing or damaged backup with a clear message and replaces nothing', async () => {
    expect(cms, 'the restored site runs (the test above)').toBeDefined()
    const damaged = (name: string) => {
      const copy = path.join(work, name)
      fs.cpSync(saved, copy, { recursive: true })
      return copy
    }
    await expect(restore(siteEnv, path.join(work, 'no-such-backup'))).rejects.toThrow(/^No backup at /)

    const badFile = damaged('bad-file')
    // Every document's file changed: restored, the drill's document would download other bytes.
    for (const file of fs.readdirSync(path.join(badFile, 'files', 'documents')))
      fs.writeFileSync(path.join(badFile, 'files', 'documents', file), 'not the saved file')
    await expect(restore(siteEnv, badFile)).rejects.toThrow(
      /is damaged: files\/documents\/.+ does not match its checksum/,
    )

    const badManifest = damaged('bad-manifest')
    fs.writeFileSync(path.join(badManifest, 'manifest.json'), '{"format": 2, "datab')
    await expect(restore(siteEnv, badManifest)).rejects.toThrow(/is damaged: manifest.json is not valid JSON/)

    // A backup of the first format has no checksums: the database tool reads the file first.
    const badDatabase = damaged('bad-database')
    const databaseFile = testDb === 'postgres' ? 'database.pgdump' : 'database.sqlite'
    fs.writeFileSync(path.join(badDatabase, databaseFile), Buffer.alloc(8192, 'x'))
    fs.writeFileSync(path.join(badDatabase, 'manifest.json'), JSON.stringify({ format: 1, database: testDb, files: 0 }))
    await expect(restore(siteEnv, badDatabase)).rejects.toThrow(`is damaged: ${databaseFile} cannot be read`)

    const kind = testDb === 'postgres' ? 'sqlite' : 'postgres'
    fs.writeFileSync(path.join(badDatabase, 'manifest.json'), JSON.stringify({ format: 1, database: kind, files: 0 }))
    await expect(restore(siteEnv, badDatabase)).rejects.toThrow(/holds a .* database/)

    // Nothing was replaced or left half-done: the site serves what it did, and no staged copy remains.
    const page = await site.pages({ slug: drill.page.slug })
    expect(page.ok && page.data.data.map((p) => p.title)).toEqual([drill.page.title])
    expect(await siteDocumentChecksum()).toBe(drill.document.sha256)
    expect(fs.readdirSync(siteEnv.CMS_DATA_DIR!).filter((name) => name.includes('restoring'))).toEqual([])
  })
})
