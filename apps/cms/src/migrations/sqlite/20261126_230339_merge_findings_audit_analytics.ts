import type { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'

/**
 * No change to the database: the advisories' Jakarta time, the search analytics, the content findings
 * and the audit trail were written side by side, each from a schema snapshot without the others'
 * tables. This one's snapshot (the .json beside it) has them all, so the next migration is written
 * against the whole schema; its generated statements were exactly those of the three migrations before
 * the audit trail's (tables, columns, enum values), already applied.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
