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
  CREATE TYPE "public"."enum_press_releases_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__press_releases_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__press_releases_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_documents_type" AS ENUM('annual-report', 'board-of-commissioners-report', 'directors-report', 'articles-of-association', 'attachment');
  CREATE TYPE "public"."enum_documents_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_version_type" AS ENUM('annual-report', 'board-of-commissioners-report', 'directors-report', 'articles-of-association', 'attachment');
  CREATE TYPE "public"."enum__documents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'in-progress', 'done', 'spam');
  CREATE TYPE "public"."enum_contact_messages_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_contact_messages_notification_status" AS ENUM('queued', 'sent', 'retrying');
  CREATE TYPE "public"."enum_alert_subscribers_topics" AS ENUM('press-releases', 'financial-reports');
  CREATE TYPE "public"."enum_alert_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_alert_subscribers_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_alert_deliveries_topic" AS ENUM('press-releases', 'financial-reports');
  CREATE TYPE "public"."enum_alert_deliveries_status" AS ENUM('queued', 'sent', 'withdrawn');
  CREATE TYPE "public"."enum_toll_road_service_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__toll_road_service_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__toll_road_service_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_ir_key_figures_unit" AS ENUM('idr', 'percent', 'number');
  CREATE TYPE "public"."enum_investor_relations_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__ir_key_figures_v_unit" AS ENUM('idr', 'percent', 'number');
  CREATE TYPE "public"."enum__investor_relations_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__investor_relations_v_published_locale" AS ENUM('id', 'en');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'operator';
  ALTER TYPE "public"."enum_users_scopes" ADD VALUE 'submissions:read' BEFORE 'users:manage';
  ALTER TYPE "public"."enum_users_scopes" ADD VALUE 'rest-area:status';
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
  
  CREATE TABLE "ir_key_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" numeric,
  	"unit" "enum_ir_key_figures_unit" DEFAULT 'idr'
  );
  
  CREATE TABLE "ir_key_figures_locales" (
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
  
  CREATE TABLE "_ir_key_figures_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" numeric,
  	"unit" "enum__ir_key_figures_v_unit" DEFAULT 'idr',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_ir_key_figures_v_locales" (
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "toll_roads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rest_areas_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "press_releases_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_deliveries_id" integer;
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
  ALTER TABLE "alert_subscribers_topics" ADD CONSTRAINT "alert_subscribers_topics_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_subscriber_id_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "ir_key_figures" ADD CONSTRAINT "ir_key_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ir_key_figures_locales" ADD CONSTRAINT "ir_key_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ir_key_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_shareholders_list" ADD CONSTRAINT "investor_relations_shareholders_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_shareholders_list_locales" ADD CONSTRAINT "investor_relations_shareholders_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations_shareholders_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_bonds_list" ADD CONSTRAINT "investor_relations_bonds_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_bonds_list_locales" ADD CONSTRAINT "investor_relations_bonds_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations_bonds_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_ratings_list" ADD CONSTRAINT "investor_relations_ratings_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_ratings_list_locales" ADD CONSTRAINT "investor_relations_ratings_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations_ratings_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_dividends_history" ADD CONSTRAINT "investor_relations_dividends_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_relations_locales" ADD CONSTRAINT "investor_relations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_relations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ir_key_figures_v" ADD CONSTRAINT "_ir_key_figures_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ir_key_figures_v_locales" ADD CONSTRAINT "_ir_key_figures_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ir_key_figures_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_version_shareholders_list" ADD CONSTRAINT "_investor_relations_v_version_shareholders_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_version_shareholders_list_locales" ADD CONSTRAINT "_investor_relations_v_version_shareholders_list_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v_version_shareholders_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_version_bonds_list" ADD CONSTRAINT "_investor_relations_v_version_bonds_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_version_bonds_list_locales" ADD CONSTRAINT "_investor_relations_v_version_bonds_list_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v_version_bonds_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_version_ratings_list" ADD CONSTRAINT "_investor_relations_v_version_ratings_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_version_ratings_list_locales" ADD CONSTRAINT "_investor_relations_v_version_ratings_list_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v_version_ratings_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_version_dividends_history" ADD CONSTRAINT "_investor_relations_v_version_dividends_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_relations_v_locales" ADD CONSTRAINT "_investor_relations_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_relations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_settings_contact_recipients" ADD CONSTRAINT "form_settings_contact_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_settings"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "ir_key_figures_order_idx" ON "ir_key_figures" USING btree ("_order");
  CREATE INDEX "ir_key_figures_parent_id_idx" ON "ir_key_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "ir_key_figures_locales_locale_parent_id_unique" ON "ir_key_figures_locales" USING btree ("_locale","_parent_id");
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
  CREATE INDEX "_ir_key_figures_v_order_idx" ON "_ir_key_figures_v" USING btree ("_order");
  CREATE INDEX "_ir_key_figures_v_parent_id_idx" ON "_ir_key_figures_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_ir_key_figures_v_locales_locale_parent_id_unique" ON "_ir_key_figures_v_locales" USING btree ("_locale","_parent_id");
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
  CREATE INDEX "form_settings_contact_recipients_order_idx" ON "form_settings_contact_recipients" USING btree ("_order");
  CREATE INDEX "form_settings_contact_recipients_parent_id_idx" ON "form_settings_contact_recipients" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_toll_roads_fk" FOREIGN KEY ("toll_roads_id") REFERENCES "public"."toll_roads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rest_areas_fk" FOREIGN KEY ("rest_areas_id") REFERENCES "public"."rest_areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_press_releases_fk" FOREIGN KEY ("press_releases_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_subscribers_fk" FOREIGN KEY ("alert_subscribers_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_deliveries_fk" FOREIGN KEY ("alert_deliveries_id") REFERENCES "public"."alert_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_toll_roads_id_idx" ON "payload_locked_documents_rels" USING btree ("toll_roads_id");
  CREATE INDEX "payload_locked_documents_rels_rest_areas_id_idx" ON "payload_locked_documents_rels" USING btree ("rest_areas_id");
  CREATE INDEX "payload_locked_documents_rels_press_releases_id_idx" ON "payload_locked_documents_rels" USING btree ("press_releases_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_alert_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_alert_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_deliveries_id");`)
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
  ALTER TABLE "contact_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_subscribers_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_deliveries" DISABLE ROW LEVEL SECURITY;
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
  ALTER TABLE "ir_key_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ir_key_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_shareholders_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_shareholders_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_bonds_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_bonds_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_ratings_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_ratings_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_dividends_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_relations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ir_key_figures_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ir_key_figures_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_version_shareholders_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_version_shareholders_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_version_bonds_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_version_bonds_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_version_ratings_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_version_ratings_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_version_dividends_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investor_relations_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_settings_contact_recipients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_settings" DISABLE ROW LEVEL SECURITY;
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
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "alert_subscribers_topics" CASCADE;
  DROP TABLE "alert_subscribers" CASCADE;
  DROP TABLE "alert_deliveries" CASCADE;
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
  DROP TABLE "ir_key_figures" CASCADE;
  DROP TABLE "ir_key_figures_locales" CASCADE;
  DROP TABLE "investor_relations_shareholders_list" CASCADE;
  DROP TABLE "investor_relations_shareholders_list_locales" CASCADE;
  DROP TABLE "investor_relations_bonds_list" CASCADE;
  DROP TABLE "investor_relations_bonds_list_locales" CASCADE;
  DROP TABLE "investor_relations_ratings_list" CASCADE;
  DROP TABLE "investor_relations_ratings_list_locales" CASCADE;
  DROP TABLE "investor_relations_dividends_history" CASCADE;
  DROP TABLE "investor_relations" CASCADE;
  DROP TABLE "investor_relations_locales" CASCADE;
  DROP TABLE "_ir_key_figures_v" CASCADE;
  DROP TABLE "_ir_key_figures_v_locales" CASCADE;
  DROP TABLE "_investor_relations_v_version_shareholders_list" CASCADE;
  DROP TABLE "_investor_relations_v_version_shareholders_list_locales" CASCADE;
  DROP TABLE "_investor_relations_v_version_bonds_list" CASCADE;
  DROP TABLE "_investor_relations_v_version_bonds_list_locales" CASCADE;
  DROP TABLE "_investor_relations_v_version_ratings_list" CASCADE;
  DROP TABLE "_investor_relations_v_version_ratings_list_locales" CASCADE;
  DROP TABLE "_investor_relations_v_version_dividends_history" CASCADE;
  DROP TABLE "_investor_relations_v" CASCADE;
  DROP TABLE "_investor_relations_v_locales" CASCADE;
  DROP TABLE "form_settings_contact_recipients" CASCADE;
  DROP TABLE "form_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_toll_roads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_rest_areas_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_press_releases_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_contact_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_alert_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_alert_deliveries_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
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
  DROP INDEX "payload_locked_documents_rels_toll_roads_id_idx";
  DROP INDEX "payload_locked_documents_rels_rest_areas_id_idx";
  DROP INDEX "payload_locked_documents_rels_press_releases_id_idx";
  DROP INDEX "payload_locked_documents_rels_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_deliveries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "toll_roads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rest_areas_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "press_releases_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_deliveries_id";
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
  DROP TYPE "public"."enum_press_releases_status";
  DROP TYPE "public"."enum__press_releases_v_version_status";
  DROP TYPE "public"."enum__press_releases_v_published_locale";
  DROP TYPE "public"."enum_documents_type";
  DROP TYPE "public"."enum_documents_status";
  DROP TYPE "public"."enum__documents_v_version_type";
  DROP TYPE "public"."enum__documents_v_version_status";
  DROP TYPE "public"."enum__documents_v_published_locale";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_contact_messages_locale";
  DROP TYPE "public"."enum_contact_messages_notification_status";
  DROP TYPE "public"."enum_alert_subscribers_topics";
  DROP TYPE "public"."enum_alert_subscribers_status";
  DROP TYPE "public"."enum_alert_subscribers_locale";
  DROP TYPE "public"."enum_alert_deliveries_topic";
  DROP TYPE "public"."enum_alert_deliveries_status";
  DROP TYPE "public"."enum_toll_road_service_status";
  DROP TYPE "public"."enum__toll_road_service_v_version_status";
  DROP TYPE "public"."enum__toll_road_service_v_published_locale";
  DROP TYPE "public"."enum_ir_key_figures_unit";
  DROP TYPE "public"."enum_investor_relations_status";
  DROP TYPE "public"."enum__ir_key_figures_v_unit";
  DROP TYPE "public"."enum__investor_relations_v_version_status";
  DROP TYPE "public"."enum__investor_relations_v_published_locale";`)
}
