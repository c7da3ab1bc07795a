import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Site search (src/search), and the job that retries index updates. The index rows carry a
 * generated tsvector (title weight A, body D, 'simple' configuration over words folded by the
 * service) with a GIN index. pg_trgm gives typo candidates a GiST index on the vocabulary; it is a
 * trusted extension (PostgreSQL 13+: the database owner may create it). Where it cannot be created,
 * the migration goes on without it and the service compares words of similar length instead.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'reindexSearch';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'reindexSearch';`)
  await db.execute(sql`
  DO $$
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm not available (%): search typo candidates will scan the vocabulary', SQLERRM;
  END $$;`)
  await db.execute(sql`
  CREATE TABLE "search_documents" (
    "id" serial PRIMARY KEY NOT NULL,
    "source" varchar NOT NULL,
    "doc_id" varchar NOT NULL,
    "part" varchar DEFAULT '' NOT NULL,
    "locale" varchar NOT NULL,
    "lang" varchar NOT NULL,
    "type" varchar NOT NULL,
    "title" text NOT NULL,
    "body" text NOT NULL,
    "summary" text NOT NULL,
    "target" text NOT NULL,
    "title_words" text NOT NULL,
    "body_words" text NOT NULL,
    "tsv" tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple'::regconfig, "title_words"), 'A') ||
      setweight(to_tsvector('simple'::regconfig, "body_words"), 'D')
    ) STORED
  );
  CREATE UNIQUE INDEX "search_documents_key_idx" ON "search_documents" USING btree ("source", "doc_id", "part", "locale");
  CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");
  CREATE INDEX "search_documents_locale_type_idx" ON "search_documents" USING btree ("locale", "type");
  CREATE TABLE "search_terms" (
    "locale" varchar NOT NULL,
    "word" varchar COLLATE "C" NOT NULL,
    "hits" integer NOT NULL,
    PRIMARY KEY ("locale", "word")
  );
  CREATE TABLE "search_meta" ("key" varchar PRIMARY KEY NOT NULL, "value" text NOT NULL);`)
  await db.execute(sql`
  DO $$
  BEGIN
    IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
      CREATE INDEX "search_terms_word_trgm_idx" ON "search_terms" USING gist ("word" gist_trgm_ops);
    END IF;
  END $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "search_meta";
  DROP TABLE IF EXISTS "search_terms";
  DROP TABLE IF EXISTS "search_documents";`)
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifySite');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifySite');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
