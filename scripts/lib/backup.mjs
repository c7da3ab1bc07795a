// Backup and restore of the content service's data: the database (SQLite or PostgreSQL) and the
// uploaded files (media and documents under CMS_DATA_DIR). One backup is one folder:
//   manifest.json            what it holds and when it was taken
//   database.sqlite          SQLite: a consistent copy taken with SQLite's online backup API
//   database.pgdump          PostgreSQL: pg_dump's custom format (restored with pg_restore)
//   files/media, files/documents (from CMS_DATA_DIR, or from the S3 bucket when S3_BUCKET is set)
// Backups are taken while the CMS runs; restore expects the CMS to be stopped.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { downloadUploads, replaceUploads, uploadsBucket } from './uploads-bucket.mjs'

/** Folders under CMS_DATA_DIR that hold uploads (see apps/cms/src/collections/{Media,Documents}). */
const UPLOAD_DIRS = ['media', 'documents']
const SQLITE_FILE = 'cms.db'

const usesPostgres = (env) => /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')
const exec = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })

async function copyUploads(env, to) {
  const bucket = uploadsBucket(env)
  for (const dir of UPLOAD_DIRS) {
    const source = path.join(env.CMS_DATA_DIR, dir)
    if (bucket) await downloadUploads(bucket, dir, path.join(to, dir))
    else if (fs.existsSync(source)) fs.cpSync(source, path.join(to, dir), { recursive: true })
  }
}

async function putBackUploads(env, from) {
  const bucket = uploadsBucket(env)
  for (const dir of UPLOAD_DIRS) {
    const saved = path.join(from, 'files', dir)
    if (bucket) {
      await replaceUploads(bucket, dir, saved)
      continue
    }
    fs.rmSync(path.join(env.CMS_DATA_DIR, dir), { recursive: true, force: true })
    if (fs.existsSync(saved)) fs.cpSync(saved, path.join(env.CMS_DATA_DIR, dir), { recursive: true })
  }
}

const countFiles = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0

/**
 * Writes a backup of the data `env` points at (CMS_DATA_DIR, DATABASE_URL) into a new folder `out`.
 * @returns {Promise<{ dir: string, manifest: Record<string, unknown> }>}
 */
export async function backup(env, out) {
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) throw new Error(`${out} exists and is not empty`)
  fs.mkdirSync(out, { recursive: true })
  const dataDir = env.CMS_DATA_DIR
  const postgres = usesPostgres(env)
  if (postgres) {
    // Custom format: compressed, and pg_restore can clean and restore it object by object.
    exec('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      '--file',
      path.join(out, 'database.pgdump'),
      env.DATABASE_URL,
    ])
  } else {
    const db = path.join(dataDir, SQLITE_FILE)
    if (!fs.existsSync(db)) throw new Error(`No SQLite database at ${db}`)
    // The sqlite3 shell's .backup uses the online backup API: a consistent copy while the CMS writes.
    exec('sqlite3', [db, `.backup '${path.join(out, 'database.sqlite').replaceAll("'", "''")}'`])
  }
  await copyUploads(env, path.join(out, 'files'))
  const manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: postgres ? 'postgres' : 'sqlite',
    files: countFiles(path.join(out, 'files')),
  }
  fs.writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  return { dir: out, manifest }
}

/**
 * Restores a backup folder into the data `env` points at, replacing its database and uploads.
 * The database kind must match (a SQLite backup restores into SQLite). Stop the CMS first.
 */
export async function restore(env, from) {
  const manifestFile = path.join(from, 'manifest.json')
  if (!fs.existsSync(manifestFile)) throw new Error(`${from} is not a backup (no manifest.json)`)
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
  const postgres = usesPostgres(env)
  if (manifest.database !== (postgres ? 'postgres' : 'sqlite'))
    throw new Error(
      `This backup holds a ${manifest.database} database, but DATABASE_URL points at ${postgres ? 'PostgreSQL' : 'SQLite'}`,
    )
  const dataDir = env.CMS_DATA_DIR
  fs.mkdirSync(dataDir, { recursive: true })
  if (postgres) {
    // --clean drops what the backup will recreate; one transaction: all of it or nothing.
    exec('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      env.DATABASE_URL,
      path.join(from, 'database.pgdump'),
    ])
  } else {
    const db = path.join(dataDir, SQLITE_FILE)
    // The journal files belong to the database being replaced.
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${db}${suffix}`, { force: true })
    exec('sqlite3', [db, `.restore '${path.join(from, 'database.sqlite').replaceAll("'", "''")}'`])
  }
  await putBackUploads(env, from)
  return { manifest }
}
