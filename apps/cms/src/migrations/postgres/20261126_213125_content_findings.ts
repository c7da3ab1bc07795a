import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_content_findings_kind" AS ENUM('broken-link', 'redirect-loop', 'redirect-chain', 'missing-alt', 'missing-file');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'contentHealth' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'contentHealth' BEFORE 'schedulePublish';
  CREATE TABLE "content_findings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_content_findings_kind" NOT NULL,
  	"source" varchar NOT NULL,
  	"is_global" boolean DEFAULT false,
  	"item_id" varchar,
  	"item_title" varchar NOT NULL,
  	"field" varchar,
  	"target" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "content_findings_id" integer;
  CREATE UNIQUE INDEX "content_findings_key_idx" ON "content_findings" USING btree ("key");
  CREATE INDEX "content_findings_kind_idx" ON "content_findings" USING btree ("kind");
  CREATE INDEX "content_findings_updated_at_idx" ON "content_findings" USING btree ("updated_at");
  CREATE INDEX "content_findings_created_at_idx" ON "content_findings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_content_findings_fk" FOREIGN KEY ("content_findings_id") REFERENCES "public"."content_findings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_content_findings_id_idx" ON "payload_locked_documents_rels" USING btree ("content_findings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content_findings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "content_findings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_content_findings_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendResetEmail', 'trafficBoundary', 'notifySite', 'reindexSearch', 'sendContactNotification', 'sendSubscriptionConfirmation', 'sendUnsubscribeLink', 'queueAlerts', 'sendAlert', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendResetEmail', 'trafficBoundary', 'notifySite', 'reindexSearch', 'sendContactNotification', 'sendSubscriptionConfirmation', 'sendUnsubscribeLink', 'queueAlerts', 'sendAlert', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_content_findings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "content_findings_id";
  DROP TYPE "public"."enum_content_findings_kind";`)
}
