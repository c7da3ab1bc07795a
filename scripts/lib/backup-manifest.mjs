// A backup folder's manifest.json: what the backup holds, when it was taken, and a SHA-256 checksum of
// every file in it, so a restore can tell a whole backup from a damaged or incomplete one before it
// replaces anything. Format 1 (before checksums) is still read; its files are not checked.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const MANIFEST = 'manifest.json'
const FORMAT = 2
/** The database file of each kind of backup. */
export const DATABASE_FILES = { sqlite: 'database.sqlite', postgres: 'database.pgdump' }

async function sha256(file) {
  const hash = crypto.createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk)
  return hash.digest('hex')
}

/** Every file under `dir`, as sorted paths relative to it with `/` separators. */
const filesUnder = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()

/** Writes the manifest of the finished backup folder `dir`, holding a `database` ('sqlite' | 'postgres') backup. */
export async function writeManifest(dir, database) {
  const checksums = {}
  for (const file of filesUnder(dir)) checksums[file] = await sha256(path.join(dir, file))
  const manifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    database,
    files: Object.keys(checksums).filter((file) => file.startsWith('files/')).length,
    checksums,
  }
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

function readManifest(dir) {
  if (!fs.existsSync(dir)) throw new Error(`No backup at ${dir}`)
  const file = path.join(dir, MANIFEST)
  if (!fs.existsSync(file)) throw new Error(`${dir} is not a backup (no manifest.json)`)
  let manifest
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    throw new Error(`The backup in ${dir} is damaged: manifest.json is not valid JSON`)
  }
  if (manifest?.format !== 1 && manifest?.format !== FORMAT)
    throw new Error(`${file} is not a backup manifest this version reads (format ${String(manifest?.format)})`)
  return manifest
}

/**
 * Reads the backup in `dir` and checks, before anything is restored, that it holds a `database` backup
 * and that every file is there and unchanged. Throws one sentence saying what is wrong.
 */
export async function verifyBackup(dir, database) {
  const manifest = readManifest(dir)
  if (manifest.database !== database)
    throw new Error(
      `This backup holds a ${manifest.database} database, but DATABASE_URL points at ${database === 'postgres' ? 'PostgreSQL' : 'SQLite'}`,
    )
  const required = manifest.format === 1 ? [DATABASE_FILES[database]] : Object.keys(manifest.checksums ?? {})
  if (!required.includes(DATABASE_FILES[database]))
    throw new Error(`The backup in ${dir} is damaged: manifest.json lists no ${DATABASE_FILES[database]}`)
  for (const file of required) {
    const full = path.join(dir, file)
    if (!fs.existsSync(full)) throw new Error(`The backup in ${dir} is incomplete: ${file} is missing`)
    if (manifest.format !== 1 && (await sha256(full)) !== manifest.checksums[file])
      throw new Error(`The backup in ${dir} is damaged: ${file} does not match its checksum in manifest.json`)
  }
  if (manifest.format !== 1) {
    const unlisted = filesUnder(dir).filter((file) => file !== MANIFEST && !(file in manifest.checksums))
    if (unlisted.length > 0)
      throw new Error(`The backup in ${dir} holds files its manifest.json does not list: ${unlisted.join(', ')}`)
  }
  return manifest
}
