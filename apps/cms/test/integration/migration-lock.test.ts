import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { artifactAppDir, artifactEntry } from '../../../../scripts/lib/artifact.mjs'
import { createDatabaseBeside } from '../../../../scripts/lib/postgres.mjs'
import { MIGRATION_LOCK_KEY } from '../../src/lib/migrationLock'
import { migrations } from '../../src/migrations/postgres'

/**
 * Two CMS instances starting at once against one PostgreSQL database (a rolling deploy, or a scale-out
 * whose instances start together): each runs the image's `node dist/migrate.mjs` on a new database. Each
 * committed migration must be applied once, by one of them, never by both at the same time
 * (apps/cms/src/lib/migrationLock.ts); both must succeed, and the schema must come out whole.
 * SQLite is one file on one host, for one CMS: it takes no lock (docs/operations.md, Rolling deploys).
 */
const onPostgres = inject('testDb') === 'postgres'

type Migrated = { code: number | null; applied: string[]; output: string }

/**
 * `node dist/migrate.mjs` of the CMS's artifact, as the image runs it: its log so far, and its end with
 * the migrations it applied.
 */
function startMigrate(env: NodeJS.ProcessEnv) {
  const entry: string = artifactEntry('cms', 'migrate')
  const child = spawn(process.execPath, ['--no-deprecation', entry], {
    cwd: artifactAppDir('cms') as string,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const done = new Promise<Migrated>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) => {
      const applied = [...output.matchAll(/"msg":"Migrating: (\w+)"/g)].map((m) => m[1]!)
      resolve({ code, applied, output })
    })
  })
  return { done, output: () => output }
}

const WAITING = 'another instance is migrating this database'

describe.skipIf(!onPostgres)('two CMS instances migrating one PostgreSQL database at once', () => {
  it('apply each migration once, one after the other, and both succeed', async () => {
    const { drizzle } = await import('@payloadcms/db-postgres/drizzle/node-postgres')
    const { sql } = await import('@payloadcms/db-postgres')
    const suiteUrl = inject('databaseUrl')
    // A new database on the suite's throw-away server (gone with it).
    const url = createDatabaseBeside(suiteUrl, `jtt_migration_lock_${crypto.randomBytes(4).toString('hex')}`)
    const db = drizzle({ connection: url })
    const suiteDb = drizzle({ connection: suiteUrl })
    const rows = async (client: typeof db, statement: string) =>
      (await client.execute(sql.raw(statement))).rows as Record<string, unknown>[]
    try {
      // As the image runs it (NODE_ENV=production: the server's own start migrates too, prodMigrations).
      const env = { ...inject('cmsEnv'), NODE_ENV: 'production' as const, DATABASE_URL: url, LOG_LEVEL: 'info' }
      // The test holds the lock first, so both instances reach it while it is taken, whatever their
      // start-up times: each must wait, and on its release exactly one goes ahead.
      const holder = await db.$client.connect()
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
      const instances = [startMigrate(env), startMigrate(env)]
      await expect
        .poll(() => instances.filter((i) => i.output().includes(WAITING)).length, { timeout: 120_000, interval: 200 })
        .toBe(2)
      expect(await rows(db, "SELECT to_regclass('payload_migrations') AS t")).toEqual([{ t: null }])
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      holder.release()
      const runs = await Promise.all(instances.map((i) => i.done))
      for (const run of runs) expect(run.code, run.output).toBe(0)

      // Every committed migration applied once, by one of the two, and recorded once.
      const names = migrations.map((m) => m.name).sort()
      expect(runs.flatMap((run) => run.applied).sort()).toEqual(names)
      const recorded = await rows(
        db,
        'SELECT name, count(*)::int AS n FROM payload_migrations GROUP BY name ORDER BY name',
      )
      expect(recorded).toEqual(names.map((n) => ({ name: n, n: 1 })))

      // The schema is the one the suite's database (migrated alone by its set-up) has: every column.
      const columns = `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
        WHERE table_schema = 'public' ORDER BY table_name, column_name`
      const schema = await rows(db, columns)
      expect(schema.length).toBeGreaterThan(100)
      expect(schema).toEqual(await rows(suiteDb, columns))
    } finally {
      await db.$client.end()
      await suiteDb.$client.end()
    }
  }, 180_000)
})
