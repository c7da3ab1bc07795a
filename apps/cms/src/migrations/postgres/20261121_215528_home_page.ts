import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_home_quick_links_icon" AS ENUM('road', 'rest-area', 'investor', 'media', 'contact', 'company');
  CREATE TYPE "public"."enum_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_version_quick_links_icon" AS ENUM('road', 'rest-area', 'investor', 'media', 'contact', 'company');
  CREATE TYPE "public"."enum__home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_published_locale" AS ENUM('id', 'en');
  CREATE TABLE "home_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" numeric
  );
  
  CREATE TABLE "home_figures_locales" (
  	"suffix" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_quick_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"en_url" varchar,
  	"icon" "enum_home_quick_links_icon" DEFAULT 'road'
  );
  
  CREATE TABLE "home_quick_links_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_image_id" integer,
  	"hero_cta_url" varchar,
  	"hero_cta_en_url" varchar,
  	"about_image_id" integer,
  	"about_link_url" varchar,
  	"about_link_en_url" varchar,
  	"meta_meta_image_id" integer,
  	"_status" "enum_home_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_locales" (
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"hero_cta_label" varchar,
  	"about_heading" varchar,
  	"about_body" varchar,
  	"about_link_label" varchar,
  	"meta_meta_title" varchar,
  	"meta_meta_desc" varchar,
  	"meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_version_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_figures_locales" (
  	"suffix" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_version_quick_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"en_url" varchar,
  	"icon" "enum__home_v_version_quick_links_icon" DEFAULT 'road',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_quick_links_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_image_id" integer,
  	"version_hero_cta_url" varchar,
  	"version_hero_cta_en_url" varchar,
  	"version_about_image_id" integer,
  	"version_about_link_url" varchar,
  	"version_about_link_en_url" varchar,
  	"version_meta_meta_image_id" integer,
  	"version__status" "enum__home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_home_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_cta_label" varchar,
  	"version_about_heading" varchar,
  	"version_about_body" varchar,
  	"version_about_link_label" varchar,
  	"version_meta_meta_title" varchar,
  	"version_meta_meta_desc" varchar,
  	"version_meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "home_figures" ADD CONSTRAINT "home_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_figures_locales" ADD CONSTRAINT "home_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_quick_links" ADD CONSTRAINT "home_quick_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_quick_links_locales" ADD CONSTRAINT "home_quick_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_quick_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_about_image_id_media_id_fk" FOREIGN KEY ("about_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_meta_meta_image_id_media_id_fk" FOREIGN KEY ("meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_locales" ADD CONSTRAINT "home_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_figures" ADD CONSTRAINT "_home_v_version_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_figures_locales" ADD CONSTRAINT "_home_v_version_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_version_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_quick_links" ADD CONSTRAINT "_home_v_version_quick_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_quick_links_locales" ADD CONSTRAINT "_home_v_version_quick_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_version_quick_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_about_image_id_media_id_fk" FOREIGN KEY ("version_about_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_meta_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_locales" ADD CONSTRAINT "_home_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_figures_order_idx" ON "home_figures" USING btree ("_order");
  CREATE INDEX "home_figures_parent_id_idx" ON "home_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_figures_locales_locale_parent_id_unique" ON "home_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_quick_links_order_idx" ON "home_quick_links" USING btree ("_order");
  CREATE INDEX "home_quick_links_parent_id_idx" ON "home_quick_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_quick_links_locales_locale_parent_id_unique" ON "home_quick_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_hero_hero_image_idx" ON "home" USING btree ("hero_image_id");
  CREATE INDEX "home_about_about_image_idx" ON "home" USING btree ("about_image_id");
  CREATE INDEX "home_meta_meta_meta_image_idx" ON "home" USING btree ("meta_meta_image_id");
  CREATE INDEX "home__status_idx" ON "home" USING btree ("_status");
  CREATE UNIQUE INDEX "home_locales_locale_parent_id_unique" ON "home_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_figures_order_idx" ON "_home_v_version_figures" USING btree ("_order");
  CREATE INDEX "_home_v_version_figures_parent_id_idx" ON "_home_v_version_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_version_figures_locales_locale_parent_id_unique" ON "_home_v_version_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_quick_links_order_idx" ON "_home_v_version_quick_links" USING btree ("_order");
  CREATE INDEX "_home_v_version_quick_links_parent_id_idx" ON "_home_v_version_quick_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_version_quick_links_locales_locale_parent_id_unique" ON "_home_v_version_quick_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_hero_version_hero_image_idx" ON "_home_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_home_v_version_about_version_about_image_idx" ON "_home_v" USING btree ("version_about_image_id");
  CREATE INDEX "_home_v_version_meta_version_meta_meta_image_idx" ON "_home_v" USING btree ("version_meta_meta_image_id");
  CREATE INDEX "_home_v_version_version__status_idx" ON "_home_v" USING btree ("version__status");
  CREATE INDEX "_home_v_created_at_idx" ON "_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "_home_v" USING btree ("updated_at");
  CREATE INDEX "_home_v_snapshot_idx" ON "_home_v" USING btree ("snapshot");
  CREATE INDEX "_home_v_published_locale_idx" ON "_home_v" USING btree ("published_locale");
  CREATE INDEX "_home_v_latest_idx" ON "_home_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_home_v_locales_locale_parent_id_unique" ON "_home_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "home_figures" CASCADE;
  DROP TABLE "home_figures_locales" CASCADE;
  DROP TABLE "home_quick_links" CASCADE;
  DROP TABLE "home_quick_links_locales" CASCADE;
  DROP TABLE "home" CASCADE;
  DROP TABLE "home_locales" CASCADE;
  DROP TABLE "_home_v_version_figures" CASCADE;
  DROP TABLE "_home_v_version_figures_locales" CASCADE;
  DROP TABLE "_home_v_version_quick_links" CASCADE;
  DROP TABLE "_home_v_version_quick_links_locales" CASCADE;
  DROP TABLE "_home_v" CASCADE;
  DROP TABLE "_home_v_locales" CASCADE;
  DROP TYPE "public"."enum_home_quick_links_icon";
  DROP TYPE "public"."enum_home_status";
  DROP TYPE "public"."enum__home_v_version_quick_links_icon";
  DROP TYPE "public"."enum__home_v_version_status";
  DROP TYPE "public"."enum__home_v_published_locale";`)
}
