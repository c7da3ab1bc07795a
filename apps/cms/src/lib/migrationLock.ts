import type { PostgresAdapter, postgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * The key of the PostgreSQL advisory lock migrations run under: any fixed number, taken by nothing
 * else. Advisory locks belong to one database, so sites sharing a server do not wait for each other.
 */
export const MIGRATION_LOCK_KEY = 26_050_101

/**
 * Runs `task` holding the migration lock, waiting for another instance that holds it. The lock is held
 * on a connection of its own, outside the pool (which the task uses, and which may have a single
 * connection: DATABASE_POOL_MAX), and released after; a process that dies holding it releases it with
 * its connection.
 */
async function holdingLock<T>(adapter: PostgresAdapter, task: () => Promise<T>): Promise<T> {
  const client = new adapter.pg.Client(adapter.poolOptions)
  await client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      MIGRATION_LOCK_KEY,
    ])
    if (!rows[0]?.locked) {
      adapter.payload.logger.info('migrate: another instance is migrating this database; waiting for it')
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    }
    return await task()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
    await client.end()
  }
}

/**
 * Payload's `migrate` under the lock. Payload 3.90.2 takes none: it reads which migrations ran, then
 * applies the rest one transaction each, so two CMS instances starting at once (each runs
 * `dist/migrate.mjs`, and the server migrates again as it connects: `prodMigrations`) would both
 * apply the same migration, one failing on a table the other just made. Under the lock the second
 * waits, then reads the first one's rows and finds nothing left to do. SQLite (one file, one host,
 * one CMS) takes no lock.
 */
export function withMigrationLock(adapterObj: ReturnType<typeof postgresAdapter>): ReturnType<typeof postgresAdapter> {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args)
      const migrate = adapter.migrate
      adapter.migrate = (migrateArgs) => holdingLock(adapter, () => migrate.call(adapter, migrateArgs))
      return adapter
    },
  }
}

/**
 * `task` under the same lock on PostgreSQL (at once on SQLite): what follows the migrations and must not
 * run twice at once either — rebuilding the search index, which one instance would clear while the other
 * fills it.
 */
export function underMigrationLock<T>(payload: Payload, task: () => Promise<T>): Promise<T> {
  if (payload.db.name !== 'postgres') return task()
  // Payload types `db` as the adapters' common interface; its name says it is the PostgreSQL one.
  return holdingLock(payload.db as unknown as PostgresAdapter, task)
}
