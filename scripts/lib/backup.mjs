// Backup and restore of the content service's data: the database (SQLite or PostgreSQL) and the
// uploaded files (media and documents under CMS_DATA_DIR). One backup is one folder:
//   manifest.json            what it holds, when it was taken, a checksum of every file (backup-manifest.mjs)
//   database.sqlite          SQLite: a consistent copy taken with SQLite's online backup API
//   database.pgdump          PostgreSQL: pg_dump's custom format (restored with pg_restore)
//   files/media, files/documents (from CMS_DATA_DIR, or the S3 bucket when S3_BUCKET is set; backup-uploads.mjs)
// Backups are taken while the CMS runs; restore expects the CMS to be stopped. A restore checks the
// whole backup first and replaces nothing when it is damaged or incomplete.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { DATABASE_FILES, verifyBackup, writeManifest } from './backup-manifest.mjs'
import { copyUploads, putBackUploads, stageUploads } from './backup-uploads.mjs'

const SQLITE_FILE = 'cms.db'
/**
 * A restored database's search index is emptied and its signature (SIGNATURE_KEY of
 * apps/cms/src/search/rebuild.ts) removed, so the CMS's next start (its migrate step, before the server)
 * builds the index again from the restored content: a backup taken between a change's commit and its
 * index update would otherwise keep that change unfindable.
 */
const RESET_SEARCH_INDEX = `DELETE FROM search_documents; DELETE FROM search_terms; DELETE FROM search_meta WHERE key = 'signature';`

const usesPostgres = (env) => /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')

/** Runs a database tool; a failure says what the tool said, never its arguments (they hold the database's address). */
function exec(cmd, args, env) {
  try {
    return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } }).toString()
  } catch (error) {
    const said = String(error.stderr ?? '').trim() || error.message
    throw new Error(`${cmd} failed: ${said.split('\n').slice(0, 3).join(' ')}`)
  }
}

/** PostgreSQL's address without its password, which goes to the tools in PGPASSWORD (not on a command line). */
function pgTarget(databaseUrl) {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} }
}

/** Whether the SQLite file has the search index's tables (a backup older than search has none). */
const hasSearchIndex = (db) =>
  exec('sqlite3', [db, "SELECT count(*) FROM sqlite_master WHERE name = 'search_meta'"]).trim() !== '0'

/**
 * Writes a backup of the data `env` points at (CMS_DATA_DIR, DATABASE_URL) into a new folder `out`.
 * @returns {Promise<{ dir: string, manifest: Record<string, unknown> }>}
 */
export async function backup(env, out) {
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) throw new Error(`${out} exists and is not empty`)
  fs.mkdirSync(out, { recursive: true })
  const postgres = usesPostgres(env)
  if (postgres) {
    const { url, env: pgEnv } = pgTarget(env.DATABASE_URL)
    // Custom format: compressed, and pg_restore can clean and restore it object by object.
    const file = path.join(out, DATABASE_FILES.postgres)
    exec('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', file, url], pgEnv)
  } else {
    const db = path.join(env.CMS_DATA_DIR, SQLITE_FILE)
    if (!fs.existsSync(db)) throw new Error(`No SQLite database at ${db}`)
    // The sqlite3 shell's .backup uses the online backup API: a consistent copy while the CMS writes.
    const copy = path.join(out, DATABASE_FILES.sqlite)
    exec('sqlite3', [db, `.backup '${copy.replaceAll("'", "''")}'`])
    // The copy keeps the CMS's write-ahead-log mode, in which even a read-only check of it (restore's)
    // leaves -wal and -shm files beside it: a backup is one self-contained file, in rollback mode. The
    // CMS puts the restored database back in WAL mode when it opens it.
    exec('sqlite3', [copy, 'PRAGMA journal_mode=DELETE'])
  }
  await copyUploads(env, path.join(out, 'files'))
  return { dir: out, manifest: await writeManifest(out, postgres ? 'postgres' : 'sqlite') }
}

/** The database tool's own reading of the backup's database file (a format-1 backup has no checksums). */
function checkDatabaseFile(from, postgres) {
  const file = path.join(from, DATABASE_FILES[postgres ? 'postgres' : 'sqlite'])
  const damaged = (why) => new Error(`The backup in ${from} is damaged: ${path.basename(file)} ${why}`)
  try {
    if (postgres) exec('pg_restore', ['--list', file])
    else if (exec('sqlite3', ['-readonly', file, 'PRAGMA quick_check']).trim() !== 'ok')
      throw damaged('fails its check')
  } catch (error) {
    throw error.message.startsWith('The backup') ? error : damaged(`cannot be read (${error.message})`)
  }
}

/** Restores the SQLite file beside the current one, then puts it in its place in one rename. */
function restoreSqlite(env, from) {
  const db = path.join(env.CMS_DATA_DIR, SQLITE_FILE)
  const incoming = `${db}.restoring`
  try {
    fs.copyFileSync(path.join(from, DATABASE_FILES.sqlite), incoming)
    if (hasSearchIndex(incoming)) exec('sqlite3', ['-bail', incoming, RESET_SEARCH_INDEX])
  } catch (error) {
    fs.rmSync(incoming, { force: true })
    throw error
  }
  // The journal files belong to the database being replaced.
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${db}${suffix}`, { force: true })
  fs.renameSync(incoming, db)
}

/** --clean drops what the backup will recreate; one transaction: all of it or nothing. */
function restorePostgres(env, from) {
  const { url, env: pgEnv } = pgTarget(env.DATABASE_URL)
  const options = ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error']
  exec('pg_restore', [...options, '--dbname', url, path.join(from, DATABASE_FILES.postgres)], pgEnv)
}

function resetPostgresSearchIndex(env) {
  const { url, env: pgEnv } = pgTarget(env.DATABASE_URL)
  const reset = `DO $$ BEGIN IF to_regclass('search_meta') IS NOT NULL THEN ${RESET_SEARCH_INDEX} END IF; END $$`
  try {
    exec('psql', ['--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '-qc', reset, url], pgEnv)
  } catch (error) {
    throw new Error(`Restored, but the search index was not reset (${error.message}): run the CMS's reindex task`)
  }
}

/**
 * Restores a backup folder into the data `env` points at, replacing its database and uploads.
 * The database kind must match (a SQLite backup restores into SQLite). Stop the CMS first; its next
 * start rebuilds the search index.
 */
export async function restore(env, from) {
  const postgres = usesPostgres(env)
  const manifest = await verifyBackup(from, postgres ? 'postgres' : 'sqlite')
  checkDatabaseFile(from, postgres)
  fs.mkdirSync(env.CMS_DATA_DIR, { recursive: true })
  const staging = stageUploads(env, from)
  try {
    if (postgres) restorePostgres(env, from)
    else restoreSqlite(env, from)
  } catch (error) {
    if (staging) fs.rmSync(staging, { recursive: true, force: true })
    throw new Error(`Nothing was restored: ${error.message}`)
  }
  await putBackUploads(env, from, staging)
  if (postgres) resetPostgresSearchIndex(env)
  return { manifest }
}
