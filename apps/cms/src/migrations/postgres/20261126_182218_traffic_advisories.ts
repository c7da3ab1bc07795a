import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_traffic_advisories_directions" AS ENUM('A', 'B');
  CREATE TYPE "public"."enum_traffic_advisories_kind" AS ENUM('road-works', 'traffic-engineering', 'incident', 'weather', 'other');
  CREATE TYPE "public"."enum_traffic_advisories_sub_kind" AS ENUM('lane-closure', 'one-way', 'contraflow', 'odd-even', 'vehicle-restriction', 'accident', 'breakdown', 'flood', 'fire');
  CREATE TYPE "public"."enum_traffic_advisories_severity" AS ENUM('info', 'caution', 'closure');
  CREATE TYPE "public"."enum_traffic_advisories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__traffic_advisories_v_version_directions" AS ENUM('A', 'B');
  CREATE TYPE "public"."enum__traffic_advisories_v_version_kind" AS ENUM('road-works', 'traffic-engineering', 'incident', 'weather', 'other');
  CREATE TYPE "public"."enum__traffic_advisories_v_version_sub_kind" AS ENUM('lane-closure', 'one-way', 'contraflow', 'odd-even', 'vehicle-restriction', 'accident', 'breakdown', 'flood', 'fire');
  CREATE TYPE "public"."enum__traffic_advisories_v_version_severity" AS ENUM('info', 'caution', 'closure');
  CREATE TYPE "public"."enum__traffic_advisories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__traffic_advisories_v_published_locale" AS ENUM('id', 'en');
  ALTER TYPE "public"."enum_users_scopes" ADD VALUE 'traffic:write';
  ALTER TYPE "public"."enum_alert_subscribers_topics" ADD VALUE 'traffic';
  ALTER TYPE "public"."enum_alert_deliveries_topic" ADD VALUE 'traffic';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'trafficBoundary' BEFORE 'notifySite';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'trafficBoundary' BEFORE 'notifySite';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "traffic_advisories_directions" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_traffic_advisories_directions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "traffic_advisories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_traffic_advisories_kind",
  	"sub_kind" "enum_traffic_advisories_sub_kind",
  	"severity" "enum_traffic_advisories_severity" DEFAULT 'caution',
  	"km_from" numeric,
  	"km_to" numeric,
  	"lanes_affected" numeric,
  	"starts_at" timestamp(3) with time zone,
  	"publish_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"image_id" integer,
  	"press_release_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_traffic_advisories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "traffic_advisories_locales" (
  	"title" varchar,
  	"advice" jsonb,
  	"detour" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "traffic_advisories_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"toll_roads_id" integer
  );
  
  CREATE TABLE "_traffic_advisories_v_version_directions" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__traffic_advisories_v_version_directions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_traffic_advisories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__traffic_advisories_v_version_kind",
  	"version_sub_kind" "enum__traffic_advisories_v_version_sub_kind",
  	"version_severity" "enum__traffic_advisories_v_version_severity" DEFAULT 'caution',
  	"version_km_from" numeric,
  	"version_km_to" numeric,
  	"version_lanes_affected" numeric,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_publish_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_image_id" integer,
  	"version_press_release_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__traffic_advisories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__traffic_advisories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_traffic_advisories_v_locales" (
  	"version_title" varchar,
  	"version_advice" jsonb,
  	"version_detour" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_traffic_advisories_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"toll_roads_id" integer
  );
  
  CREATE TABLE "alert_subscribers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "press_releases" ADD COLUMN "publish_at" timestamp(3) with time zone;
  ALTER TABLE "_press_releases_v" ADD COLUMN "version_publish_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "traffic_advisories_id" integer;
  ALTER TABLE "traffic_advisories_directions" ADD CONSTRAINT "traffic_advisories_directions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."traffic_advisories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "traffic_advisories" ADD CONSTRAINT "traffic_advisories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "traffic_advisories" ADD CONSTRAINT "traffic_advisories_press_release_id_press_releases_id_fk" FOREIGN KEY ("press_release_id") REFERENCES "public"."press_releases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "traffic_advisories_locales" ADD CONSTRAINT "traffic_advisories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."traffic_advisories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "traffic_advisories_rels" ADD CONSTRAINT "traffic_advisories_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."traffic_advisories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "traffic_advisories_rels" ADD CONSTRAINT "traffic_advisories_rels_toll_roads_fk" FOREIGN KEY ("toll_roads_id") REFERENCES "public"."toll_roads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_traffic_advisories_v_version_directions" ADD CONSTRAINT "_traffic_advisories_v_version_directions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_traffic_advisories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_traffic_advisories_v" ADD CONSTRAINT "_traffic_advisories_v_parent_id_traffic_advisories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."traffic_advisories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_traffic_advisories_v" ADD CONSTRAINT "_traffic_advisories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_traffic_advisories_v" ADD CONSTRAINT "_traffic_advisories_v_version_press_release_id_press_releases_id_fk" FOREIGN KEY ("version_press_release_id") REFERENCES "public"."press_releases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_traffic_advisories_v_locales" ADD CONSTRAINT "_traffic_advisories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_traffic_advisories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_traffic_advisories_v_rels" ADD CONSTRAINT "_traffic_advisories_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_traffic_advisories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_traffic_advisories_v_rels" ADD CONSTRAINT "_traffic_advisories_v_rels_toll_roads_fk" FOREIGN KEY ("toll_roads_id") REFERENCES "public"."toll_roads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alert_subscribers_texts" ADD CONSTRAINT "alert_subscribers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "traffic_advisories_directions_order_idx" ON "traffic_advisories_directions" USING btree ("order");
  CREATE INDEX "traffic_advisories_directions_parent_idx" ON "traffic_advisories_directions" USING btree ("parent_id");
  CREATE INDEX "traffic_advisories_kind_idx" ON "traffic_advisories" USING btree ("kind");
  CREATE INDEX "traffic_advisories_severity_idx" ON "traffic_advisories" USING btree ("severity");
  CREATE INDEX "traffic_advisories_starts_at_idx" ON "traffic_advisories" USING btree ("starts_at");
  CREATE INDEX "traffic_advisories_ends_at_idx" ON "traffic_advisories" USING btree ("ends_at");
  CREATE INDEX "traffic_advisories_image_idx" ON "traffic_advisories" USING btree ("image_id");
  CREATE INDEX "traffic_advisories_press_release_idx" ON "traffic_advisories" USING btree ("press_release_id");
  CREATE INDEX "traffic_advisories_updated_at_idx" ON "traffic_advisories" USING btree ("updated_at");
  CREATE INDEX "traffic_advisories_created_at_idx" ON "traffic_advisories" USING btree ("created_at");
  CREATE INDEX "traffic_advisories__status_idx" ON "traffic_advisories" USING btree ("_status");
  CREATE UNIQUE INDEX "traffic_advisories_locales_locale_parent_id_unique" ON "traffic_advisories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "traffic_advisories_rels_order_idx" ON "traffic_advisories_rels" USING btree ("order");
  CREATE INDEX "traffic_advisories_rels_parent_idx" ON "traffic_advisories_rels" USING btree ("parent_id");
  CREATE INDEX "traffic_advisories_rels_path_idx" ON "traffic_advisories_rels" USING btree ("path");
  CREATE INDEX "traffic_advisories_rels_toll_roads_id_idx" ON "traffic_advisories_rels" USING btree ("toll_roads_id");
  CREATE INDEX "_traffic_advisories_v_version_directions_order_idx" ON "_traffic_advisories_v_version_directions" USING btree ("order");
  CREATE INDEX "_traffic_advisories_v_version_directions_parent_idx" ON "_traffic_advisories_v_version_directions" USING btree ("parent_id");
  CREATE INDEX "_traffic_advisories_v_parent_idx" ON "_traffic_advisories_v" USING btree ("parent_id");
  CREATE INDEX "_traffic_advisories_v_version_version_kind_idx" ON "_traffic_advisories_v" USING btree ("version_kind");
  CREATE INDEX "_traffic_advisories_v_version_version_severity_idx" ON "_traffic_advisories_v" USING btree ("version_severity");
  CREATE INDEX "_traffic_advisories_v_version_version_starts_at_idx" ON "_traffic_advisories_v" USING btree ("version_starts_at");
  CREATE INDEX "_traffic_advisories_v_version_version_ends_at_idx" ON "_traffic_advisories_v" USING btree ("version_ends_at");
  CREATE INDEX "_traffic_advisories_v_version_version_image_idx" ON "_traffic_advisories_v" USING btree ("version_image_id");
  CREATE INDEX "_traffic_advisories_v_version_version_press_release_idx" ON "_traffic_advisories_v" USING btree ("version_press_release_id");
  CREATE INDEX "_traffic_advisories_v_version_version_updated_at_idx" ON "_traffic_advisories_v" USING btree ("version_updated_at");
  CREATE INDEX "_traffic_advisories_v_version_version_created_at_idx" ON "_traffic_advisories_v" USING btree ("version_created_at");
  CREATE INDEX "_traffic_advisories_v_version_version__status_idx" ON "_traffic_advisories_v" USING btree ("version__status");
  CREATE INDEX "_traffic_advisories_v_created_at_idx" ON "_traffic_advisories_v" USING btree ("created_at");
  CREATE INDEX "_traffic_advisories_v_updated_at_idx" ON "_traffic_advisories_v" USING btree ("updated_at");
  CREATE INDEX "_traffic_advisories_v_snapshot_idx" ON "_traffic_advisories_v" USING btree ("snapshot");
  CREATE INDEX "_traffic_advisories_v_published_locale_idx" ON "_traffic_advisories_v" USING btree ("published_locale");
  CREATE INDEX "_traffic_advisories_v_latest_idx" ON "_traffic_advisories_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_traffic_advisories_v_locales_locale_parent_id_unique" ON "_traffic_advisories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_traffic_advisories_v_rels_order_idx" ON "_traffic_advisories_v_rels" USING btree ("order");
  CREATE INDEX "_traffic_advisories_v_rels_parent_idx" ON "_traffic_advisories_v_rels" USING btree ("parent_id");
  CREATE INDEX "_traffic_advisories_v_rels_path_idx" ON "_traffic_advisories_v_rels" USING btree ("path");
  CREATE INDEX "_traffic_advisories_v_rels_toll_roads_id_idx" ON "_traffic_advisories_v_rels" USING btree ("toll_roads_id");
  CREATE INDEX "alert_subscribers_texts_order_parent" ON "alert_subscribers_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_traffic_advisories_fk" FOREIGN KEY ("traffic_advisories_id") REFERENCES "public"."traffic_advisories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_traffic_advisories_id_idx" ON "payload_locked_documents_rels" USING btree ("traffic_advisories_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "traffic_advisories_directions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "traffic_advisories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "traffic_advisories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "traffic_advisories_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_traffic_advisories_v_version_directions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_traffic_advisories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_traffic_advisories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_traffic_advisories_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_subscribers_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "traffic_advisories_directions" CASCADE;
  DROP TABLE "traffic_advisories" CASCADE;
  DROP TABLE "traffic_advisories_locales" CASCADE;
  DROP TABLE "traffic_advisories_rels" CASCADE;
  DROP TABLE "_traffic_advisories_v_version_directions" CASCADE;
  DROP TABLE "_traffic_advisories_v" CASCADE;
  DROP TABLE "_traffic_advisories_v_locales" CASCADE;
  DROP TABLE "_traffic_advisories_v_rels" CASCADE;
  DROP TABLE "alert_subscribers_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_traffic_advisories_fk";
  
  ALTER TABLE "users_scopes" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_scopes";
  CREATE TYPE "public"."enum_users_scopes" AS ENUM('content:read', 'content:write', 'content:preview', 'content:publish', 'submissions:read', 'users:manage', 'rest-area:status');
  ALTER TABLE "users_scopes" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_scopes" USING "value"::"public"."enum_users_scopes";
  ALTER TABLE "alert_subscribers_topics" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_alert_subscribers_topics";
  CREATE TYPE "public"."enum_alert_subscribers_topics" AS ENUM('press-releases', 'financial-reports');
  ALTER TABLE "alert_subscribers_topics" ALTER COLUMN "value" SET DATA TYPE "public"."enum_alert_subscribers_topics" USING "value"::"public"."enum_alert_subscribers_topics";
  ALTER TABLE "alert_deliveries" ALTER COLUMN "topic" SET DATA TYPE text;
  DROP TYPE "public"."enum_alert_deliveries_topic";
  CREATE TYPE "public"."enum_alert_deliveries_topic" AS ENUM('press-releases', 'financial-reports');
  ALTER TABLE "alert_deliveries" ALTER COLUMN "topic" SET DATA TYPE "public"."enum_alert_deliveries_topic" USING "topic"::"public"."enum_alert_deliveries_topic";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendResetEmail', 'notifySite', 'reindexSearch', 'sendContactNotification', 'sendSubscriptionConfirmation', 'sendUnsubscribeLink', 'queueAlerts', 'sendAlert');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendResetEmail', 'notifySite', 'reindexSearch', 'sendContactNotification', 'sendSubscriptionConfirmation', 'sendUnsubscribeLink', 'queueAlerts', 'sendAlert');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_traffic_advisories_id_idx";
  ALTER TABLE "press_releases" DROP COLUMN "publish_at";
  ALTER TABLE "_press_releases_v" DROP COLUMN "version_publish_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "traffic_advisories_id";
  DROP TYPE "public"."enum_traffic_advisories_directions";
  DROP TYPE "public"."enum_traffic_advisories_kind";
  DROP TYPE "public"."enum_traffic_advisories_sub_kind";
  DROP TYPE "public"."enum_traffic_advisories_severity";
  DROP TYPE "public"."enum_traffic_advisories_status";
  DROP TYPE "public"."enum__traffic_advisories_v_version_directions";
  DROP TYPE "public"."enum__traffic_advisories_v_version_kind";
  DROP TYPE "public"."enum__traffic_advisories_v_version_sub_kind";
  DROP TYPE "public"."enum__traffic_advisories_v_version_severity";
  DROP TYPE "public"."enum__traffic_advisories_v_version_status";
  DROP TYPE "public"."enum__traffic_advisories_v_published_locale";`)
}
