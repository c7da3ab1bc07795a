import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Site search keeps each word's stems beside the words (src/search/stem): two more columns, and the
 * generated tsvector weighs title words A, title stems B, body words C, body stems D (ts_rank is
 * given the weights). The rows are emptied first, so the vector is not computed twice for rows the
 * rebuild replaces anyway: `migrate` then rebuilds the index from the collections, as the index
 * format changed too (src/search/rebuild.ts). The vector stays inside its row (storage MAIN).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  TRUNCATE "search_documents", "search_terms";
  DELETE FROM "search_meta" WHERE "key" = 'signature';
  ALTER TABLE "search_documents" DROP COLUMN "tsv";
  ALTER TABLE "search_documents" ADD COLUMN "title_stems" text DEFAULT '' NOT NULL;
  ALTER TABLE "search_documents" ADD COLUMN "body_stems" text DEFAULT '' NOT NULL;
  ALTER TABLE "search_documents" ADD COLUMN "tsv" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple'::regconfig, "title_words"), 'A') ||
    setweight(to_tsvector('simple'::regconfig, "title_stems"), 'B') ||
    setweight(to_tsvector('simple'::regconfig, "body_words"), 'C') ||
    setweight(to_tsvector('simple'::regconfig, "body_stems"), 'D')
  ) STORED;
  ALTER TABLE "search_documents" ALTER COLUMN "tsv" SET STORAGE MAIN;
  CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  TRUNCATE "search_documents", "search_terms";
  DELETE FROM "search_meta" WHERE "key" = 'signature';
  ALTER TABLE "search_documents" DROP COLUMN "tsv";
  ALTER TABLE "search_documents" DROP COLUMN "title_stems";
  ALTER TABLE "search_documents" DROP COLUMN "body_stems";
  ALTER TABLE "search_documents" ADD COLUMN "tsv" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple'::regconfig, "title_words"), 'A') ||
    setweight(to_tsvector('simple'::regconfig, "body_words"), 'D')
  ) STORED;
  ALTER TABLE "search_documents" ALTER COLUMN "tsv" SET STORAGE MAIN;
  CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");`)
}
