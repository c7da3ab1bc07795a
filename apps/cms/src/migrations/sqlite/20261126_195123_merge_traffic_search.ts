import type { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'

/**
 * No change to the database: the traffic advisories' migration and the search's (stems, synonyms,
 * kind) were written side by side, each from a schema snapshot without the other's tables. This one's
 * snapshot (the .json beside it) has both, so the next migration is written against the whole schema;
 * its generated statements were exactly those of 20261126_*_traffic_advisories, already applied.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
