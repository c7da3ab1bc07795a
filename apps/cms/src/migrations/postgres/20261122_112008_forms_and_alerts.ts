import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'in-progress', 'done', 'spam');
  CREATE TYPE "public"."enum_contact_messages_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_contact_messages_notification_status" AS ENUM('queued', 'sent', 'retrying');
  CREATE TYPE "public"."enum_alert_subscribers_topics" AS ENUM('press-releases', 'financial-reports');
  CREATE TYPE "public"."enum_alert_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_alert_subscribers_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_alert_deliveries_topic" AS ENUM('press-releases', 'financial-reports');
  CREATE TYPE "public"."enum_alert_deliveries_status" AS ENUM('queued', 'sent', 'withdrawn');
  ALTER TYPE "public"."enum_users_scopes" ADD VALUE 'submissions:read' BEFORE 'users:manage';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendContactNotification';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendSubscriptionConfirmation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendUnsubscribeLink';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueAlerts';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendAlert';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendContactNotification';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendSubscriptionConfirmation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendUnsubscribeLink';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendAlert';
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"note" varchar,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"locale" "enum_contact_messages_locale" NOT NULL,
  	"client_ip" varchar,
  	"notification_status" "enum_contact_messages_notification_status" DEFAULT 'queued',
  	"notification_sent_at" timestamp(3) with time zone,
  	"notification_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_subscribers_topics" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_alert_subscribers_topics",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "alert_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_alert_subscribers_status" NOT NULL,
  	"locale" "enum_alert_subscribers_locale" NOT NULL,
  	"requested_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"confirmed_ip" varchar,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"link_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"subscriber_id" integer,
  	"topic" "enum_alert_deliveries_topic" NOT NULL,
  	"item_collection" varchar NOT NULL,
  	"item" varchar NOT NULL,
  	"status" "enum_alert_deliveries_status" DEFAULT 'queued' NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_settings_contact_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL
  );
  
  CREATE TABLE "form_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_deliveries_id" integer;
  ALTER TABLE "alert_subscribers_topics" ADD CONSTRAINT "alert_subscribers_topics_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_subscriber_id_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_settings_contact_recipients" ADD CONSTRAINT "form_settings_contact_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "alert_subscribers_topics_order_idx" ON "alert_subscribers_topics" USING btree ("order");
  CREATE INDEX "alert_subscribers_topics_parent_idx" ON "alert_subscribers_topics" USING btree ("parent_id");
  CREATE UNIQUE INDEX "alert_subscribers_email_idx" ON "alert_subscribers" USING btree ("email");
  CREATE INDEX "alert_subscribers_status_idx" ON "alert_subscribers" USING btree ("status");
  CREATE INDEX "alert_subscribers_updated_at_idx" ON "alert_subscribers" USING btree ("updated_at");
  CREATE INDEX "alert_subscribers_created_at_idx" ON "alert_subscribers" USING btree ("created_at");
  CREATE UNIQUE INDEX "alert_deliveries_key_idx" ON "alert_deliveries" USING btree ("key");
  CREATE INDEX "alert_deliveries_subscriber_idx" ON "alert_deliveries" USING btree ("subscriber_id");
  CREATE INDEX "alert_deliveries_item_idx" ON "alert_deliveries" USING btree ("item");
  CREATE INDEX "alert_deliveries_updated_at_idx" ON "alert_deliveries" USING btree ("updated_at");
  CREATE INDEX "alert_deliveries_created_at_idx" ON "alert_deliveries" USING btree ("created_at");
  CREATE INDEX "form_settings_contact_recipients_order_idx" ON "form_settings_contact_recipients" USING btree ("_order");
  CREATE INDEX "form_settings_contact_recipients_parent_id_idx" ON "form_settings_contact_recipients" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_subscribers_fk" FOREIGN KEY ("alert_subscribers_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_deliveries_fk" FOREIGN KEY ("alert_deliveries_id") REFERENCES "public"."alert_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_alert_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_alert_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_subscribers_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_settings_contact_recipients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "alert_subscribers_topics" CASCADE;
  DROP TABLE "alert_subscribers" CASCADE;
  DROP TABLE "alert_deliveries" CASCADE;
  DROP TABLE "form_settings_contact_recipients" CASCADE;
  DROP TABLE "form_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_deliveries_fk";
  
  ALTER TABLE "users_scopes" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_scopes";
  CREATE TYPE "public"."enum_users_scopes" AS ENUM('content:read', 'content:write', 'content:preview', 'content:publish', 'users:manage');
  ALTER TABLE "users_scopes" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_scopes" USING "value"::"public"."enum_users_scopes";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifySite');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifySite');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_contact_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_deliveries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_deliveries_id";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_contact_messages_locale";
  DROP TYPE "public"."enum_contact_messages_notification_status";
  DROP TYPE "public"."enum_alert_subscribers_topics";
  DROP TYPE "public"."enum_alert_subscribers_status";
  DROP TYPE "public"."enum_alert_subscribers_locale";
  DROP TYPE "public"."enum_alert_deliveries_topic";
  DROP TYPE "public"."enum_alert_deliveries_status";`)
}
