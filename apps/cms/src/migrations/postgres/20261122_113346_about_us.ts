import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { blockContentQuery, contentToBlocks, joinBlockContent } from '../../lib/migrations/pagesLayout'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_image_text_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_image_text_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_people_board" AS ENUM('commissioners', 'directors', 'secretary');
  CREATE TYPE "public"."enum_people_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__people_v_version_board" AS ENUM('commissioners', 'directors', 'secretary');
  CREATE TYPE "public"."enum__people_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__people_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_business_lines_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__business_lines_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__business_lines_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_csr_posts_category" AS ENUM('education', 'environment', 'health', 'community', 'economy', 'disaster-relief');
  CREATE TYPE "public"."enum_csr_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__csr_posts_v_version_category" AS ENUM('education', 'environment', 'health', 'community', 'economy', 'disaster-relief');
  CREATE TYPE "public"."enum__csr_posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__csr_posts_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_company_profile_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__company_profile_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__company_profile_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_org_structure_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__org_structure_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__org_structure_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_whistleblowing_channels_kind" AS ENUM('web', 'email', 'phone', 'whatsapp', 'mail');
  CREATE TYPE "public"."enum_whistleblowing_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__whistleblowing_v_version_channels_kind" AS ENUM('web', 'email', 'phone', 'whatsapp', 'mail');
  CREATE TYPE "public"."enum__whistleblowing_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__whistleblowing_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_about_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_pages_v_published_locale" AS ENUM('id', 'en');
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"wide" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb,
  	"image_id" integer,
  	"image_position" "enum_pages_blocks_image_text_image_position" DEFAULT 'right',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_key_figures_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" numeric,
  	"suffix" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_key_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_document_list_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "pages_blocks_document_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"wide" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb,
  	"image_id" integer,
  	"image_position" "enum__pages_v_blocks_image_text_image_position" DEFAULT 'right',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_key_figures_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" numeric,
  	"suffix" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_key_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_document_list_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_document_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "people" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"board" "enum_people_board",
  	"order" numeric DEFAULT 10,
  	"photo_id" integer,
  	"appointed_at" timestamp(3) with time zone,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_people_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "people_locales" (
  	"position" varchar,
  	"short_bio" varchar,
  	"biography" jsonb,
  	"duties" jsonb,
  	"contact_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_people_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_board" "enum__people_v_version_board",
  	"version_order" numeric DEFAULT 10,
  	"version_photo_id" integer,
  	"version_appointed_at" timestamp(3) with time zone,
  	"version_contact_email" varchar,
  	"version_contact_phone" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__people_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__people_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_people_v_locales" (
  	"version_position" varchar,
  	"version_short_bio" varchar,
  	"version_biography" jsonb,
  	"version_duties" jsonb,
  	"version_contact_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "business_lines_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" numeric
  );
  
  CREATE TABLE "business_lines_figures_locales" (
  	"suffix" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "business_lines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 10,
  	"image_id" integer,
  	"meta_meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_business_lines_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "business_lines_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"meta_meta_title" varchar,
  	"meta_meta_desc" varchar,
  	"meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_business_lines_v_version_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_business_lines_v_version_figures_locales" (
  	"suffix" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_business_lines_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_order" numeric DEFAULT 10,
  	"version_image_id" integer,
  	"version_meta_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__business_lines_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__business_lines_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_business_lines_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_meta_meta_title" varchar,
  	"version_meta_meta_desc" varchar,
  	"version_meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "csr_posts_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "csr_posts_gallery_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "csr_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"category" "enum_csr_posts_category" DEFAULT 'community',
  	"image_id" integer,
  	"meta_meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_csr_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "csr_posts_locales" (
  	"title" varchar,
  	"location" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"meta_meta_title" varchar,
  	"meta_meta_desc" varchar,
  	"meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_csr_posts_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_csr_posts_v_version_gallery_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_csr_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_category" "enum__csr_posts_v_version_category" DEFAULT 'community',
  	"version_image_id" integer,
  	"version_meta_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__csr_posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__csr_posts_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_csr_posts_v_locales" (
  	"version_title" varchar,
  	"version_location" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_meta_meta_title" varchar,
  	"version_meta_meta_desc" varchar,
  	"version_meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "company_profile_key_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" numeric
  );
  
  CREATE TABLE "company_profile_key_facts_locales" (
  	"suffix" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company_profile_history_milestones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric
  );
  
  CREATE TABLE "company_profile_history_milestones_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company_profile_mission" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "company_profile_mission_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company_profile_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "company_profile_values_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company_profile" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"meta_meta_image_id" integer,
  	"_status" "enum_company_profile_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "company_profile_locales" (
  	"intro" jsonb,
  	"history_intro" varchar,
  	"vision" varchar,
  	"meta_meta_title" varchar,
  	"meta_meta_desc" varchar,
  	"meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_profile_v_version_key_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_profile_v_version_key_facts_locales" (
  	"suffix" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_profile_v_version_history_milestones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_profile_v_version_history_milestones_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_profile_v_version_mission" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_profile_v_version_mission_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_profile_v_version_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_profile_v_version_values_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_profile_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_image_id" integer,
  	"version_meta_meta_image_id" integer,
  	"version__status" "enum__company_profile_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__company_profile_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_company_profile_v_locales" (
  	"version_intro" jsonb,
  	"version_history_intro" varchar,
  	"version_vision" varchar,
  	"version_meta_meta_title" varchar,
  	"version_meta_meta_desc" varchar,
  	"version_meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "org_structure_units_subunits_teams" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"head" varchar
  );
  
  CREATE TABLE "org_structure_units_subunits_teams_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "org_structure_units_subunits" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"head" varchar
  );
  
  CREATE TABLE "org_structure_units_subunits_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "org_structure_units" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"head" varchar
  );
  
  CREATE TABLE "org_structure_units_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "org_structure" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"chart_id" integer,
  	"meta_meta_image_id" integer,
  	"_status" "enum_org_structure_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "org_structure_locales" (
  	"intro" varchar,
  	"meta_meta_title" varchar,
  	"meta_meta_desc" varchar,
  	"meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_org_structure_v_version_units_subunits_teams" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"head" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_org_structure_v_version_units_subunits_teams_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_org_structure_v_version_units_subunits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"head" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_org_structure_v_version_units_subunits_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_org_structure_v_version_units" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"head" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_org_structure_v_version_units_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_org_structure_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_chart_id" integer,
  	"version_meta_meta_image_id" integer,
  	"version__status" "enum__org_structure_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__org_structure_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_org_structure_v_locales" (
  	"version_intro" varchar,
  	"version_meta_meta_title" varchar,
  	"version_meta_meta_desc" varchar,
  	"version_meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "whistleblowing_reportable" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "whistleblowing_reportable_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "whistleblowing_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "whistleblowing_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "whistleblowing_channels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_whistleblowing_channels_kind"
  );
  
  CREATE TABLE "whistleblowing_channels_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "whistleblowing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"external_url" varchar,
  	"meta_meta_image_id" integer,
  	"_status" "enum_whistleblowing_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "whistleblowing_locales" (
  	"intro" jsonb,
  	"protection" jsonb,
  	"external_label" varchar,
  	"meta_meta_title" varchar,
  	"meta_meta_desc" varchar,
  	"meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_whistleblowing_v_version_reportable" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_whistleblowing_v_version_reportable_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_whistleblowing_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_whistleblowing_v_version_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_whistleblowing_v_version_channels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__whistleblowing_v_version_channels_kind",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_whistleblowing_v_version_channels_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_whistleblowing_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_external_url" varchar,
  	"version_meta_meta_image_id" integer,
  	"version__status" "enum__whistleblowing_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__whistleblowing_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_whistleblowing_v_locales" (
  	"version_intro" jsonb,
  	"version_protection" jsonb,
  	"version_external_label" varchar,
  	"version_meta_meta_title" varchar,
  	"version_meta_meta_desc" varchar,
  	"version_meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"commissioners_meta_meta_image_id" integer,
  	"directors_meta_meta_image_id" integer,
  	"secretary_meta_meta_image_id" integer,
  	"business_meta_meta_image_id" integer,
  	"csr_meta_meta_image_id" integer,
  	"_status" "enum_about_pages_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about_pages_locales" (
  	"commissioners_title" varchar,
  	"commissioners_intro" varchar,
  	"commissioners_meta_meta_title" varchar,
  	"commissioners_meta_meta_desc" varchar,
  	"commissioners_meta_meta_keywords" varchar,
  	"directors_title" varchar,
  	"directors_intro" varchar,
  	"directors_meta_meta_title" varchar,
  	"directors_meta_meta_desc" varchar,
  	"directors_meta_meta_keywords" varchar,
  	"secretary_title" varchar,
  	"secretary_intro" varchar,
  	"secretary_meta_meta_title" varchar,
  	"secretary_meta_meta_desc" varchar,
  	"secretary_meta_meta_keywords" varchar,
  	"business_title" varchar,
  	"business_intro" varchar,
  	"business_meta_meta_title" varchar,
  	"business_meta_meta_desc" varchar,
  	"business_meta_meta_keywords" varchar,
  	"csr_title" varchar,
  	"csr_intro" varchar,
  	"csr_meta_meta_title" varchar,
  	"csr_meta_meta_desc" varchar,
  	"csr_meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_commissioners_meta_meta_image_id" integer,
  	"version_directors_meta_meta_image_id" integer,
  	"version_secretary_meta_meta_image_id" integer,
  	"version_business_meta_meta_image_id" integer,
  	"version_csr_meta_meta_image_id" integer,
  	"version__status" "enum__about_pages_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__about_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_about_pages_v_locales" (
  	"version_commissioners_title" varchar,
  	"version_commissioners_intro" varchar,
  	"version_commissioners_meta_meta_title" varchar,
  	"version_commissioners_meta_meta_desc" varchar,
  	"version_commissioners_meta_meta_keywords" varchar,
  	"version_directors_title" varchar,
  	"version_directors_intro" varchar,
  	"version_directors_meta_meta_title" varchar,
  	"version_directors_meta_meta_desc" varchar,
  	"version_directors_meta_meta_keywords" varchar,
  	"version_secretary_title" varchar,
  	"version_secretary_intro" varchar,
  	"version_secretary_meta_meta_title" varchar,
  	"version_secretary_meta_meta_desc" varchar,
  	"version_secretary_meta_meta_keywords" varchar,
  	"version_business_title" varchar,
  	"version_business_intro" varchar,
  	"version_business_meta_meta_title" varchar,
  	"version_business_meta_meta_desc" varchar,
  	"version_business_meta_meta_keywords" varchar,
  	"version_csr_title" varchar,
  	"version_csr_intro" varchar,
  	"version_csr_meta_meta_title" varchar,
  	"version_csr_meta_meta_desc" varchar,
  	"version_csr_meta_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "people_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "business_lines_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "csr_posts_id" integer;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_text" ADD CONSTRAINT "pages_blocks_image_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_text" ADD CONSTRAINT "pages_blocks_image_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_key_figures_figures" ADD CONSTRAINT "pages_blocks_key_figures_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_key_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_key_figures" ADD CONSTRAINT "pages_blocks_key_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_document_list_documents" ADD CONSTRAINT "pages_blocks_document_list_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_document_list_documents" ADD CONSTRAINT "pages_blocks_document_list_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_document_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_document_list" ADD CONSTRAINT "pages_blocks_document_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_text" ADD CONSTRAINT "_pages_v_blocks_image_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_text" ADD CONSTRAINT "_pages_v_blocks_image_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_key_figures_figures" ADD CONSTRAINT "_pages_v_blocks_key_figures_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_key_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_key_figures" ADD CONSTRAINT "_pages_v_blocks_key_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_document_list_documents" ADD CONSTRAINT "_pages_v_blocks_document_list_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_document_list_documents" ADD CONSTRAINT "_pages_v_blocks_document_list_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_document_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_document_list" ADD CONSTRAINT "_pages_v_blocks_document_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "people" ADD CONSTRAINT "people_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "people_locales" ADD CONSTRAINT "people_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v" ADD CONSTRAINT "_people_v_parent_id_people_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_people_v" ADD CONSTRAINT "_people_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_people_v_locales" ADD CONSTRAINT "_people_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_people_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "business_lines_figures" ADD CONSTRAINT "business_lines_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."business_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "business_lines_figures_locales" ADD CONSTRAINT "business_lines_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."business_lines_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "business_lines" ADD CONSTRAINT "business_lines_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "business_lines" ADD CONSTRAINT "business_lines_meta_meta_image_id_media_id_fk" FOREIGN KEY ("meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "business_lines_locales" ADD CONSTRAINT "business_lines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."business_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_business_lines_v_version_figures" ADD CONSTRAINT "_business_lines_v_version_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_business_lines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_business_lines_v_version_figures_locales" ADD CONSTRAINT "_business_lines_v_version_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_business_lines_v_version_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_business_lines_v" ADD CONSTRAINT "_business_lines_v_parent_id_business_lines_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."business_lines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_business_lines_v" ADD CONSTRAINT "_business_lines_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_business_lines_v" ADD CONSTRAINT "_business_lines_v_version_meta_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_business_lines_v_locales" ADD CONSTRAINT "_business_lines_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_business_lines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "csr_posts_gallery" ADD CONSTRAINT "csr_posts_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "csr_posts_gallery" ADD CONSTRAINT "csr_posts_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."csr_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "csr_posts_gallery_locales" ADD CONSTRAINT "csr_posts_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."csr_posts_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "csr_posts" ADD CONSTRAINT "csr_posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "csr_posts" ADD CONSTRAINT "csr_posts_meta_meta_image_id_media_id_fk" FOREIGN KEY ("meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "csr_posts_locales" ADD CONSTRAINT "csr_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."csr_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_csr_posts_v_version_gallery" ADD CONSTRAINT "_csr_posts_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_csr_posts_v_version_gallery" ADD CONSTRAINT "_csr_posts_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_csr_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_csr_posts_v_version_gallery_locales" ADD CONSTRAINT "_csr_posts_v_version_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_csr_posts_v_version_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_csr_posts_v" ADD CONSTRAINT "_csr_posts_v_parent_id_csr_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."csr_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_csr_posts_v" ADD CONSTRAINT "_csr_posts_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_csr_posts_v" ADD CONSTRAINT "_csr_posts_v_version_meta_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_csr_posts_v_locales" ADD CONSTRAINT "_csr_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_csr_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_key_facts" ADD CONSTRAINT "company_profile_key_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_key_facts_locales" ADD CONSTRAINT "company_profile_key_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile_key_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_history_milestones" ADD CONSTRAINT "company_profile_history_milestones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_history_milestones_locales" ADD CONSTRAINT "company_profile_history_milestones_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile_history_milestones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_mission" ADD CONSTRAINT "company_profile_mission_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_mission_locales" ADD CONSTRAINT "company_profile_mission_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile_mission"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_values" ADD CONSTRAINT "company_profile_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_values_locales" ADD CONSTRAINT "company_profile_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile" ADD CONSTRAINT "company_profile_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_profile" ADD CONSTRAINT "company_profile_meta_meta_image_id_media_id_fk" FOREIGN KEY ("meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_profile_locales" ADD CONSTRAINT "company_profile_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_profile_v_version_key_facts" ADD CONSTRAINT "_company_profile_v_version_key_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_profile_v_version_key_facts_locales" ADD CONSTRAINT "_company_profile_v_version_key_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_profile_v_version_key_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_profile_v_version_history_milestones" ADD CONSTRAINT "_company_profile_v_version_history_milestones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_profile_v_version_history_milestones_locales" ADD CONSTRAINT "_company_profile_v_version_history_milestones_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_profile_v_version_history_milestones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_profile_v_version_mission" ADD CONSTRAINT "_company_profile_v_version_mission_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_profile_v_version_mission_locales" ADD CONSTRAINT "_company_profile_v_version_mission_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_profile_v_version_mission"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_profile_v_version_values" ADD CONSTRAINT "_company_profile_v_version_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_profile_v_version_values_locales" ADD CONSTRAINT "_company_profile_v_version_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_profile_v_version_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_profile_v" ADD CONSTRAINT "_company_profile_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_company_profile_v" ADD CONSTRAINT "_company_profile_v_version_meta_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_company_profile_v_locales" ADD CONSTRAINT "_company_profile_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "org_structure_units_subunits_teams" ADD CONSTRAINT "org_structure_units_subunits_teams_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."org_structure_units_subunits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "org_structure_units_subunits_teams_locales" ADD CONSTRAINT "org_structure_units_subunits_teams_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."org_structure_units_subunits_teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "org_structure_units_subunits" ADD CONSTRAINT "org_structure_units_subunits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."org_structure_units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "org_structure_units_subunits_locales" ADD CONSTRAINT "org_structure_units_subunits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."org_structure_units_subunits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "org_structure_units" ADD CONSTRAINT "org_structure_units_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."org_structure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "org_structure_units_locales" ADD CONSTRAINT "org_structure_units_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."org_structure_units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "org_structure" ADD CONSTRAINT "org_structure_chart_id_media_id_fk" FOREIGN KEY ("chart_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "org_structure" ADD CONSTRAINT "org_structure_meta_meta_image_id_media_id_fk" FOREIGN KEY ("meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "org_structure_locales" ADD CONSTRAINT "org_structure_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."org_structure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_org_structure_v_version_units_subunits_teams" ADD CONSTRAINT "_org_structure_v_version_units_subunits_teams_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_org_structure_v_version_units_subunits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_org_structure_v_version_units_subunits_teams_locales" ADD CONSTRAINT "_org_structure_v_version_units_subunits_teams_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_org_structure_v_version_units_subunits_teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_org_structure_v_version_units_subunits" ADD CONSTRAINT "_org_structure_v_version_units_subunits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_org_structure_v_version_units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_org_structure_v_version_units_subunits_locales" ADD CONSTRAINT "_org_structure_v_version_units_subunits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_org_structure_v_version_units_subunits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_org_structure_v_version_units" ADD CONSTRAINT "_org_structure_v_version_units_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_org_structure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_org_structure_v_version_units_locales" ADD CONSTRAINT "_org_structure_v_version_units_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_org_structure_v_version_units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_org_structure_v" ADD CONSTRAINT "_org_structure_v_version_chart_id_media_id_fk" FOREIGN KEY ("version_chart_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_org_structure_v" ADD CONSTRAINT "_org_structure_v_version_meta_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_org_structure_v_locales" ADD CONSTRAINT "_org_structure_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_org_structure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "whistleblowing_reportable" ADD CONSTRAINT "whistleblowing_reportable_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."whistleblowing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "whistleblowing_reportable_locales" ADD CONSTRAINT "whistleblowing_reportable_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."whistleblowing_reportable"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "whistleblowing_steps" ADD CONSTRAINT "whistleblowing_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."whistleblowing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "whistleblowing_steps_locales" ADD CONSTRAINT "whistleblowing_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."whistleblowing_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "whistleblowing_channels" ADD CONSTRAINT "whistleblowing_channels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."whistleblowing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "whistleblowing_channels_locales" ADD CONSTRAINT "whistleblowing_channels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."whistleblowing_channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "whistleblowing" ADD CONSTRAINT "whistleblowing_meta_meta_image_id_media_id_fk" FOREIGN KEY ("meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "whistleblowing_locales" ADD CONSTRAINT "whistleblowing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."whistleblowing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_whistleblowing_v_version_reportable" ADD CONSTRAINT "_whistleblowing_v_version_reportable_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_whistleblowing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_whistleblowing_v_version_reportable_locales" ADD CONSTRAINT "_whistleblowing_v_version_reportable_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_whistleblowing_v_version_reportable"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_whistleblowing_v_version_steps" ADD CONSTRAINT "_whistleblowing_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_whistleblowing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_whistleblowing_v_version_steps_locales" ADD CONSTRAINT "_whistleblowing_v_version_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_whistleblowing_v_version_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_whistleblowing_v_version_channels" ADD CONSTRAINT "_whistleblowing_v_version_channels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_whistleblowing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_whistleblowing_v_version_channels_locales" ADD CONSTRAINT "_whistleblowing_v_version_channels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_whistleblowing_v_version_channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_whistleblowing_v" ADD CONSTRAINT "_whistleblowing_v_version_meta_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_whistleblowing_v_locales" ADD CONSTRAINT "_whistleblowing_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_whistleblowing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_pages" ADD CONSTRAINT "about_pages_commissioners_meta_meta_image_id_media_id_fk" FOREIGN KEY ("commissioners_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_pages" ADD CONSTRAINT "about_pages_directors_meta_meta_image_id_media_id_fk" FOREIGN KEY ("directors_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_pages" ADD CONSTRAINT "about_pages_secretary_meta_meta_image_id_media_id_fk" FOREIGN KEY ("secretary_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_pages" ADD CONSTRAINT "about_pages_business_meta_meta_image_id_media_id_fk" FOREIGN KEY ("business_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_pages" ADD CONSTRAINT "about_pages_csr_meta_meta_image_id_media_id_fk" FOREIGN KEY ("csr_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_pages_locales" ADD CONSTRAINT "about_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_pages_v" ADD CONSTRAINT "_about_pages_v_version_commissioners_meta_meta_image_id_media_id_fk" FOREIGN KEY ("version_commissioners_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_pages_v" ADD CONSTRAINT "_about_pages_v_version_directors_meta_meta_image_id_media_id_fk" FOREIGN KEY ("version_directors_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_pages_v" ADD CONSTRAINT "_about_pages_v_version_secretary_meta_meta_image_id_media_id_fk" FOREIGN KEY ("version_secretary_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_pages_v" ADD CONSTRAINT "_about_pages_v_version_business_meta_meta_image_id_media_id_fk" FOREIGN KEY ("version_business_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_pages_v" ADD CONSTRAINT "_about_pages_v_version_csr_meta_meta_image_id_media_id_fk" FOREIGN KEY ("version_csr_meta_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_pages_v_locales" ADD CONSTRAINT "_about_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_locale_idx" ON "pages_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_order_idx" ON "pages_blocks_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parent_id_idx" ON "pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_path_idx" ON "pages_blocks_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_locale_idx" ON "pages_blocks_image" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_image_idx" ON "pages_blocks_image" USING btree ("image_id");
  CREATE INDEX "pages_blocks_image_text_order_idx" ON "pages_blocks_image_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_text_parent_id_idx" ON "pages_blocks_image_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_text_path_idx" ON "pages_blocks_image_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_text_locale_idx" ON "pages_blocks_image_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_text_image_idx" ON "pages_blocks_image_text" USING btree ("image_id");
  CREATE INDEX "pages_blocks_key_figures_figures_order_idx" ON "pages_blocks_key_figures_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_key_figures_figures_parent_id_idx" ON "pages_blocks_key_figures_figures" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_key_figures_figures_locale_idx" ON "pages_blocks_key_figures_figures" USING btree ("_locale");
  CREATE INDEX "pages_blocks_key_figures_order_idx" ON "pages_blocks_key_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_key_figures_parent_id_idx" ON "pages_blocks_key_figures" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_key_figures_path_idx" ON "pages_blocks_key_figures" USING btree ("_path");
  CREATE INDEX "pages_blocks_key_figures_locale_idx" ON "pages_blocks_key_figures" USING btree ("_locale");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_locale_idx" ON "pages_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "pages_blocks_document_list_documents_order_idx" ON "pages_blocks_document_list_documents" USING btree ("_order");
  CREATE INDEX "pages_blocks_document_list_documents_parent_id_idx" ON "pages_blocks_document_list_documents" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_document_list_documents_locale_idx" ON "pages_blocks_document_list_documents" USING btree ("_locale");
  CREATE INDEX "pages_blocks_document_list_documents_file_idx" ON "pages_blocks_document_list_documents" USING btree ("file_id");
  CREATE INDEX "pages_blocks_document_list_order_idx" ON "pages_blocks_document_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_document_list_parent_id_idx" ON "pages_blocks_document_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_document_list_path_idx" ON "pages_blocks_document_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_document_list_locale_idx" ON "pages_blocks_document_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_locale_idx" ON "_pages_v_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_locale_idx" ON "_pages_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_image_idx" ON "_pages_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_image_text_order_idx" ON "_pages_v_blocks_image_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_text_parent_id_idx" ON "_pages_v_blocks_image_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_text_path_idx" ON "_pages_v_blocks_image_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_text_locale_idx" ON "_pages_v_blocks_image_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_text_image_idx" ON "_pages_v_blocks_image_text" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_key_figures_figures_order_idx" ON "_pages_v_blocks_key_figures_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_key_figures_figures_parent_id_idx" ON "_pages_v_blocks_key_figures_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_key_figures_figures_locale_idx" ON "_pages_v_blocks_key_figures_figures" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_key_figures_order_idx" ON "_pages_v_blocks_key_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_key_figures_parent_id_idx" ON "_pages_v_blocks_key_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_key_figures_path_idx" ON "_pages_v_blocks_key_figures" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_key_figures_locale_idx" ON "_pages_v_blocks_key_figures" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_locale_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_document_list_documents_order_idx" ON "_pages_v_blocks_document_list_documents" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_document_list_documents_parent_id_idx" ON "_pages_v_blocks_document_list_documents" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_document_list_documents_locale_idx" ON "_pages_v_blocks_document_list_documents" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_document_list_documents_file_idx" ON "_pages_v_blocks_document_list_documents" USING btree ("file_id");
  CREATE INDEX "_pages_v_blocks_document_list_order_idx" ON "_pages_v_blocks_document_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_document_list_parent_id_idx" ON "_pages_v_blocks_document_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_document_list_path_idx" ON "_pages_v_blocks_document_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_document_list_locale_idx" ON "_pages_v_blocks_document_list" USING btree ("_locale");
  CREATE UNIQUE INDEX "people_slug_idx" ON "people" USING btree ("slug");
  CREATE INDEX "people_board_idx" ON "people" USING btree ("board");
  CREATE INDEX "people_photo_idx" ON "people" USING btree ("photo_id");
  CREATE INDEX "people_updated_at_idx" ON "people" USING btree ("updated_at");
  CREATE INDEX "people_created_at_idx" ON "people" USING btree ("created_at");
  CREATE INDEX "people__status_idx" ON "people" USING btree ("_status");
  CREATE UNIQUE INDEX "people_locales_locale_parent_id_unique" ON "people_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_people_v_parent_idx" ON "_people_v" USING btree ("parent_id");
  CREATE INDEX "_people_v_version_version_slug_idx" ON "_people_v" USING btree ("version_slug");
  CREATE INDEX "_people_v_version_version_board_idx" ON "_people_v" USING btree ("version_board");
  CREATE INDEX "_people_v_version_version_photo_idx" ON "_people_v" USING btree ("version_photo_id");
  CREATE INDEX "_people_v_version_version_updated_at_idx" ON "_people_v" USING btree ("version_updated_at");
  CREATE INDEX "_people_v_version_version_created_at_idx" ON "_people_v" USING btree ("version_created_at");
  CREATE INDEX "_people_v_version_version__status_idx" ON "_people_v" USING btree ("version__status");
  CREATE INDEX "_people_v_created_at_idx" ON "_people_v" USING btree ("created_at");
  CREATE INDEX "_people_v_updated_at_idx" ON "_people_v" USING btree ("updated_at");
  CREATE INDEX "_people_v_snapshot_idx" ON "_people_v" USING btree ("snapshot");
  CREATE INDEX "_people_v_published_locale_idx" ON "_people_v" USING btree ("published_locale");
  CREATE INDEX "_people_v_latest_idx" ON "_people_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_people_v_locales_locale_parent_id_unique" ON "_people_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "business_lines_figures_order_idx" ON "business_lines_figures" USING btree ("_order");
  CREATE INDEX "business_lines_figures_parent_id_idx" ON "business_lines_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "business_lines_figures_locales_locale_parent_id_unique" ON "business_lines_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "business_lines_image_idx" ON "business_lines" USING btree ("image_id");
  CREATE INDEX "business_lines_meta_meta_meta_image_idx" ON "business_lines" USING btree ("meta_meta_image_id");
  CREATE INDEX "business_lines_updated_at_idx" ON "business_lines" USING btree ("updated_at");
  CREATE INDEX "business_lines_created_at_idx" ON "business_lines" USING btree ("created_at");
  CREATE INDEX "business_lines__status_idx" ON "business_lines" USING btree ("_status");
  CREATE UNIQUE INDEX "business_lines_slug_idx" ON "business_lines_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "business_lines_locales_locale_parent_id_unique" ON "business_lines_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_business_lines_v_version_figures_order_idx" ON "_business_lines_v_version_figures" USING btree ("_order");
  CREATE INDEX "_business_lines_v_version_figures_parent_id_idx" ON "_business_lines_v_version_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_business_lines_v_version_figures_locales_locale_parent_id_u" ON "_business_lines_v_version_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_business_lines_v_parent_idx" ON "_business_lines_v" USING btree ("parent_id");
  CREATE INDEX "_business_lines_v_version_version_image_idx" ON "_business_lines_v" USING btree ("version_image_id");
  CREATE INDEX "_business_lines_v_version_meta_version_meta_meta_image_idx" ON "_business_lines_v" USING btree ("version_meta_meta_image_id");
  CREATE INDEX "_business_lines_v_version_version_updated_at_idx" ON "_business_lines_v" USING btree ("version_updated_at");
  CREATE INDEX "_business_lines_v_version_version_created_at_idx" ON "_business_lines_v" USING btree ("version_created_at");
  CREATE INDEX "_business_lines_v_version_version__status_idx" ON "_business_lines_v" USING btree ("version__status");
  CREATE INDEX "_business_lines_v_created_at_idx" ON "_business_lines_v" USING btree ("created_at");
  CREATE INDEX "_business_lines_v_updated_at_idx" ON "_business_lines_v" USING btree ("updated_at");
  CREATE INDEX "_business_lines_v_snapshot_idx" ON "_business_lines_v" USING btree ("snapshot");
  CREATE INDEX "_business_lines_v_published_locale_idx" ON "_business_lines_v" USING btree ("published_locale");
  CREATE INDEX "_business_lines_v_latest_idx" ON "_business_lines_v" USING btree ("latest");
  CREATE INDEX "_business_lines_v_version_version_slug_idx" ON "_business_lines_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_business_lines_v_locales_locale_parent_id_unique" ON "_business_lines_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "csr_posts_gallery_order_idx" ON "csr_posts_gallery" USING btree ("_order");
  CREATE INDEX "csr_posts_gallery_parent_id_idx" ON "csr_posts_gallery" USING btree ("_parent_id");
  CREATE INDEX "csr_posts_gallery_image_idx" ON "csr_posts_gallery" USING btree ("image_id");
  CREATE UNIQUE INDEX "csr_posts_gallery_locales_locale_parent_id_unique" ON "csr_posts_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "csr_posts_published_at_idx" ON "csr_posts" USING btree ("published_at");
  CREATE INDEX "csr_posts_image_idx" ON "csr_posts" USING btree ("image_id");
  CREATE INDEX "csr_posts_meta_meta_meta_image_idx" ON "csr_posts" USING btree ("meta_meta_image_id");
  CREATE INDEX "csr_posts_updated_at_idx" ON "csr_posts" USING btree ("updated_at");
  CREATE INDEX "csr_posts_created_at_idx" ON "csr_posts" USING btree ("created_at");
  CREATE INDEX "csr_posts__status_idx" ON "csr_posts" USING btree ("_status");
  CREATE UNIQUE INDEX "csr_posts_locales_locale_parent_id_unique" ON "csr_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_csr_posts_v_version_gallery_order_idx" ON "_csr_posts_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_csr_posts_v_version_gallery_parent_id_idx" ON "_csr_posts_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_csr_posts_v_version_gallery_image_idx" ON "_csr_posts_v_version_gallery" USING btree ("image_id");
  CREATE UNIQUE INDEX "_csr_posts_v_version_gallery_locales_locale_parent_id_unique" ON "_csr_posts_v_version_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_csr_posts_v_parent_idx" ON "_csr_posts_v" USING btree ("parent_id");
  CREATE INDEX "_csr_posts_v_version_version_published_at_idx" ON "_csr_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_csr_posts_v_version_version_image_idx" ON "_csr_posts_v" USING btree ("version_image_id");
  CREATE INDEX "_csr_posts_v_version_meta_version_meta_meta_image_idx" ON "_csr_posts_v" USING btree ("version_meta_meta_image_id");
  CREATE INDEX "_csr_posts_v_version_version_updated_at_idx" ON "_csr_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_csr_posts_v_version_version_created_at_idx" ON "_csr_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_csr_posts_v_version_version__status_idx" ON "_csr_posts_v" USING btree ("version__status");
  CREATE INDEX "_csr_posts_v_created_at_idx" ON "_csr_posts_v" USING btree ("created_at");
  CREATE INDEX "_csr_posts_v_updated_at_idx" ON "_csr_posts_v" USING btree ("updated_at");
  CREATE INDEX "_csr_posts_v_snapshot_idx" ON "_csr_posts_v" USING btree ("snapshot");
  CREATE INDEX "_csr_posts_v_published_locale_idx" ON "_csr_posts_v" USING btree ("published_locale");
  CREATE INDEX "_csr_posts_v_latest_idx" ON "_csr_posts_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_csr_posts_v_locales_locale_parent_id_unique" ON "_csr_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_profile_key_facts_order_idx" ON "company_profile_key_facts" USING btree ("_order");
  CREATE INDEX "company_profile_key_facts_parent_id_idx" ON "company_profile_key_facts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_profile_key_facts_locales_locale_parent_id_unique" ON "company_profile_key_facts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_profile_history_milestones_order_idx" ON "company_profile_history_milestones" USING btree ("_order");
  CREATE INDEX "company_profile_history_milestones_parent_id_idx" ON "company_profile_history_milestones" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_profile_history_milestones_locales_locale_parent_id_" ON "company_profile_history_milestones_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_profile_mission_order_idx" ON "company_profile_mission" USING btree ("_order");
  CREATE INDEX "company_profile_mission_parent_id_idx" ON "company_profile_mission" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_profile_mission_locales_locale_parent_id_unique" ON "company_profile_mission_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_profile_values_order_idx" ON "company_profile_values" USING btree ("_order");
  CREATE INDEX "company_profile_values_parent_id_idx" ON "company_profile_values" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_profile_values_locales_locale_parent_id_unique" ON "company_profile_values_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_profile_image_idx" ON "company_profile" USING btree ("image_id");
  CREATE INDEX "company_profile_meta_meta_meta_image_idx" ON "company_profile" USING btree ("meta_meta_image_id");
  CREATE INDEX "company_profile__status_idx" ON "company_profile" USING btree ("_status");
  CREATE UNIQUE INDEX "company_profile_locales_locale_parent_id_unique" ON "company_profile_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_profile_v_version_key_facts_order_idx" ON "_company_profile_v_version_key_facts" USING btree ("_order");
  CREATE INDEX "_company_profile_v_version_key_facts_parent_id_idx" ON "_company_profile_v_version_key_facts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_company_profile_v_version_key_facts_locales_locale_parent_i" ON "_company_profile_v_version_key_facts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_profile_v_version_history_milestones_order_idx" ON "_company_profile_v_version_history_milestones" USING btree ("_order");
  CREATE INDEX "_company_profile_v_version_history_milestones_parent_id_idx" ON "_company_profile_v_version_history_milestones" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_company_profile_v_version_history_milestones_locales_locale" ON "_company_profile_v_version_history_milestones_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_profile_v_version_mission_order_idx" ON "_company_profile_v_version_mission" USING btree ("_order");
  CREATE INDEX "_company_profile_v_version_mission_parent_id_idx" ON "_company_profile_v_version_mission" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_company_profile_v_version_mission_locales_locale_parent_id_" ON "_company_profile_v_version_mission_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_profile_v_version_values_order_idx" ON "_company_profile_v_version_values" USING btree ("_order");
  CREATE INDEX "_company_profile_v_version_values_parent_id_idx" ON "_company_profile_v_version_values" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_company_profile_v_version_values_locales_locale_parent_id_u" ON "_company_profile_v_version_values_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_profile_v_version_version_image_idx" ON "_company_profile_v" USING btree ("version_image_id");
  CREATE INDEX "_company_profile_v_version_meta_version_meta_meta_image_idx" ON "_company_profile_v" USING btree ("version_meta_meta_image_id");
  CREATE INDEX "_company_profile_v_version_version__status_idx" ON "_company_profile_v" USING btree ("version__status");
  CREATE INDEX "_company_profile_v_created_at_idx" ON "_company_profile_v" USING btree ("created_at");
  CREATE INDEX "_company_profile_v_updated_at_idx" ON "_company_profile_v" USING btree ("updated_at");
  CREATE INDEX "_company_profile_v_snapshot_idx" ON "_company_profile_v" USING btree ("snapshot");
  CREATE INDEX "_company_profile_v_published_locale_idx" ON "_company_profile_v" USING btree ("published_locale");
  CREATE INDEX "_company_profile_v_latest_idx" ON "_company_profile_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_company_profile_v_locales_locale_parent_id_unique" ON "_company_profile_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "org_structure_units_subunits_teams_order_idx" ON "org_structure_units_subunits_teams" USING btree ("_order");
  CREATE INDEX "org_structure_units_subunits_teams_parent_id_idx" ON "org_structure_units_subunits_teams" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "org_structure_units_subunits_teams_locales_locale_parent_id_" ON "org_structure_units_subunits_teams_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "org_structure_units_subunits_order_idx" ON "org_structure_units_subunits" USING btree ("_order");
  CREATE INDEX "org_structure_units_subunits_parent_id_idx" ON "org_structure_units_subunits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "org_structure_units_subunits_locales_locale_parent_id_unique" ON "org_structure_units_subunits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "org_structure_units_order_idx" ON "org_structure_units" USING btree ("_order");
  CREATE INDEX "org_structure_units_parent_id_idx" ON "org_structure_units" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "org_structure_units_locales_locale_parent_id_unique" ON "org_structure_units_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "org_structure_chart_idx" ON "org_structure" USING btree ("chart_id");
  CREATE INDEX "org_structure_meta_meta_meta_image_idx" ON "org_structure" USING btree ("meta_meta_image_id");
  CREATE INDEX "org_structure__status_idx" ON "org_structure" USING btree ("_status");
  CREATE UNIQUE INDEX "org_structure_locales_locale_parent_id_unique" ON "org_structure_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_org_structure_v_version_units_subunits_teams_order_idx" ON "_org_structure_v_version_units_subunits_teams" USING btree ("_order");
  CREATE INDEX "_org_structure_v_version_units_subunits_teams_parent_id_idx" ON "_org_structure_v_version_units_subunits_teams" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_org_structure_v_version_units_subunits_teams_locales_locale" ON "_org_structure_v_version_units_subunits_teams_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_org_structure_v_version_units_subunits_order_idx" ON "_org_structure_v_version_units_subunits" USING btree ("_order");
  CREATE INDEX "_org_structure_v_version_units_subunits_parent_id_idx" ON "_org_structure_v_version_units_subunits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_org_structure_v_version_units_subunits_locales_locale_paren" ON "_org_structure_v_version_units_subunits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_org_structure_v_version_units_order_idx" ON "_org_structure_v_version_units" USING btree ("_order");
  CREATE INDEX "_org_structure_v_version_units_parent_id_idx" ON "_org_structure_v_version_units" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_org_structure_v_version_units_locales_locale_parent_id_uniq" ON "_org_structure_v_version_units_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_org_structure_v_version_version_chart_idx" ON "_org_structure_v" USING btree ("version_chart_id");
  CREATE INDEX "_org_structure_v_version_meta_version_meta_meta_image_idx" ON "_org_structure_v" USING btree ("version_meta_meta_image_id");
  CREATE INDEX "_org_structure_v_version_version__status_idx" ON "_org_structure_v" USING btree ("version__status");
  CREATE INDEX "_org_structure_v_created_at_idx" ON "_org_structure_v" USING btree ("created_at");
  CREATE INDEX "_org_structure_v_updated_at_idx" ON "_org_structure_v" USING btree ("updated_at");
  CREATE INDEX "_org_structure_v_snapshot_idx" ON "_org_structure_v" USING btree ("snapshot");
  CREATE INDEX "_org_structure_v_published_locale_idx" ON "_org_structure_v" USING btree ("published_locale");
  CREATE INDEX "_org_structure_v_latest_idx" ON "_org_structure_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_org_structure_v_locales_locale_parent_id_unique" ON "_org_structure_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "whistleblowing_reportable_order_idx" ON "whistleblowing_reportable" USING btree ("_order");
  CREATE INDEX "whistleblowing_reportable_parent_id_idx" ON "whistleblowing_reportable" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "whistleblowing_reportable_locales_locale_parent_id_unique" ON "whistleblowing_reportable_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "whistleblowing_steps_order_idx" ON "whistleblowing_steps" USING btree ("_order");
  CREATE INDEX "whistleblowing_steps_parent_id_idx" ON "whistleblowing_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "whistleblowing_steps_locales_locale_parent_id_unique" ON "whistleblowing_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "whistleblowing_channels_order_idx" ON "whistleblowing_channels" USING btree ("_order");
  CREATE INDEX "whistleblowing_channels_parent_id_idx" ON "whistleblowing_channels" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "whistleblowing_channels_locales_locale_parent_id_unique" ON "whistleblowing_channels_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "whistleblowing_meta_meta_meta_image_idx" ON "whistleblowing" USING btree ("meta_meta_image_id");
  CREATE INDEX "whistleblowing__status_idx" ON "whistleblowing" USING btree ("_status");
  CREATE UNIQUE INDEX "whistleblowing_locales_locale_parent_id_unique" ON "whistleblowing_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_whistleblowing_v_version_reportable_order_idx" ON "_whistleblowing_v_version_reportable" USING btree ("_order");
  CREATE INDEX "_whistleblowing_v_version_reportable_parent_id_idx" ON "_whistleblowing_v_version_reportable" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_whistleblowing_v_version_reportable_locales_locale_parent_i" ON "_whistleblowing_v_version_reportable_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_whistleblowing_v_version_steps_order_idx" ON "_whistleblowing_v_version_steps" USING btree ("_order");
  CREATE INDEX "_whistleblowing_v_version_steps_parent_id_idx" ON "_whistleblowing_v_version_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_whistleblowing_v_version_steps_locales_locale_parent_id_uni" ON "_whistleblowing_v_version_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_whistleblowing_v_version_channels_order_idx" ON "_whistleblowing_v_version_channels" USING btree ("_order");
  CREATE INDEX "_whistleblowing_v_version_channels_parent_id_idx" ON "_whistleblowing_v_version_channels" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_whistleblowing_v_version_channels_locales_locale_parent_id_" ON "_whistleblowing_v_version_channels_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_whistleblowing_v_version_meta_version_meta_meta_image_idx" ON "_whistleblowing_v" USING btree ("version_meta_meta_image_id");
  CREATE INDEX "_whistleblowing_v_version_version__status_idx" ON "_whistleblowing_v" USING btree ("version__status");
  CREATE INDEX "_whistleblowing_v_created_at_idx" ON "_whistleblowing_v" USING btree ("created_at");
  CREATE INDEX "_whistleblowing_v_updated_at_idx" ON "_whistleblowing_v" USING btree ("updated_at");
  CREATE INDEX "_whistleblowing_v_snapshot_idx" ON "_whistleblowing_v" USING btree ("snapshot");
  CREATE INDEX "_whistleblowing_v_published_locale_idx" ON "_whistleblowing_v" USING btree ("published_locale");
  CREATE INDEX "_whistleblowing_v_latest_idx" ON "_whistleblowing_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_whistleblowing_v_locales_locale_parent_id_unique" ON "_whistleblowing_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_pages_commissioners_meta_commissioners_meta_meta_i_idx" ON "about_pages" USING btree ("commissioners_meta_meta_image_id");
  CREATE INDEX "about_pages_directors_meta_directors_meta_meta_image_idx" ON "about_pages" USING btree ("directors_meta_meta_image_id");
  CREATE INDEX "about_pages_secretary_meta_secretary_meta_meta_image_idx" ON "about_pages" USING btree ("secretary_meta_meta_image_id");
  CREATE INDEX "about_pages_business_meta_business_meta_meta_image_idx" ON "about_pages" USING btree ("business_meta_meta_image_id");
  CREATE INDEX "about_pages_csr_meta_csr_meta_meta_image_idx" ON "about_pages" USING btree ("csr_meta_meta_image_id");
  CREATE INDEX "about_pages__status_idx" ON "about_pages" USING btree ("_status");
  CREATE UNIQUE INDEX "about_pages_locales_locale_parent_id_unique" ON "about_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_pages_v_version_commissioners_meta_version_commis_idx" ON "_about_pages_v" USING btree ("version_commissioners_meta_meta_image_id");
  CREATE INDEX "_about_pages_v_version_directors_meta_version_directors__idx" ON "_about_pages_v" USING btree ("version_directors_meta_meta_image_id");
  CREATE INDEX "_about_pages_v_version_secretary_meta_version_secretary__idx" ON "_about_pages_v" USING btree ("version_secretary_meta_meta_image_id");
  CREATE INDEX "_about_pages_v_version_business_meta_version_business_me_idx" ON "_about_pages_v" USING btree ("version_business_meta_meta_image_id");
  CREATE INDEX "_about_pages_v_version_csr_meta_version_csr_meta_meta_im_idx" ON "_about_pages_v" USING btree ("version_csr_meta_meta_image_id");
  CREATE INDEX "_about_pages_v_version_version__status_idx" ON "_about_pages_v" USING btree ("version__status");
  CREATE INDEX "_about_pages_v_created_at_idx" ON "_about_pages_v" USING btree ("created_at");
  CREATE INDEX "_about_pages_v_updated_at_idx" ON "_about_pages_v" USING btree ("updated_at");
  CREATE INDEX "_about_pages_v_snapshot_idx" ON "_about_pages_v" USING btree ("snapshot");
  CREATE INDEX "_about_pages_v_published_locale_idx" ON "_about_pages_v" USING btree ("published_locale");
  CREATE INDEX "_about_pages_v_latest_idx" ON "_about_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_about_pages_v_locales_locale_parent_id_unique" ON "_about_pages_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_people_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_business_lines_fk" FOREIGN KEY ("business_lines_id") REFERENCES "public"."business_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_csr_posts_fk" FOREIGN KEY ("csr_posts_id") REFERENCES "public"."csr_posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_people_id_idx" ON "payload_locked_documents_rels" USING btree ("people_id");
  CREATE INDEX "payload_locked_documents_rels_business_lines_id_idx" ON "payload_locked_documents_rels" USING btree ("business_lines_id");
  CREATE INDEX "payload_locked_documents_rels_csr_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("csr_posts_id");
`)
  // Pages keep their content: each language's rich text becomes its first block (versions too).
  for (const statement of contentToBlocks('postgres')) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "pages_locales" DROP COLUMN "content";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_content";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Back to one rich-text field per language: the text blocks are joined before their tables go.
  await db.execute(sql`
  ALTER TABLE "pages_locales" ADD COLUMN "content" jsonb;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_content" jsonb;`)
  const pages = await db.execute(sql.raw(blockContentQuery('pages')))
  for (const row of joinBlockContent(pages.rows)) {
    await db.execute(
      sql`UPDATE pages_locales SET content = ${JSON.stringify(row.content)}::jsonb WHERE _parent_id = ${row.parent} AND _locale = ${row.locale}`,
    )
  }
  const versions = await db.execute(sql.raw(blockContentQuery('_pages_v')))
  for (const row of joinBlockContent(versions.rows)) {
    await db.execute(
      sql`UPDATE _pages_v_locales SET version_content = ${JSON.stringify(row.content)}::jsonb WHERE _parent_id = ${row.parent} AND _locale = ${row.locale}`,
    )
  }
  await db.execute(sql`
   ALTER TABLE "pages_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_key_figures_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_key_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_document_list_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_document_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_key_figures_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_key_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_document_list_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_document_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "people_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "business_lines_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "business_lines_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "business_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "business_lines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_business_lines_v_version_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_business_lines_v_version_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_business_lines_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_business_lines_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "csr_posts_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "csr_posts_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "csr_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "csr_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_csr_posts_v_version_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_csr_posts_v_version_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_csr_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_csr_posts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_profile_key_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_profile_key_facts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_profile_history_milestones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_profile_history_milestones_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_profile_mission" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_profile_mission_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_profile_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_profile_values_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_profile" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_profile_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v_version_key_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v_version_key_facts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v_version_history_milestones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v_version_history_milestones_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v_version_mission" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v_version_mission_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v_version_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v_version_values_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "org_structure_units_subunits_teams" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "org_structure_units_subunits_teams_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "org_structure_units_subunits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "org_structure_units_subunits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "org_structure_units" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "org_structure_units_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "org_structure" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "org_structure_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_org_structure_v_version_units_subunits_teams" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_org_structure_v_version_units_subunits_teams_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_org_structure_v_version_units_subunits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_org_structure_v_version_units_subunits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_org_structure_v_version_units" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_org_structure_v_version_units_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_org_structure_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_org_structure_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whistleblowing_reportable" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whistleblowing_reportable_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whistleblowing_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whistleblowing_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whistleblowing_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whistleblowing_channels_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whistleblowing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whistleblowing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_whistleblowing_v_version_reportable" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_whistleblowing_v_version_reportable_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_whistleblowing_v_version_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_whistleblowing_v_version_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_whistleblowing_v_version_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_whistleblowing_v_version_channels_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_whistleblowing_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_whistleblowing_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_image" CASCADE;
  DROP TABLE "pages_blocks_image_text" CASCADE;
  DROP TABLE "pages_blocks_key_figures_figures" CASCADE;
  DROP TABLE "pages_blocks_key_figures" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_document_list_documents" CASCADE;
  DROP TABLE "pages_blocks_document_list" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_image" CASCADE;
  DROP TABLE "_pages_v_blocks_image_text" CASCADE;
  DROP TABLE "_pages_v_blocks_key_figures_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_key_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_document_list_documents" CASCADE;
  DROP TABLE "_pages_v_blocks_document_list" CASCADE;
  DROP TABLE "people" CASCADE;
  DROP TABLE "people_locales" CASCADE;
  DROP TABLE "_people_v" CASCADE;
  DROP TABLE "_people_v_locales" CASCADE;
  DROP TABLE "business_lines_figures" CASCADE;
  DROP TABLE "business_lines_figures_locales" CASCADE;
  DROP TABLE "business_lines" CASCADE;
  DROP TABLE "business_lines_locales" CASCADE;
  DROP TABLE "_business_lines_v_version_figures" CASCADE;
  DROP TABLE "_business_lines_v_version_figures_locales" CASCADE;
  DROP TABLE "_business_lines_v" CASCADE;
  DROP TABLE "_business_lines_v_locales" CASCADE;
  DROP TABLE "csr_posts_gallery" CASCADE;
  DROP TABLE "csr_posts_gallery_locales" CASCADE;
  DROP TABLE "csr_posts" CASCADE;
  DROP TABLE "csr_posts_locales" CASCADE;
  DROP TABLE "_csr_posts_v_version_gallery" CASCADE;
  DROP TABLE "_csr_posts_v_version_gallery_locales" CASCADE;
  DROP TABLE "_csr_posts_v" CASCADE;
  DROP TABLE "_csr_posts_v_locales" CASCADE;
  DROP TABLE "company_profile_key_facts" CASCADE;
  DROP TABLE "company_profile_key_facts_locales" CASCADE;
  DROP TABLE "company_profile_history_milestones" CASCADE;
  DROP TABLE "company_profile_history_milestones_locales" CASCADE;
  DROP TABLE "company_profile_mission" CASCADE;
  DROP TABLE "company_profile_mission_locales" CASCADE;
  DROP TABLE "company_profile_values" CASCADE;
  DROP TABLE "company_profile_values_locales" CASCADE;
  DROP TABLE "company_profile" CASCADE;
  DROP TABLE "company_profile_locales" CASCADE;
  DROP TABLE "_company_profile_v_version_key_facts" CASCADE;
  DROP TABLE "_company_profile_v_version_key_facts_locales" CASCADE;
  DROP TABLE "_company_profile_v_version_history_milestones" CASCADE;
  DROP TABLE "_company_profile_v_version_history_milestones_locales" CASCADE;
  DROP TABLE "_company_profile_v_version_mission" CASCADE;
  DROP TABLE "_company_profile_v_version_mission_locales" CASCADE;
  DROP TABLE "_company_profile_v_version_values" CASCADE;
  DROP TABLE "_company_profile_v_version_values_locales" CASCADE;
  DROP TABLE "_company_profile_v" CASCADE;
  DROP TABLE "_company_profile_v_locales" CASCADE;
  DROP TABLE "org_structure_units_subunits_teams" CASCADE;
  DROP TABLE "org_structure_units_subunits_teams_locales" CASCADE;
  DROP TABLE "org_structure_units_subunits" CASCADE;
  DROP TABLE "org_structure_units_subunits_locales" CASCADE;
  DROP TABLE "org_structure_units" CASCADE;
  DROP TABLE "org_structure_units_locales" CASCADE;
  DROP TABLE "org_structure" CASCADE;
  DROP TABLE "org_structure_locales" CASCADE;
  DROP TABLE "_org_structure_v_version_units_subunits_teams" CASCADE;
  DROP TABLE "_org_structure_v_version_units_subunits_teams_locales" CASCADE;
  DROP TABLE "_org_structure_v_version_units_subunits" CASCADE;
  DROP TABLE "_org_structure_v_version_units_subunits_locales" CASCADE;
  DROP TABLE "_org_structure_v_version_units" CASCADE;
  DROP TABLE "_org_structure_v_version_units_locales" CASCADE;
  DROP TABLE "_org_structure_v" CASCADE;
  DROP TABLE "_org_structure_v_locales" CASCADE;
  DROP TABLE "whistleblowing_reportable" CASCADE;
  DROP TABLE "whistleblowing_reportable_locales" CASCADE;
  DROP TABLE "whistleblowing_steps" CASCADE;
  DROP TABLE "whistleblowing_steps_locales" CASCADE;
  DROP TABLE "whistleblowing_channels" CASCADE;
  DROP TABLE "whistleblowing_channels_locales" CASCADE;
  DROP TABLE "whistleblowing" CASCADE;
  DROP TABLE "whistleblowing_locales" CASCADE;
  DROP TABLE "_whistleblowing_v_version_reportable" CASCADE;
  DROP TABLE "_whistleblowing_v_version_reportable_locales" CASCADE;
  DROP TABLE "_whistleblowing_v_version_steps" CASCADE;
  DROP TABLE "_whistleblowing_v_version_steps_locales" CASCADE;
  DROP TABLE "_whistleblowing_v_version_channels" CASCADE;
  DROP TABLE "_whistleblowing_v_version_channels_locales" CASCADE;
  DROP TABLE "_whistleblowing_v" CASCADE;
  DROP TABLE "_whistleblowing_v_locales" CASCADE;
  DROP TABLE "about_pages" CASCADE;
  DROP TABLE "about_pages_locales" CASCADE;
  DROP TABLE "_about_pages_v" CASCADE;
  DROP TABLE "_about_pages_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_people_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_business_lines_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_csr_posts_fk";
  
  DROP INDEX "payload_locked_documents_rels_people_id_idx";
  DROP INDEX "payload_locked_documents_rels_business_lines_id_idx";
  DROP INDEX "payload_locked_documents_rels_csr_posts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "people_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "business_lines_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "csr_posts_id";
  DROP TYPE "public"."enum_pages_blocks_image_text_image_position";
  DROP TYPE "public"."enum__pages_v_blocks_image_text_image_position";
  DROP TYPE "public"."enum_people_board";
  DROP TYPE "public"."enum_people_status";
  DROP TYPE "public"."enum__people_v_version_board";
  DROP TYPE "public"."enum__people_v_version_status";
  DROP TYPE "public"."enum__people_v_published_locale";
  DROP TYPE "public"."enum_business_lines_status";
  DROP TYPE "public"."enum__business_lines_v_version_status";
  DROP TYPE "public"."enum__business_lines_v_published_locale";
  DROP TYPE "public"."enum_csr_posts_category";
  DROP TYPE "public"."enum_csr_posts_status";
  DROP TYPE "public"."enum__csr_posts_v_version_category";
  DROP TYPE "public"."enum__csr_posts_v_version_status";
  DROP TYPE "public"."enum__csr_posts_v_published_locale";
  DROP TYPE "public"."enum_company_profile_status";
  DROP TYPE "public"."enum__company_profile_v_version_status";
  DROP TYPE "public"."enum__company_profile_v_published_locale";
  DROP TYPE "public"."enum_org_structure_status";
  DROP TYPE "public"."enum__org_structure_v_version_status";
  DROP TYPE "public"."enum__org_structure_v_published_locale";
  DROP TYPE "public"."enum_whistleblowing_channels_kind";
  DROP TYPE "public"."enum_whistleblowing_status";
  DROP TYPE "public"."enum__whistleblowing_v_version_channels_kind";
  DROP TYPE "public"."enum__whistleblowing_v_version_status";
  DROP TYPE "public"."enum__whistleblowing_v_published_locale";
  DROP TYPE "public"."enum_about_pages_status";
  DROP TYPE "public"."enum__about_pages_v_version_status";
  DROP TYPE "public"."enum__about_pages_v_published_locale";`)
}
