import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_toll_roads_gates_kind" AS ENUM('main', 'ramp', 'interchange');
  CREATE TYPE "public"."enum_toll_roads_tariff_system" AS ENUM('open', 'closed');
  CREATE TYPE "public"."enum_toll_roads_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__toll_roads_v_version_gates_kind" AS ENUM('main', 'ramp', 'interchange');
  CREATE TYPE "public"."enum__toll_roads_v_version_tariff_system" AS ENUM('open', 'closed');
  CREATE TYPE "public"."enum__toll_roads_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__toll_roads_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_rest_areas_facilities" AS ENUM('fuel', 'ev-charging', 'prayer-room', 'toilets', 'atm', 'food-court', 'minimarket', 'umkm-kiosks', 'workshop', 'clinic', 'parking', 'green-space');
  CREATE TYPE "public"."enum_rest_areas_status" AS ENUM('open', 'full', 'closed');
  CREATE TYPE "public"."enum_rest_areas_side" AS ENUM('A', 'B');
  CREATE TYPE "public"."enum_rest_areas_type" AS ENUM('A', 'B', 'C');
  CREATE TYPE "public"."enum_toll_road_service_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__toll_road_service_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__toll_road_service_v_published_locale" AS ENUM('id', 'en');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'operator';
  ALTER TYPE "public"."enum_users_scopes" ADD VALUE 'rest-area:status';
  CREATE TABLE "toll_roads_geometry" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"km" numeric,
  	"lat" numeric,
  	"lng" numeric
  );
  
  CREATE TABLE "toll_roads_gates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"km" numeric,
  	"kind" "enum_toll_roads_gates_kind" DEFAULT 'ramp'
  );
  
  CREATE TABLE "toll_roads_gates_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "toll_roads_tariffs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"entry" varchar,
  	"exit" varchar,
  	"class1" numeric,
  	"class2" numeric,
  	"class3" numeric,
  	"class4" numeric,
  	"class5" numeric
  );
  
  CREATE TABLE "toll_roads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"operator" varchar,
  	"start" varchar,
  	"end" varchar,
  	"length_km" numeric,
  	"operating_since" timestamp(3) with time zone,
  	"tariff_system" "enum_toll_roads_tariff_system" DEFAULT 'closed',
  	"tariff_effective_date" timestamp(3) with time zone,
  	"meta_meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_toll_roads_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "toll_roads_locales" (
  	"name" varchar,
  	"description" varchar,
  	"meta_meta_title" varchar,
  	"meta_meta_desc" varchar,
  	"meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_toll_roads_v_version_geometry" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"km" numeric,
  	"lat" numeric,
  	"lng" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_toll_roads_v_version_gates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"km" numeric,
  	"kind" "enum__toll_roads_v_version_gates_kind" DEFAULT 'ramp',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_toll_roads_v_version_gates_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_toll_roads_v_version_tariffs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"entry" varchar,
  	"exit" varchar,
  	"class1" numeric,
  	"class2" numeric,
  	"class3" numeric,
  	"class4" numeric,
  	"class5" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_toll_roads_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_operator" varchar,
  	"version_start" varchar,
  	"version_end" varchar,
  	"version_length_km" numeric,
  	"version_operating_since" timestamp(3) with time zone,
  	"version_tariff_system" "enum__toll_roads_v_version_tariff_system" DEFAULT 'closed',
  	"version_tariff_effective_date" timestamp(3) with time zone,
  	"version_meta_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__toll_roads_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__toll_roads_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_toll_roads_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_meta_meta_title" varchar,
  	"version_meta_meta_desc" varchar,
  	"version_meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "rest_areas_facilities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_rest_areas_facilities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "rest_areas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_rest_areas_status" DEFAULT 'open' NOT NULL,
  	"status_changed_at" timestamp(3) with time zone,
  	"road_id" integer NOT NULL,
  	"km" numeric NOT NULL,
  	"side" "enum_rest_areas_side" NOT NULL,
  	"towards" varchar NOT NULL,
  	"type" "enum_rest_areas_type" NOT NULL,
  	"lat" numeric NOT NULL,
  	"lng" numeric NOT NULL,
  	"capacity_cars" numeric,
  	"capacity_buses_trucks" numeric,
  	"meta_meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rest_areas_locales" (
  	"status_note" varchar,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"opening_hours" varchar,
  	"meta_meta_title" varchar,
  	"meta_meta_desc" varchar,
  	"meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "rest_areas_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "toll_road_service_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar
  );
  
  CREATE TABLE "toll_road_service_contacts_locales" (
  	"label" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "toll_road_service_payment_methods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "toll_road_service_payment_methods_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "toll_road_service_traffic_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "toll_road_service_traffic_links_locales" (
  	"label" varchar,
  	"url" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "toll_road_service" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"meta_meta_image_id" integer,
  	"_status" "enum_toll_road_service_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "toll_road_service_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"meta_meta_title" varchar,
  	"meta_meta_desc" varchar,
  	"meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_toll_road_service_v_version_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_toll_road_service_v_version_contacts_locales" (
  	"label" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_toll_road_service_v_version_payment_methods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_toll_road_service_v_version_payment_methods_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_toll_road_service_v_version_traffic_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_toll_road_service_v_version_traffic_links_locales" (
  	"label" varchar,
  	"url" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_toll_road_service_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_meta_meta_image_id" integer,
  	"version__status" "enum__toll_road_service_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__toll_road_service_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_toll_road_service_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_meta_meta_title" varchar,
  	"version_meta_meta_desc" varchar,
  	"version_meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "toll_roads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rest_areas_id" integer;
  ALTER TABLE "toll_roads_geometry" ADD CONSTRAINT "toll_roads_geometry_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."toll_roads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "toll_roads_gates" ADD CONSTRAINT "toll_roads_gates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."toll_roads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "toll_roads_gates_locales" ADD CONSTRAINT "toll_roads_gates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."toll_roads_gates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "toll_roads_tariffs" ADD CONSTRAINT "toll_roads_tariffs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."toll_roads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "toll_roads" ADD CONSTRAINT "toll_roads_meta_meta_image_id_media_id_fk" FOREIGN KEY ("meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "toll_roads_locales" ADD CONSTRAINT "toll_roads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."toll_roads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_toll_roads_v_version_geometry" ADD CONSTRAINT "_toll_roads_v_version_geometry_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_toll_roads_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_toll_roads_v_version_gates" ADD CONSTRAINT "_toll_roads_v_version_gates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_toll_roads_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_toll_roads_v_version_gates_locales" ADD CONSTRAINT "_toll_roads_v_version_gates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_toll_roads_v_version_gates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_toll_roads_v_version_tariffs" ADD CONSTRAINT "_toll_roads_v_version_tariffs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_toll_roads_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_toll_roads_v" ADD CONSTRAINT "_toll_roads_v_parent_id_toll_roads_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."toll_roads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_toll_roads_v" ADD CONSTRAINT "_toll_roads_v_version_meta_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_toll_roads_v_locales" ADD CONSTRAINT "_toll_roads_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_toll_roads_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rest_areas_facilities" ADD CONSTRAINT "rest_areas_facilities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rest_areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rest_areas" ADD CONSTRAINT "rest_areas_road_id_toll_roads_id_fk" FOREIGN KEY ("road_id") REFERENCES "public"."toll_roads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rest_areas" ADD CONSTRAINT "rest_areas_meta_meta_image_id_media_id_fk" FOREIGN KEY ("meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rest_areas_locales" ADD CONSTRAINT "rest_areas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rest_areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rest_areas_rels" ADD CONSTRAINT "rest_areas_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rest_areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rest_areas_rels" ADD CONSTRAINT "rest_areas_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "toll_road_service_contacts" ADD CONSTRAINT "toll_road_service_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."toll_road_service"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "toll_road_service_contacts_locales" ADD CONSTRAINT "toll_road_service_contacts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."toll_road_service_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "toll_road_service_payment_methods" ADD CONSTRAINT "toll_road_service_payment_methods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."toll_road_service"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "toll_road_service_payment_methods_locales" ADD CONSTRAINT "toll_road_service_payment_methods_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."toll_road_service_payment_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "toll_road_service_traffic_links" ADD CONSTRAINT "toll_road_service_traffic_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."toll_road_service"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "toll_road_service_traffic_links_locales" ADD CONSTRAINT "toll_road_service_traffic_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."toll_road_service_traffic_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "toll_road_service" ADD CONSTRAINT "toll_road_service_meta_meta_image_id_media_id_fk" FOREIGN KEY ("meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "toll_road_service_locales" ADD CONSTRAINT "toll_road_service_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."toll_road_service"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_toll_road_service_v_version_contacts" ADD CONSTRAINT "_toll_road_service_v_version_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_toll_road_service_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_toll_road_service_v_version_contacts_locales" ADD CONSTRAINT "_toll_road_service_v_version_contacts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_toll_road_service_v_version_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_toll_road_service_v_version_payment_methods" ADD CONSTRAINT "_toll_road_service_v_version_payment_methods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_toll_road_service_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_toll_road_service_v_version_payment_methods_locales" ADD CONSTRAINT "_toll_road_service_v_version_payment_methods_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_toll_road_service_v_version_payment_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_toll_road_service_v_version_traffic_links" ADD CONSTRAINT "_toll_road_service_v_version_traffic_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_toll_road_service_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_toll_road_service_v_version_traffic_links_locales" ADD CONSTRAINT "_toll_road_service_v_version_traffic_links_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_toll_road_service_v_version_traffic_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_toll_road_service_v" ADD CONSTRAINT "_toll_road_service_v_version_meta_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_toll_road_service_v_locales" ADD CONSTRAINT "_toll_road_service_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_toll_road_service_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "toll_roads_geometry_order_idx" ON "toll_roads_geometry" USING btree ("_order");
  CREATE INDEX "toll_roads_geometry_parent_id_idx" ON "toll_roads_geometry" USING btree ("_parent_id");
  CREATE INDEX "toll_roads_gates_order_idx" ON "toll_roads_gates" USING btree ("_order");
  CREATE INDEX "toll_roads_gates_parent_id_idx" ON "toll_roads_gates" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "toll_roads_gates_locales_locale_parent_id_unique" ON "toll_roads_gates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "toll_roads_tariffs_order_idx" ON "toll_roads_tariffs" USING btree ("_order");
  CREATE INDEX "toll_roads_tariffs_parent_id_idx" ON "toll_roads_tariffs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "toll_roads_slug_idx" ON "toll_roads" USING btree ("slug");
  CREATE INDEX "toll_roads_meta_meta_meta_image_idx" ON "toll_roads" USING btree ("meta_meta_image_id");
  CREATE INDEX "toll_roads_updated_at_idx" ON "toll_roads" USING btree ("updated_at");
  CREATE INDEX "toll_roads_created_at_idx" ON "toll_roads" USING btree ("created_at");
  CREATE INDEX "toll_roads__status_idx" ON "toll_roads" USING btree ("_status");
  CREATE UNIQUE INDEX "toll_roads_locales_locale_parent_id_unique" ON "toll_roads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_toll_roads_v_version_geometry_order_idx" ON "_toll_roads_v_version_geometry" USING btree ("_order");
  CREATE INDEX "_toll_roads_v_version_geometry_parent_id_idx" ON "_toll_roads_v_version_geometry" USING btree ("_parent_id");
  CREATE INDEX "_toll_roads_v_version_gates_order_idx" ON "_toll_roads_v_version_gates" USING btree ("_order");
  CREATE INDEX "_toll_roads_v_version_gates_parent_id_idx" ON "_toll_roads_v_version_gates" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_toll_roads_v_version_gates_locales_locale_parent_id_unique" ON "_toll_roads_v_version_gates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_toll_roads_v_version_tariffs_order_idx" ON "_toll_roads_v_version_tariffs" USING btree ("_order");
  CREATE INDEX "_toll_roads_v_version_tariffs_parent_id_idx" ON "_toll_roads_v_version_tariffs" USING btree ("_parent_id");
  CREATE INDEX "_toll_roads_v_parent_idx" ON "_toll_roads_v" USING btree ("parent_id");
  CREATE INDEX "_toll_roads_v_version_version_slug_idx" ON "_toll_roads_v" USING btree ("version_slug");
  CREATE INDEX "_toll_roads_v_version_meta_version_meta_meta_image_idx" ON "_toll_roads_v" USING btree ("version_meta_meta_image_id");
  CREATE INDEX "_toll_roads_v_version_version_updated_at_idx" ON "_toll_roads_v" USING btree ("version_updated_at");
  CREATE INDEX "_toll_roads_v_version_version_created_at_idx" ON "_toll_roads_v" USING btree ("version_created_at");
  CREATE INDEX "_toll_roads_v_version_version__status_idx" ON "_toll_roads_v" USING btree ("version__status");
  CREATE INDEX "_toll_roads_v_created_at_idx" ON "_toll_roads_v" USING btree ("created_at");
  CREATE INDEX "_toll_roads_v_updated_at_idx" ON "_toll_roads_v" USING btree ("updated_at");
  CREATE INDEX "_toll_roads_v_snapshot_idx" ON "_toll_roads_v" USING btree ("snapshot");
  CREATE INDEX "_toll_roads_v_published_locale_idx" ON "_toll_roads_v" USING btree ("published_locale");
  CREATE INDEX "_toll_roads_v_latest_idx" ON "_toll_roads_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_toll_roads_v_locales_locale_parent_id_unique" ON "_toll_roads_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "rest_areas_facilities_order_idx" ON "rest_areas_facilities" USING btree ("order");
  CREATE INDEX "rest_areas_facilities_parent_idx" ON "rest_areas_facilities" USING btree ("parent_id");
  CREATE INDEX "rest_areas_road_idx" ON "rest_areas" USING btree ("road_id");
  CREATE INDEX "rest_areas_meta_meta_meta_image_idx" ON "rest_areas" USING btree ("meta_meta_image_id");
  CREATE INDEX "rest_areas_updated_at_idx" ON "rest_areas" USING btree ("updated_at");
  CREATE INDEX "rest_areas_created_at_idx" ON "rest_areas" USING btree ("created_at");
  CREATE UNIQUE INDEX "rest_areas_locales_locale_parent_id_unique" ON "rest_areas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "rest_areas_rels_order_idx" ON "rest_areas_rels" USING btree ("order");
  CREATE INDEX "rest_areas_rels_parent_idx" ON "rest_areas_rels" USING btree ("parent_id");
  CREATE INDEX "rest_areas_rels_path_idx" ON "rest_areas_rels" USING btree ("path");
  CREATE INDEX "rest_areas_rels_media_id_idx" ON "rest_areas_rels" USING btree ("media_id");
  CREATE INDEX "toll_road_service_contacts_order_idx" ON "toll_road_service_contacts" USING btree ("_order");
  CREATE INDEX "toll_road_service_contacts_parent_id_idx" ON "toll_road_service_contacts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "toll_road_service_contacts_locales_locale_parent_id_unique" ON "toll_road_service_contacts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "toll_road_service_payment_methods_order_idx" ON "toll_road_service_payment_methods" USING btree ("_order");
  CREATE INDEX "toll_road_service_payment_methods_parent_id_idx" ON "toll_road_service_payment_methods" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "toll_road_service_payment_methods_locales_locale_parent_id_u" ON "toll_road_service_payment_methods_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "toll_road_service_traffic_links_order_idx" ON "toll_road_service_traffic_links" USING btree ("_order");
  CREATE INDEX "toll_road_service_traffic_links_parent_id_idx" ON "toll_road_service_traffic_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "toll_road_service_traffic_links_locales_locale_parent_id_uni" ON "toll_road_service_traffic_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "toll_road_service_meta_meta_meta_image_idx" ON "toll_road_service" USING btree ("meta_meta_image_id");
  CREATE INDEX "toll_road_service__status_idx" ON "toll_road_service" USING btree ("_status");
  CREATE UNIQUE INDEX "toll_road_service_locales_locale_parent_id_unique" ON "toll_road_service_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_toll_road_service_v_version_contacts_order_idx" ON "_toll_road_service_v_version_contacts" USING btree ("_order");
  CREATE INDEX "_toll_road_service_v_version_contacts_parent_id_idx" ON "_toll_road_service_v_version_contacts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_toll_road_service_v_version_contacts_locales_locale_parent_" ON "_toll_road_service_v_version_contacts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_toll_road_service_v_version_payment_methods_order_idx" ON "_toll_road_service_v_version_payment_methods" USING btree ("_order");
  CREATE INDEX "_toll_road_service_v_version_payment_methods_parent_id_idx" ON "_toll_road_service_v_version_payment_methods" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_toll_road_service_v_version_payment_methods_locales_locale_" ON "_toll_road_service_v_version_payment_methods_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_toll_road_service_v_version_traffic_links_order_idx" ON "_toll_road_service_v_version_traffic_links" USING btree ("_order");
  CREATE INDEX "_toll_road_service_v_version_traffic_links_parent_id_idx" ON "_toll_road_service_v_version_traffic_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_toll_road_service_v_version_traffic_links_locales_locale_pa" ON "_toll_road_service_v_version_traffic_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_toll_road_service_v_version_meta_version_meta_meta_imag_idx" ON "_toll_road_service_v" USING btree ("version_meta_meta_image_id");
  CREATE INDEX "_toll_road_service_v_version_version__status_idx" ON "_toll_road_service_v" USING btree ("version__status");
  CREATE INDEX "_toll_road_service_v_created_at_idx" ON "_toll_road_service_v" USING btree ("created_at");
  CREATE INDEX "_toll_road_service_v_updated_at_idx" ON "_toll_road_service_v" USING btree ("updated_at");
  CREATE INDEX "_toll_road_service_v_snapshot_idx" ON "_toll_road_service_v" USING btree ("snapshot");
  CREATE INDEX "_toll_road_service_v_published_locale_idx" ON "_toll_road_service_v" USING btree ("published_locale");
  CREATE INDEX "_toll_road_service_v_latest_idx" ON "_toll_road_service_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_toll_road_service_v_locales_locale_parent_id_unique" ON "_toll_road_service_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_toll_roads_fk" FOREIGN KEY ("toll_roads_id") REFERENCES "public"."toll_roads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rest_areas_fk" FOREIGN KEY ("rest_areas_id") REFERENCES "public"."rest_areas"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_toll_roads_id_idx" ON "payload_locked_documents_rels" USING btree ("toll_roads_id");
  CREATE INDEX "payload_locked_documents_rels_rest_areas_id_idx" ON "payload_locked_documents_rels" USING btree ("rest_areas_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "toll_roads_geometry" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "toll_roads_gates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "toll_roads_gates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "toll_roads_tariffs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "toll_roads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "toll_roads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_toll_roads_v_version_geometry" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_toll_roads_v_version_gates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_toll_roads_v_version_gates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_toll_roads_v_version_tariffs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_toll_roads_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_toll_roads_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rest_areas_facilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rest_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rest_areas_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rest_areas_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "toll_road_service_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "toll_road_service_contacts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "toll_road_service_payment_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "toll_road_service_payment_methods_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "toll_road_service_traffic_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "toll_road_service_traffic_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "toll_road_service" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "toll_road_service_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_toll_road_service_v_version_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_toll_road_service_v_version_contacts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_toll_road_service_v_version_payment_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_toll_road_service_v_version_payment_methods_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_toll_road_service_v_version_traffic_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_toll_road_service_v_version_traffic_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_toll_road_service_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_toll_road_service_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "toll_roads_geometry" CASCADE;
  DROP TABLE "toll_roads_gates" CASCADE;
  DROP TABLE "toll_roads_gates_locales" CASCADE;
  DROP TABLE "toll_roads_tariffs" CASCADE;
  DROP TABLE "toll_roads" CASCADE;
  DROP TABLE "toll_roads_locales" CASCADE;
  DROP TABLE "_toll_roads_v_version_geometry" CASCADE;
  DROP TABLE "_toll_roads_v_version_gates" CASCADE;
  DROP TABLE "_toll_roads_v_version_gates_locales" CASCADE;
  DROP TABLE "_toll_roads_v_version_tariffs" CASCADE;
  DROP TABLE "_toll_roads_v" CASCADE;
  DROP TABLE "_toll_roads_v_locales" CASCADE;
  DROP TABLE "rest_areas_facilities" CASCADE;
  DROP TABLE "rest_areas" CASCADE;
  DROP TABLE "rest_areas_locales" CASCADE;
  DROP TABLE "rest_areas_rels" CASCADE;
  DROP TABLE "toll_road_service_contacts" CASCADE;
  DROP TABLE "toll_road_service_contacts_locales" CASCADE;
  DROP TABLE "toll_road_service_payment_methods" CASCADE;
  DROP TABLE "toll_road_service_payment_methods_locales" CASCADE;
  DROP TABLE "toll_road_service_traffic_links" CASCADE;
  DROP TABLE "toll_road_service_traffic_links_locales" CASCADE;
  DROP TABLE "toll_road_service" CASCADE;
  DROP TABLE "toll_road_service_locales" CASCADE;
  DROP TABLE "_toll_road_service_v_version_contacts" CASCADE;
  DROP TABLE "_toll_road_service_v_version_contacts_locales" CASCADE;
  DROP TABLE "_toll_road_service_v_version_payment_methods" CASCADE;
  DROP TABLE "_toll_road_service_v_version_payment_methods_locales" CASCADE;
  DROP TABLE "_toll_road_service_v_version_traffic_links" CASCADE;
  DROP TABLE "_toll_road_service_v_version_traffic_links_locales" CASCADE;
  DROP TABLE "_toll_road_service_v" CASCADE;
  DROP TABLE "_toll_road_service_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_toll_roads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rest_areas_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  ALTER TABLE "users_scopes" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_scopes";
  CREATE TYPE "public"."enum_users_scopes" AS ENUM('content:read', 'content:write', 'content:preview', 'content:publish', 'users:manage');
  ALTER TABLE "users_scopes" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_scopes" USING "value"::"public"."enum_users_scopes";
  DROP INDEX "payload_locked_documents_rels_toll_roads_id_idx";
  DROP INDEX "payload_locked_documents_rels_rest_areas_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "toll_roads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rest_areas_id";
  DROP TYPE "public"."enum_toll_roads_gates_kind";
  DROP TYPE "public"."enum_toll_roads_tariff_system";
  DROP TYPE "public"."enum_toll_roads_status";
  DROP TYPE "public"."enum__toll_roads_v_version_gates_kind";
  DROP TYPE "public"."enum__toll_roads_v_version_tariff_system";
  DROP TYPE "public"."enum__toll_roads_v_version_status";
  DROP TYPE "public"."enum__toll_roads_v_published_locale";
  DROP TYPE "public"."enum_rest_areas_facilities";
  DROP TYPE "public"."enum_rest_areas_status";
  DROP TYPE "public"."enum_rest_areas_side";
  DROP TYPE "public"."enum_rest_areas_type";
  DROP TYPE "public"."enum_toll_road_service_status";
  DROP TYPE "public"."enum__toll_road_service_v_version_status";
  DROP TYPE "public"."enum__toll_road_service_v_published_locale";`)
}
