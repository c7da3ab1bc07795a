import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_queries_locale" AS ENUM('id', 'en');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'pruneSearchAnalytics' BEFORE 'notifySite';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'pruneSearchAnalytics' BEFORE 'notifySite';
  CREATE TABLE "search_queries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"query" varchar NOT NULL,
  	"locale" "enum_search_queries_locale" NOT NULL,
  	"day" varchar NOT NULL,
  	"searches" numeric NOT NULL,
  	"results" numeric NOT NULL,
  	"followed" numeric NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_queries_id" integer;
  CREATE INDEX "search_queries_day_idx" ON "search_queries" USING btree ("day");
  CREATE UNIQUE INDEX "day_locale_query_idx" ON "search_queries" USING btree ("day","locale","query");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_queries_fk" FOREIGN KEY ("search_queries_id") REFERENCES "public"."search_queries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_queries_id_idx" ON "payload_locked_documents_rels" USING btree ("search_queries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_queries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_queries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_queries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendResetEmail', 'trafficBoundary', 'notifySite', 'reindexSearch', 'sendContactNotification', 'sendSubscriptionConfirmation', 'sendUnsubscribeLink', 'queueAlerts', 'sendAlert', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendResetEmail', 'trafficBoundary', 'notifySite', 'reindexSearch', 'sendContactNotification', 'sendSubscriptionConfirmation', 'sendUnsubscribeLink', 'queueAlerts', 'sendAlert', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_search_queries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_queries_id";
  DROP TYPE "public"."enum_search_queries_locale";`)
}
