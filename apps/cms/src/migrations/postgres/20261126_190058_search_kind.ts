import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Site search keeps a document's kind (annual report, articles of association…) with its rows, for
 * the site's label. Rows written before have none: the documents' search source raised its version,
 * so `migrate` rebuilds the index (src/search/rebuild.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "search_documents" ADD COLUMN "kind" varchar DEFAULT '' NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "search_documents" DROP COLUMN "kind";`)
}
