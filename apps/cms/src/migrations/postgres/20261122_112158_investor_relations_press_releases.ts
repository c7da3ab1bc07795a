import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_press_releases_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__press_releases_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__press_releases_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_documents_type" AS ENUM('annual-report', 'board-of-commissioners-report', 'directors-report', 'articles-of-association', 'attachment');
  CREATE TYPE "public"."enum_documents_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_version_type" AS ENUM('annual-report', 'board-of-commissioners-report', 'directors-report', 'articles-of-association', 'attachment');
  CREATE TYPE "public"."enum__documents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_investor_relations_overview_key_figures_unit" AS ENUM('idr', 'percent', 'number');
  CREATE TYPE "public"."enum_investor_relations_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__investor_relations_v_version_overview_key_figures_unit" AS ENUM('idr', 'percent', 'number');
  CREATE TYPE "public"."enum__investor_relations_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__investor_relations_v_published_locale" AS ENUM('id', 'en');
  CREATE TABLE "press_releases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"image_id" integer,
  	"meta_meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_press_releases_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "press_releases_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"meta_meta_title" varchar,
  	"meta_meta_desc" varchar,
  	"meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "press_releases_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"documents_id" integer,
  	"press_releases_id" integer
  );
  
  CREATE TABLE "_press_releases_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_image_id" integer,
  	"version_meta_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__press_releases_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__press_releases_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_press_releases_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_meta_meta_title" varchar,
  	"version_meta_meta_desc" varchar,
  	"version_meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_press_releases_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"documents_id" integer,
  	"press_releases_id" integer
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_documents_type",
  	"year" numeric,
  	"published_at" timestamp(3) with time zone,
  	"cover_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_documents_status" DEFAULT 'draft',
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_type" "enum__documents_v_version_type",
  	"version_year" numeric,
  	"version_published_at" timestamp(3) with time zone,
  	"version_cover_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__documents_v_version_status" DEFAULT 'draft',
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"version_focal_x" numeric,
  	"version_focal_y" numeric,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__documents_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_documents_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "investor_relations_overview_key_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" numeric,
  	"unit" "enum_investor_relations_overview_key_figures_unit" DEFAULT 'idr'
  );
  
  CREATE TABLE "investor_relations_overview_key_figures_locales" (
  	"label" varchar,
  	"suffix" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "investor_relations_shareholders_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"shares" numeric,
  	"percentage" numeric
  );
  
  CREATE TABLE "investor_relations_shareholders_list_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "investor_relations_bonds_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"coupon_rate" numeric,
  	"tenor_years" numeric,
  	"issue_date" timestamp(3) with time zone,
  	"maturity_date" timestamp(3) with time zone,
  	"rating" varchar
  );
  
  CREATE TABLE "investor_relations_bonds_list_locales" (
  	"name" varchar,
  	"listed_on" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "investor_relations_ratings_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"agency" varchar,
  	"rating" varchar,
  	"date" timestamp(3) with time zone
  );
  
  CREATE TABLE "investor_relations_ratings_list_locales" (
  	"subject" varchar,
  	"outlook" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "investor_relations_dividends_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"fiscal_year" numeric,
  	"amount" numeric,
  	"per_share" numeric,
  	"payout_ratio" numeric,
  	"payment_date" timestamp(3) with time zone
  );
  
  CREATE TABLE "investor_relations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"shareholders_as_of" timestamp(3) with time zone,
  	"share_information_nominal_value" numeric,
  	"share_information_authorized_shares" numeric,
  	"share_information_issued_shares" numeric,
  	"share_information_authorized_capital" numeric,
  	"share_information_issued_capital" numeric,
  	"contact_phone" varchar,
  	"contact_email" varchar,
  	"_status" "enum_investor_relations_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "investor_relations_locales" (
  	"overview_intro" varchar,
  	"shareholders_intro" varchar,
  	"share_information_intro" varchar,
  	"bonds_intro" varchar,
  	"ratings_intro" varchar,
  	"dividends_policy" jsonb,
  	"reports_annual_report" varchar,
  	"reports_board_of_commissioners_report" varchar,
  	"reports_directors_report" varchar,
  	"articles_of_association_body" jsonb,
  	"contact_intro" varchar,
  	"contact_unit" varchar,
  	"contact_address" varchar,
  	"contact_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_investor_relations_v_version_overview_key_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" numeric,
  	"unit" "enum__investor_relations_v_version_overview_key_figures_unit" DEFAULT 'idr',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_investor_relations_v_version_overview_key_figures_locales" (
  	"label" varchar,
  	"suffix" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_investor_relations_v_version_shareholders_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"shares" numeric,
  	"percentage" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_investor_relations_v_version_shareholders_list_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_investor_relations_v_version_bonds_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"coupon_rate" numeric,
  	"tenor_years" numeric,
  	"issue_date" timestamp(3) with time zone,
  	"maturity_date" timestamp(3) with time zone,
  	"rating" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_investor_relations_v_version_bonds_list_locales" (
  	"name" varchar,
  	"listed_on" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_investor_relations_v_version_ratings_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"agency" varchar,
  	"rating" varchar,
  	"date" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_investor_relations_v_version_ratings_list_locales" (
  	"subject" varchar,
  	"outlook" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_investor_relations_v_version_dividends_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"fiscal_year" numeric,
  	"amount" numeric,
  	"per_share" numeric,
  	"payout_ratio" numeric,
  	"payment_date" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_investor_relations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_shareholders_as_of" timestamp(3) with time zone,
  	"version_share_information_nominal_value" numeric,
  	"version_share_information_authorized_shares" numeric,
  	"version_share_information_issued_shares" numeric,
  	"version_share_information_authorized_capital" numeric,
  	"version_share_information_issued_capital" numeric,
  	"version_contact_phone" varchar,
  	"version_contact_email" varchar,
  	"version__status" "enum__investor_relations_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__investor_relations_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_investor_relations_v_locales" (
  	"version_overview_intro" varchar,
  	"version_shareholders_intro" varchar,
  	"version_share_information_intro" varchar,
  	"version_bonds_intro" varchar,
  	"version_ratings_intro" varchar,
  	"version_dividends_policy" jsonb,
  	"version_reports_annual_report" varchar,
  	"version_reports_board_of_commissioners_report" varchar,
  	"version_reports_directors_report" varchar,
  	"version_articles_of_association_body" jsonb,
  	"version_contact_intro" varchar,
  	"version_contact_unit" varchar,
  	"version_contact_address" varchar,
  	"version_contact_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "press_releases_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "press_releases" ADD CONSTRAINT "press_releases_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_releases" ADD CONSTRAINT "press_releases_meta_meta_image_id_media_id_fk" FOREIGN KEY ("meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_releases_locales" ADD CONSTRAINT "press_releases_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "press_releases_rels" ADD CONSTRAINT "press_releases_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "press_releases_rels" ADD CONSTRAINT "press_releases_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "press_releases_rels" ADD CONSTRAINT "press_releases_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "press_releases_rels" ADD CONSTRAINT "press_releases_rels_press_releases_fk" FOREIGN KEY ("press_releases_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_press_releases_v" ADD CONSTRAINT "_press_releases_v_parent_id_press_releases_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."press_releases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_releases_v" ADD CONSTRAINT "_press_releases_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_releases_v" ADD CONSTRAINT "_press_releases_v_version_meta_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_releases_v_locales" ADD CONSTRAINT "_press_releases_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_press_releases_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_press_releases_v_rels" ADD CONSTRAINT "_press_releases_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_press_releases_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_press_releases_v_rels" ADD CONSTRAINT "_press_releases_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_press_releases_v_rels" ADD CONSTRAINT "_press_releases_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_press_releases_v_rels" ADD CONSTRAINT "_press_releases_v_rels_press_releases_fk" FOREIGN KEY ("press_releases_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_parent_id_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v_locales" ADD CONSTRAINT "_documents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_overview_key_figures" ADD CONSTRAINT "investor_relations_overview_key_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_overview_key_figures_locales" ADD CONSTRAINT "investor_relations_overview_key_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations_overview_key_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_shareholders_list" ADD CONSTRAINT "investor_relations_shareholders_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_shareholders_list_locales" ADD CONSTRAINT "investor_relations_shareholders_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations_shareholders_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_bonds_list" ADD CONSTRAINT "investor_relations_bonds_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_bonds_list_locales" ADD CONSTRAINT "investor_relations_bonds_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations_bonds_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_ratings_list" ADD CONSTRAINT "investor_relations_ratings_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_ratings_list_locales" ADD CONSTRAINT "investor_relations_ratings_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations_ratings_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_dividends_history" ADD CONSTRAINT "investor_relations_dividends_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_locales" ADD CONSTRAINT "investor_relations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_version_overview_key_figures" ADD CONSTRAINT "_investor_relations_v_version_overview_key_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_version_overview_key_figures_locales" ADD CONSTRAINT "_investor_relations_v_version_overview_key_figures_locale_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v_version_overview_key_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_version_shareholders_list" ADD CONSTRAINT "_investor_relations_v_version_shareholders_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_version_shareholders_list_locales" ADD CONSTRAINT "_investor_relations_v_version_shareholders_list_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v_version_shareholders_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_version_bonds_list" ADD CONSTRAINT "_investor_relations_v_version_bonds_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_version_bonds_list_locales" ADD CONSTRAINT "_investor_relations_v_version_bonds_list_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v_version_bonds_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_version_ratings_list" ADD CONSTRAINT "_investor_relations_v_version_ratings_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_version_ratings_list_locales" ADD CONSTRAINT "_investor_relations_v_version_ratings_list_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v_version_ratings_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_version_dividends_history" ADD CONSTRAINT "_investor_relations_v_version_dividends_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_locales" ADD CONSTRAINT "_investor_relations_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "press_releases_published_at_idx" ON "press_releases" USING btree ("published_at");
  CREATE INDEX "press_releases_image_idx" ON "press_releases" USING btree ("image_id");
  CREATE INDEX "press_releases_meta_meta_meta_image_idx" ON "press_releases" USING btree ("meta_meta_image_id");
  CREATE INDEX "press_releases_updated_at_idx" ON "press_releases" USING btree ("updated_at");
  CREATE INDEX "press_releases_created_at_idx" ON "press_releases" USING btree ("created_at");
  CREATE INDEX "press_releases__status_idx" ON "press_releases" USING btree ("_status");
  CREATE UNIQUE INDEX "press_releases_slug_idx" ON "press_releases_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "press_releases_locales_locale_parent_id_unique" ON "press_releases_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "press_releases_rels_order_idx" ON "press_releases_rels" USING btree ("order");
  CREATE INDEX "press_releases_rels_parent_idx" ON "press_releases_rels" USING btree ("parent_id");
  CREATE INDEX "press_releases_rels_path_idx" ON "press_releases_rels" USING btree ("path");
  CREATE INDEX "press_releases_rels_media_id_idx" ON "press_releases_rels" USING btree ("media_id");
  CREATE INDEX "press_releases_rels_documents_id_idx" ON "press_releases_rels" USING btree ("documents_id");
  CREATE INDEX "press_releases_rels_press_releases_id_idx" ON "press_releases_rels" USING btree ("press_releases_id");
  CREATE INDEX "_press_releases_v_parent_idx" ON "_press_releases_v" USING btree ("parent_id");
  CREATE INDEX "_press_releases_v_version_version_published_at_idx" ON "_press_releases_v" USING btree ("version_published_at");
  CREATE INDEX "_press_releases_v_version_version_image_idx" ON "_press_releases_v" USING btree ("version_image_id");
  CREATE INDEX "_press_releases_v_version_meta_version_meta_meta_image_idx" ON "_press_releases_v" USING btree ("version_meta_meta_image_id");
  CREATE INDEX "_press_releases_v_version_version_updated_at_idx" ON "_press_releases_v" USING btree ("version_updated_at");
  CREATE INDEX "_press_releases_v_version_version_created_at_idx" ON "_press_releases_v" USING btree ("version_created_at");
  CREATE INDEX "_press_releases_v_version_version__status_idx" ON "_press_releases_v" USING btree ("version__status");
  CREATE INDEX "_press_releases_v_created_at_idx" ON "_press_releases_v" USING btree ("created_at");
  CREATE INDEX "_press_releases_v_updated_at_idx" ON "_press_releases_v" USING btree ("updated_at");
  CREATE INDEX "_press_releases_v_snapshot_idx" ON "_press_releases_v" USING btree ("snapshot");
  CREATE INDEX "_press_releases_v_published_locale_idx" ON "_press_releases_v" USING btree ("published_locale");
  CREATE INDEX "_press_releases_v_latest_idx" ON "_press_releases_v" USING btree ("latest");
  CREATE INDEX "_press_releases_v_version_version_slug_idx" ON "_press_releases_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_press_releases_v_locales_locale_parent_id_unique" ON "_press_releases_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_press_releases_v_rels_order_idx" ON "_press_releases_v_rels" USING btree ("order");
  CREATE INDEX "_press_releases_v_rels_parent_idx" ON "_press_releases_v_rels" USING btree ("parent_id");
  CREATE INDEX "_press_releases_v_rels_path_idx" ON "_press_releases_v_rels" USING btree ("path");
  CREATE INDEX "_press_releases_v_rels_media_id_idx" ON "_press_releases_v_rels" USING btree ("media_id");
  CREATE INDEX "_press_releases_v_rels_documents_id_idx" ON "_press_releases_v_rels" USING btree ("documents_id");
  CREATE INDEX "_press_releases_v_rels_press_releases_id_idx" ON "_press_releases_v_rels" USING btree ("press_releases_id");
  CREATE INDEX "documents_type_idx" ON "documents" USING btree ("type");
  CREATE INDEX "documents_year_idx" ON "documents" USING btree ("year");
  CREATE INDEX "documents_published_at_idx" ON "documents" USING btree ("published_at");
  CREATE INDEX "documents_cover_idx" ON "documents" USING btree ("cover_id");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE INDEX "documents__status_idx" ON "documents" USING btree ("_status");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_documents_v_parent_idx" ON "_documents_v" USING btree ("parent_id");
  CREATE INDEX "_documents_v_version_version_type_idx" ON "_documents_v" USING btree ("version_type");
  CREATE INDEX "_documents_v_version_version_year_idx" ON "_documents_v" USING btree ("version_year");
  CREATE INDEX "_documents_v_version_version_published_at_idx" ON "_documents_v" USING btree ("version_published_at");
  CREATE INDEX "_documents_v_version_version_cover_idx" ON "_documents_v" USING btree ("version_cover_id");
  CREATE INDEX "_documents_v_version_version_updated_at_idx" ON "_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_documents_v_version_version_created_at_idx" ON "_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_documents_v_version_version__status_idx" ON "_documents_v" USING btree ("version__status");
  CREATE INDEX "_documents_v_version_version_filename_idx" ON "_documents_v" USING btree ("version_filename");
  CREATE INDEX "_documents_v_created_at_idx" ON "_documents_v" USING btree ("created_at");
  CREATE INDEX "_documents_v_updated_at_idx" ON "_documents_v" USING btree ("updated_at");
  CREATE INDEX "_documents_v_snapshot_idx" ON "_documents_v" USING btree ("snapshot");
  CREATE INDEX "_documents_v_published_locale_idx" ON "_documents_v" USING btree ("published_locale");
  CREATE INDEX "_documents_v_latest_idx" ON "_documents_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_documents_v_locales_locale_parent_id_unique" ON "_documents_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "investor_relations_overview_key_figures_order_idx" ON "investor_relations_overview_key_figures" USING btree ("_order");
  CREATE INDEX "investor_relations_overview_key_figures_parent_id_idx" ON "investor_relations_overview_key_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "investor_relations_overview_key_figures_locales_locale_paren" ON "investor_relations_overview_key_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "investor_relations_shareholders_list_order_idx" ON "investor_relations_shareholders_list" USING btree ("_order");
  CREATE INDEX "investor_relations_shareholders_list_parent_id_idx" ON "investor_relations_shareholders_list" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "investor_relations_shareholders_list_locales_locale_parent_i" ON "investor_relations_shareholders_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "investor_relations_bonds_list_order_idx" ON "investor_relations_bonds_list" USING btree ("_order");
  CREATE INDEX "investor_relations_bonds_list_parent_id_idx" ON "investor_relations_bonds_list" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "investor_relations_bonds_list_locales_locale_parent_id_uniqu" ON "investor_relations_bonds_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "investor_relations_ratings_list_order_idx" ON "investor_relations_ratings_list" USING btree ("_order");
  CREATE INDEX "investor_relations_ratings_list_parent_id_idx" ON "investor_relations_ratings_list" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "investor_relations_ratings_list_locales_locale_parent_id_uni" ON "investor_relations_ratings_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "investor_relations_dividends_history_order_idx" ON "investor_relations_dividends_history" USING btree ("_order");
  CREATE INDEX "investor_relations_dividends_history_parent_id_idx" ON "investor_relations_dividends_history" USING btree ("_parent_id");
  CREATE INDEX "investor_relations__status_idx" ON "investor_relations" USING btree ("_status");
  CREATE UNIQUE INDEX "investor_relations_locales_locale_parent_id_unique" ON "investor_relations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_investor_relations_v_version_overview_key_figures_order_idx" ON "_investor_relations_v_version_overview_key_figures" USING btree ("_order");
  CREATE INDEX "_investor_relations_v_version_overview_key_figures_parent_id_idx" ON "_investor_relations_v_version_overview_key_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_investor_relations_v_version_overview_key_figures_locales_l" ON "_investor_relations_v_version_overview_key_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_investor_relations_v_version_shareholders_list_order_idx" ON "_investor_relations_v_version_shareholders_list" USING btree ("_order");
  CREATE INDEX "_investor_relations_v_version_shareholders_list_parent_id_idx" ON "_investor_relations_v_version_shareholders_list" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_investor_relations_v_version_shareholders_list_locales_loca" ON "_investor_relations_v_version_shareholders_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_investor_relations_v_version_bonds_list_order_idx" ON "_investor_relations_v_version_bonds_list" USING btree ("_order");
  CREATE INDEX "_investor_relations_v_version_bonds_list_parent_id_idx" ON "_investor_relations_v_version_bonds_list" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_investor_relations_v_version_bonds_list_locales_locale_pare" ON "_investor_relations_v_version_bonds_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_investor_relations_v_version_ratings_list_order_idx" ON "_investor_relations_v_version_ratings_list" USING btree ("_order");
  CREATE INDEX "_investor_relations_v_version_ratings_list_parent_id_idx" ON "_investor_relations_v_version_ratings_list" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_investor_relations_v_version_ratings_list_locales_locale_pa" ON "_investor_relations_v_version_ratings_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_investor_relations_v_version_dividends_history_order_idx" ON "_investor_relations_v_version_dividends_history" USING btree ("_order");
  CREATE INDEX "_investor_relations_v_version_dividends_history_parent_id_idx" ON "_investor_relations_v_version_dividends_history" USING btree ("_parent_id");
  CREATE INDEX "_investor_relations_v_version_version__status_idx" ON "_investor_relations_v" USING btree ("version__status");
  CREATE INDEX "_investor_relations_v_created_at_idx" ON "_investor_relations_v" USING btree ("created_at");
  CREATE INDEX "_investor_relations_v_updated_at_idx" ON "_investor_relations_v" USING btree ("updated_at");
  CREATE INDEX "_investor_relations_v_snapshot_idx" ON "_investor_relations_v" USING btree ("snapshot");
  CREATE INDEX "_investor_relations_v_published_locale_idx" ON "_investor_relations_v" USING btree ("published_locale");
  CREATE INDEX "_investor_relations_v_latest_idx" ON "_investor_relations_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_investor_relations_v_locales_locale_parent_id_unique" ON "_investor_relations_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_press_releases_fk" FOREIGN KEY ("press_releases_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_press_releases_id_idx" ON "payload_locked_documents_rels" USING btree ("press_releases_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "press_releases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "press_releases_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "press_releases_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_press_releases_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_press_releases_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_press_releases_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_overview_key_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_overview_key_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_shareholders_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_shareholders_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_bonds_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_bonds_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_ratings_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_ratings_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_dividends_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_version_overview_key_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_version_overview_key_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_version_shareholders_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_version_shareholders_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_version_bonds_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_version_bonds_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_version_ratings_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_version_ratings_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_version_dividends_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "press_releases" CASCADE;
  DROP TABLE "press_releases_locales" CASCADE;
  DROP TABLE "press_releases_rels" CASCADE;
  DROP TABLE "_press_releases_v" CASCADE;
  DROP TABLE "_press_releases_v_locales" CASCADE;
  DROP TABLE "_press_releases_v_rels" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "_documents_v" CASCADE;
  DROP TABLE "_documents_v_locales" CASCADE;
  DROP TABLE "investor_relations_overview_key_figures" CASCADE;
  DROP TABLE "investor_relations_overview_key_figures_locales" CASCADE;
  DROP TABLE "investor_relations_shareholders_list" CASCADE;
  DROP TABLE "investor_relations_shareholders_list_locales" CASCADE;
  DROP TABLE "investor_relations_bonds_list" CASCADE;
  DROP TABLE "investor_relations_bonds_list_locales" CASCADE;
  DROP TABLE "investor_relations_ratings_list" CASCADE;
  DROP TABLE "investor_relations_ratings_list_locales" CASCADE;
  DROP TABLE "investor_relations_dividends_history" CASCADE;
  DROP TABLE "investor_relations" CASCADE;
  DROP TABLE "investor_relations_locales" CASCADE;
  DROP TABLE "_investor_relations_v_version_overview_key_figures" CASCADE;
  DROP TABLE "_investor_relations_v_version_overview_key_figures_locales" CASCADE;
  DROP TABLE "_investor_relations_v_version_shareholders_list" CASCADE;
  DROP TABLE "_investor_relations_v_version_shareholders_list_locales" CASCADE;
  DROP TABLE "_investor_relations_v_version_bonds_list" CASCADE;
  DROP TABLE "_investor_relations_v_version_bonds_list_locales" CASCADE;
  DROP TABLE "_investor_relations_v_version_ratings_list" CASCADE;
  DROP TABLE "_investor_relations_v_version_ratings_list_locales" CASCADE;
  DROP TABLE "_investor_relations_v_version_dividends_history" CASCADE;
  DROP TABLE "_investor_relations_v" CASCADE;
  DROP TABLE "_investor_relations_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_press_releases_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_documents_fk";
  
  DROP INDEX "payload_locked_documents_rels_press_releases_id_idx";
  DROP INDEX "payload_locked_documents_rels_documents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "press_releases_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "documents_id";
  DROP TYPE "public"."enum_press_releases_status";
  DROP TYPE "public"."enum__press_releases_v_version_status";
  DROP TYPE "public"."enum__press_releases_v_published_locale";
  DROP TYPE "public"."enum_documents_type";
  DROP TYPE "public"."enum_documents_status";
  DROP TYPE "public"."enum__documents_v_version_type";
  DROP TYPE "public"."enum__documents_v_version_status";
  DROP TYPE "public"."enum__documents_v_published_locale";
  DROP TYPE "public"."enum_investor_relations_overview_key_figures_unit";
  DROP TYPE "public"."enum_investor_relations_status";
  DROP TYPE "public"."enum__investor_relations_v_version_overview_key_figures_unit";
  DROP TYPE "public"."enum__investor_relations_v_version_status";
  DROP TYPE "public"."enum__investor_relations_v_published_locale";`)
}
