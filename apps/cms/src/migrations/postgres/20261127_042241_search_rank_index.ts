import type { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'

/**
 * The SQLite migration of the same name adds a narrow index for search's ranking pass. PostgreSQL
 * needs none: its ranking reads each match's tsvector from the row anyway (ts_rank), so an index of
 * the other columns would save no heap access. Kept so both adapters' migrations stay in step.
 */
export async function up(_: MigrateUpArgs): Promise<void> {}

export async function down(_: MigrateDownArgs): Promise<void> {}
