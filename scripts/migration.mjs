// `npm run migration -- <name> [--blank]`: after a schema change, writes a migration for BOTH adapters
// (SQLite and PostgreSQL, each against a throw-away database) and regenerates the Payload types.
// `--blank` writes one even without schema changes, to be filled with custom SQL.
// (On Node 20 the `payload` bin stopped before doing anything about one run in six, and each step was
// retried; on Node 24 it runs every time.)
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureDependencies } from './lib/ensure.mjs'
import { startPostgres } from './lib/postgres.mjs'
import { npxBin, repoRoot, run } from './lib/proc.mjs'

const name = process.argv[2]
// `--blank`: write the migration even when the schema did not change, for custom SQL (search index).
const blank = process.argv.includes('--blank')
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migration -- <name_in_snake_case> [--blank]')
  process.exit(2)
}
await ensureDependencies()

const cmsDir = path.join(repoRoot, 'apps', 'cms')
const migrationsOf = (adapter) => fs.readdirSync(path.join(cmsDir, 'src', 'migrations', adapter))
const baseEnv = {
  ...process.env,
  NODE_OPTIONS: '--no-deprecation',
  PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
  CMS_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-migration-')),
}

/**
 * Writes the adapter's migration; answers whether there was one to write (a change can reach one
 * adapter only: a new option of a select is an enum type on PostgreSQL, plain text on SQLite).
 */
async function create(adapter, env) {
  const before = migrationsOf(adapter).length
  await run(npxBin('payload'), ['migrate:create', name, ...(blank ? ['--force-accept-warning'] : [])], {
    cwd: cmsDir,
    env,
  })
  const written = migrationsOf(adapter).filter((f) => f.includes(name))
  console.log(`› ${adapter}: ${written.length ? written.join(', ') : 'no schema change'}`)
  return migrationsOf(adapter).length > before
}

const wroteSqlite = await create('sqlite', { ...baseEnv, DATABASE_URL: '' })
const pg = await startPostgres({ port: Number(process.env.PG_MIGRATION_PORT ?? 54339), database: 'jtt_migration' })
let wrotePostgres = false
try {
  wrotePostgres = await create('postgres', { ...baseEnv, DATABASE_URL: pg.url })
} finally {
  await pg.stop()
}
if (!wroteSqlite && !wrotePostgres) {
  console.error('! No migration written: no schema change (--blank writes one for custom SQL).')
  process.exitCode = 1
}
// Types: rewritten from the config (unchanged when the schema change does not reach them).
const types = path.join(cmsDir, 'src', 'payload-types.ts')
await run(npxBin('payload'), ['generate:types'], { cwd: cmsDir, env: { ...baseEnv, DATABASE_URL: '' } })
await run(npxBin('prettier'), ['--write', types, path.join(cmsDir, 'src', 'migrations')], { stdio: 'ignore' }).catch(
  () => {},
)
fs.rmSync(baseEnv.CMS_DATA_DIR, { recursive: true, force: true })
console.log('› Done: review and commit apps/cms/src/migrations and src/payload-types.ts')
