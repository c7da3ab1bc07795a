import path from 'node:path'
import fs from 'node:fs'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import { withLocaleParentIndexes } from './localeParentIndexes'
import { env, usesPostgres } from './env'
import { withMigrationLock } from './migrationLock'
import { withTransactionEnds } from './transactionEnds'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'

const migrationsRoot = path.resolve(process.cwd(), 'src/migrations')

/** The committed migrations of the adapter in use, for running them without reading .ts files. */
export const committedMigrations = () => (usesPostgres() ? postgresMigrations : sqliteMigrations)

/**
 * SQLite by default, PostgreSQL when DATABASE_URL says so. Schema push is off everywhere:
 * the committed migrations are the only way the schema changes, so dev and prod never diverge
 * and `payload migrate` never stops at the "database was pushed" prompt. Work that follows a commit
 * learns when the commit has really ended (transactionEnds.ts).
 */
export const databaseAdapter = () => withTransactionEnds(sqlAdapter())

function sqlAdapter() {
  if (usesPostgres()) {
    // Several instances may start at once: each applies pending migrations under one lock (migrationLock.ts).
    return withMigrationLock(
      postgresAdapter({
        pool: { connectionString: env.databaseUrl, max: env.databasePoolMax },
        push: false,
        // Each dialect's index builder takes its own column type; the hook hands over the table's own column.
        afterSchemaInit: [withLocaleParentIndexes((name, column) => pgIndex(name).on(column as never))],
        migrationDir: path.join(migrationsRoot, 'postgres'),
        prodMigrations: postgresMigrations,
      }),
    )
  }
  fs.mkdirSync(env.dataDir, { recursive: true })
  return sqliteAdapter({
    client: { url: `file:${path.join(env.dataDir, 'cms.db')}` },
    // The CLI scripts (reindex, backup) and the job queue write beside the server: a writer waits its
    // turn for up to 5 s instead of failing at once with SQLITE_BUSY.
    busyTimeout: 5000,
    // Write-ahead log: a write is one append and one sync of the log instead of a rollback journal
    // written, synced and deleted around every transaction, and readers no longer wait for a writer.
    // Migrating and seeding a new database took 21 s and 68 s with the journal, 6 s and 38 s with the
    // log (a loaded test machine). Still synced on every commit (Payload's default: FULL). Backups
    // use SQLite's online backup API, and a restore removes the -wal and -shm files (scripts/lib/backup.mjs).
    wal: true,
    push: false,
    afterSchemaInit: [withLocaleParentIndexes((name, column) => sqliteIndex(name).on(column as never))],
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    prodMigrations: sqliteMigrations,
  })
}
