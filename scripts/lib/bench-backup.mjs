// Backup and restore of the sample content, timed: called by `npm run bench` on the data its CMS runs
// on (SQLite, seeded), or on its own after a build (`node scripts/run.mjs scripts/lib/bench-backup.mjs`:
// a fresh SQLite data folder, migrated and seeded). The backup is taken as `npm run backup` takes it,
// beside a running CMS; the restore goes into a scratch folder, then the CMS's migrate task runs on it as
// every start does (schema brought up to date, search index rebuilt): restore plus migrate is the time
// from `npm run restore` to a CMS that can start serving.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { folderBytes } from './artifact.mjs'
import { serviceEnv } from './env.mjs'
import { migrateAndSeed, runCmsTask } from './services.mjs'

const since = (started) => (performance.now() - started) / 1000

/** Times a backup of the data `env` names, its restore into a scratch folder, and the migrate step after it. */
async function benchBackup(env) {
  // backup.mjs loads the S3 client: imported when used, as the bench's other packages are.
  const { backup, restore } = await import('./backup.mjs')
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-bench-backup-'))
  try {
    const saved = path.join(scratch, 'backup')
    let started = performance.now()
    const { manifest } = await backup(env, saved)
    const backupSeconds = since(started)
    const restored = { ...env, CMS_DATA_DIR: path.join(scratch, 'data') }
    started = performance.now()
    await restore(restored, saved)
    const restoreSeconds = since(started)
    started = performance.now()
    await runCmsTask('migrate', restored)
    const migrateSeconds = since(started)
    return { files: manifest.files, megabytes: folderBytes(saved) / 1e6, backupSeconds, restoreSeconds, migrateSeconds }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}

/** The bench's rows (section "backup"): measured, no targets. */
export async function backupRows(env) {
  const r = await benchBackup(env)
  const s = (seconds) => `${seconds.toFixed(1)} s`
  const row = (name, value) => ({ section: 'backup', name, value, target: '', ok: null })
  return [
    row(
      'npm run backup (SQLite, sample content)',
      `${s(r.backupSeconds)}: ${r.megabytes.toFixed(1)} MB, ${r.files} files`,
    ),
    row('npm run restore', s(r.restoreSeconds)),
    row('restore, then migrate (search index rebuilt)', s(r.restoreSeconds + r.migrateSeconds)),
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-bench-backup-data-'))
  try {
    const env = serviceEnv({
      CMS_DATA_DIR: dataDir,
      DATABASE_URL: '',
      PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
      REVALIDATE_SECRET: crypto.randomBytes(32).toString('hex'),
    })
    await migrateAndSeed(env)
    for (const { name, value } of await backupRows(env)) console.log(`${name.padEnd(48)} ${value}`)
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
