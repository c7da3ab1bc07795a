import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { blockContentQuery, contentToBlocks, joinBlockContent } from '../../lib/migrations/pagesLayout'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_locale_idx\` ON \`pages_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`wide\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_order_idx\` ON \`pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parent_id_idx\` ON \`pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_path_idx\` ON \`pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_locale_idx\` ON \`pages_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_image_idx\` ON \`pages_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`content\` text,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'right',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_order_idx\` ON \`pages_blocks_image_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_parent_id_idx\` ON \`pages_blocks_image_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_path_idx\` ON \`pages_blocks_image_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_locale_idx\` ON \`pages_blocks_image_text\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_image_idx\` ON \`pages_blocks_image_text\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_key_figures_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` numeric,
  	\`suffix\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_key_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_key_figures_figures_order_idx\` ON \`pages_blocks_key_figures_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_key_figures_figures_parent_id_idx\` ON \`pages_blocks_key_figures_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_key_figures_figures_locale_idx\` ON \`pages_blocks_key_figures_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_key_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_key_figures_order_idx\` ON \`pages_blocks_key_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_key_figures_parent_id_idx\` ON \`pages_blocks_key_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_key_figures_path_idx\` ON \`pages_blocks_key_figures\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_key_figures_locale_idx\` ON \`pages_blocks_key_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_order_idx\` ON \`pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_parent_id_idx\` ON \`pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_path_idx\` ON \`pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_locale_idx\` ON \`pages_blocks_call_to_action\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_document_list_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_document_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_document_list_documents_order_idx\` ON \`pages_blocks_document_list_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_document_list_documents_parent_id_idx\` ON \`pages_blocks_document_list_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_document_list_documents_locale_idx\` ON \`pages_blocks_document_list_documents\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_document_list_documents_file_idx\` ON \`pages_blocks_document_list_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_document_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_document_list_order_idx\` ON \`pages_blocks_document_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_document_list_parent_id_idx\` ON \`pages_blocks_document_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_document_list_path_idx\` ON \`pages_blocks_document_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_document_list_locale_idx\` ON \`pages_blocks_document_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_locale_idx\` ON \`_pages_v_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`wide\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_order_idx\` ON \`_pages_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_parent_id_idx\` ON \`_pages_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_path_idx\` ON \`_pages_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_locale_idx\` ON \`_pages_v_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_image_idx\` ON \`_pages_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`content\` text,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'right',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_order_idx\` ON \`_pages_v_blocks_image_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_parent_id_idx\` ON \`_pages_v_blocks_image_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_path_idx\` ON \`_pages_v_blocks_image_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_locale_idx\` ON \`_pages_v_blocks_image_text\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_image_idx\` ON \`_pages_v_blocks_image_text\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_key_figures_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` numeric,
  	\`suffix\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_key_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_key_figures_figures_order_idx\` ON \`_pages_v_blocks_key_figures_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_key_figures_figures_parent_id_idx\` ON \`_pages_v_blocks_key_figures_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_key_figures_figures_locale_idx\` ON \`_pages_v_blocks_key_figures_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_key_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_key_figures_order_idx\` ON \`_pages_v_blocks_key_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_key_figures_parent_id_idx\` ON \`_pages_v_blocks_key_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_key_figures_path_idx\` ON \`_pages_v_blocks_key_figures\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_key_figures_locale_idx\` ON \`_pages_v_blocks_key_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_order_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_parent_id_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_path_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_locale_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_document_list_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_document_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_document_list_documents_order_idx\` ON \`_pages_v_blocks_document_list_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_document_list_documents_parent_id_idx\` ON \`_pages_v_blocks_document_list_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_document_list_documents_locale_idx\` ON \`_pages_v_blocks_document_list_documents\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_document_list_documents_file_idx\` ON \`_pages_v_blocks_document_list_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_document_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_document_list_order_idx\` ON \`_pages_v_blocks_document_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_document_list_parent_id_idx\` ON \`_pages_v_blocks_document_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_document_list_path_idx\` ON \`_pages_v_blocks_document_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_document_list_locale_idx\` ON \`_pages_v_blocks_document_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`people\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`board\` text,
  	\`order\` numeric DEFAULT 10,
  	\`photo_id\` integer,
  	\`appointed_at\` text,
  	\`contact_email\` text,
  	\`contact_phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`people_slug_idx\` ON \`people\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`people_board_idx\` ON \`people\` (\`board\`);`)
  await db.run(sql`CREATE INDEX \`people_photo_idx\` ON \`people\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`people_updated_at_idx\` ON \`people\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`people_created_at_idx\` ON \`people\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`people__status_idx\` ON \`people\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`people_locales\` (
  	\`position\` text,
  	\`short_bio\` text,
  	\`biography\` text,
  	\`duties\` text,
  	\`contact_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`people_locales_locale_parent_id_unique\` ON \`people_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_people_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_board\` text,
  	\`version_order\` numeric DEFAULT 10,
  	\`version_photo_id\` integer,
  	\`version_appointed_at\` text,
  	\`version_contact_email\` text,
  	\`version_contact_phone\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_people_v_parent_idx\` ON \`_people_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_slug_idx\` ON \`_people_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_board_idx\` ON \`_people_v\` (\`version_board\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_photo_idx\` ON \`_people_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_updated_at_idx\` ON \`_people_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_created_at_idx\` ON \`_people_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version__status_idx\` ON \`_people_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_created_at_idx\` ON \`_people_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_updated_at_idx\` ON \`_people_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_snapshot_idx\` ON \`_people_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_published_locale_idx\` ON \`_people_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_latest_idx\` ON \`_people_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_people_v_locales\` (
  	\`version_position\` text,
  	\`version_short_bio\` text,
  	\`version_biography\` text,
  	\`version_duties\` text,
  	\`version_contact_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_people_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_people_v_locales_locale_parent_id_unique\` ON \`_people_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`business_lines_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`business_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`business_lines_figures_order_idx\` ON \`business_lines_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`business_lines_figures_parent_id_idx\` ON \`business_lines_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`business_lines_figures_locales\` (
  	\`suffix\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`business_lines_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`business_lines_figures_locales_locale_parent_id_unique\` ON \`business_lines_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`business_lines\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 10,
  	\`image_id\` integer,
  	\`meta_meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`business_lines_image_idx\` ON \`business_lines\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`business_lines_meta_meta_meta_image_idx\` ON \`business_lines\` (\`meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`business_lines_updated_at_idx\` ON \`business_lines\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`business_lines_created_at_idx\` ON \`business_lines\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`business_lines__status_idx\` ON \`business_lines\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`business_lines_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`meta_meta_title\` text,
  	\`meta_meta_desc\` text,
  	\`meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`business_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`business_lines_slug_idx\` ON \`business_lines_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`business_lines_locales_locale_parent_id_unique\` ON \`business_lines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_business_lines_v_version_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_business_lines_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_business_lines_v_version_figures_order_idx\` ON \`_business_lines_v_version_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_business_lines_v_version_figures_parent_id_idx\` ON \`_business_lines_v_version_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_business_lines_v_version_figures_locales\` (
  	\`suffix\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_business_lines_v_version_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_business_lines_v_version_figures_locales_locale_parent_id_u\` ON \`_business_lines_v_version_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_business_lines_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_order\` numeric DEFAULT 10,
  	\`version_image_id\` integer,
  	\`version_meta_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`business_lines\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_business_lines_v_parent_idx\` ON \`_business_lines_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_business_lines_v_version_version_image_idx\` ON \`_business_lines_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_business_lines_v_version_meta_version_meta_meta_image_idx\` ON \`_business_lines_v\` (\`version_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_business_lines_v_version_version_updated_at_idx\` ON \`_business_lines_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_business_lines_v_version_version_created_at_idx\` ON \`_business_lines_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_business_lines_v_version_version__status_idx\` ON \`_business_lines_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_business_lines_v_created_at_idx\` ON \`_business_lines_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_business_lines_v_updated_at_idx\` ON \`_business_lines_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_business_lines_v_snapshot_idx\` ON \`_business_lines_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_business_lines_v_published_locale_idx\` ON \`_business_lines_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_business_lines_v_latest_idx\` ON \`_business_lines_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_business_lines_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_meta_meta_title\` text,
  	\`version_meta_meta_desc\` text,
  	\`version_meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_business_lines_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_business_lines_v_version_version_slug_idx\` ON \`_business_lines_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_business_lines_v_locales_locale_parent_id_unique\` ON \`_business_lines_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`csr_posts_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`csr_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`csr_posts_gallery_order_idx\` ON \`csr_posts_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`csr_posts_gallery_parent_id_idx\` ON \`csr_posts_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`csr_posts_gallery_image_idx\` ON \`csr_posts_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`csr_posts_gallery_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`csr_posts_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`csr_posts_gallery_locales_locale_parent_id_unique\` ON \`csr_posts_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`csr_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published_at\` text,
  	\`category\` text DEFAULT 'community',
  	\`image_id\` integer,
  	\`meta_meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`csr_posts_published_at_idx\` ON \`csr_posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`csr_posts_image_idx\` ON \`csr_posts\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`csr_posts_meta_meta_meta_image_idx\` ON \`csr_posts\` (\`meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`csr_posts_updated_at_idx\` ON \`csr_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`csr_posts_created_at_idx\` ON \`csr_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`csr_posts__status_idx\` ON \`csr_posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`csr_posts_locales\` (
  	\`title\` text,
  	\`location\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`meta_meta_title\` text,
  	\`meta_meta_desc\` text,
  	\`meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`csr_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`csr_posts_locales_locale_parent_id_unique\` ON \`csr_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_csr_posts_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_csr_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_csr_posts_v_version_gallery_order_idx\` ON \`_csr_posts_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_csr_posts_v_version_gallery_parent_id_idx\` ON \`_csr_posts_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_csr_posts_v_version_gallery_image_idx\` ON \`_csr_posts_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_csr_posts_v_version_gallery_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_csr_posts_v_version_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_csr_posts_v_version_gallery_locales_locale_parent_id_unique\` ON \`_csr_posts_v_version_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_csr_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_published_at\` text,
  	\`version_category\` text DEFAULT 'community',
  	\`version_image_id\` integer,
  	\`version_meta_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`csr_posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_csr_posts_v_parent_idx\` ON \`_csr_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_csr_posts_v_version_version_published_at_idx\` ON \`_csr_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_csr_posts_v_version_version_image_idx\` ON \`_csr_posts_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_csr_posts_v_version_meta_version_meta_meta_image_idx\` ON \`_csr_posts_v\` (\`version_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_csr_posts_v_version_version_updated_at_idx\` ON \`_csr_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_csr_posts_v_version_version_created_at_idx\` ON \`_csr_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_csr_posts_v_version_version__status_idx\` ON \`_csr_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_csr_posts_v_created_at_idx\` ON \`_csr_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_csr_posts_v_updated_at_idx\` ON \`_csr_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_csr_posts_v_snapshot_idx\` ON \`_csr_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_csr_posts_v_published_locale_idx\` ON \`_csr_posts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_csr_posts_v_latest_idx\` ON \`_csr_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_csr_posts_v_locales\` (
  	\`version_title\` text,
  	\`version_location\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_meta_meta_title\` text,
  	\`version_meta_meta_desc\` text,
  	\`version_meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_csr_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_csr_posts_v_locales_locale_parent_id_unique\` ON \`_csr_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_key_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_profile_key_facts_order_idx\` ON \`company_profile_key_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_key_facts_parent_id_idx\` ON \`company_profile_key_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_key_facts_locales\` (
  	\`suffix\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile_key_facts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_key_facts_locales_locale_parent_id_unique\` ON \`company_profile_key_facts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_history_milestones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_profile_history_milestones_order_idx\` ON \`company_profile_history_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_history_milestones_parent_id_idx\` ON \`company_profile_history_milestones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_history_milestones_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile_history_milestones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_history_milestones_locales_locale_parent_id_\` ON \`company_profile_history_milestones_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_mission\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_profile_mission_order_idx\` ON \`company_profile_mission\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_mission_parent_id_idx\` ON \`company_profile_mission\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_mission_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile_mission\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_mission_locales_locale_parent_id_unique\` ON \`company_profile_mission_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_profile_values_order_idx\` ON \`company_profile_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_values_parent_id_idx\` ON \`company_profile_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_values_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_values_locales_locale_parent_id_unique\` ON \`company_profile_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`meta_meta_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`company_profile_image_idx\` ON \`company_profile\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_meta_meta_meta_image_idx\` ON \`company_profile\` (\`meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`company_profile__status_idx\` ON \`company_profile\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_locales\` (
  	\`intro\` text,
  	\`history_intro\` text,
  	\`vision\` text,
  	\`meta_meta_title\` text,
  	\`meta_meta_desc\` text,
  	\`meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_locales_locale_parent_id_unique\` ON \`company_profile_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v_version_key_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_key_facts_order_idx\` ON \`_company_profile_v_version_key_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_key_facts_parent_id_idx\` ON \`_company_profile_v_version_key_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v_version_key_facts_locales\` (
  	\`suffix\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_profile_v_version_key_facts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_profile_v_version_key_facts_locales_locale_parent_i\` ON \`_company_profile_v_version_key_facts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v_version_history_milestones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_history_milestones_order_idx\` ON \`_company_profile_v_version_history_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_history_milestones_parent_id_idx\` ON \`_company_profile_v_version_history_milestones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v_version_history_milestones_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_profile_v_version_history_milestones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_profile_v_version_history_milestones_locales_locale\` ON \`_company_profile_v_version_history_milestones_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v_version_mission\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_mission_order_idx\` ON \`_company_profile_v_version_mission\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_mission_parent_id_idx\` ON \`_company_profile_v_version_mission\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v_version_mission_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_profile_v_version_mission\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_profile_v_version_mission_locales_locale_parent_id_\` ON \`_company_profile_v_version_mission_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v_version_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_values_order_idx\` ON \`_company_profile_v_version_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_values_parent_id_idx\` ON \`_company_profile_v_version_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v_version_values_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_profile_v_version_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_profile_v_version_values_locales_locale_parent_id_u\` ON \`_company_profile_v_version_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_image_id\` integer,
  	\`version_meta_meta_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_version_image_idx\` ON \`_company_profile_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_meta_version_meta_meta_image_idx\` ON \`_company_profile_v\` (\`version_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_version__status_idx\` ON \`_company_profile_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_created_at_idx\` ON \`_company_profile_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_updated_at_idx\` ON \`_company_profile_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_snapshot_idx\` ON \`_company_profile_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_published_locale_idx\` ON \`_company_profile_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_latest_idx\` ON \`_company_profile_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v_locales\` (
  	\`version_intro\` text,
  	\`version_history_intro\` text,
  	\`version_vision\` text,
  	\`version_meta_meta_title\` text,
  	\`version_meta_meta_desc\` text,
  	\`version_meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_profile_v_locales_locale_parent_id_unique\` ON \`_company_profile_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`org_structure_units_subunits_teams\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`head\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`org_structure_units_subunits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`org_structure_units_subunits_teams_order_idx\` ON \`org_structure_units_subunits_teams\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`org_structure_units_subunits_teams_parent_id_idx\` ON \`org_structure_units_subunits_teams\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`org_structure_units_subunits_teams_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`org_structure_units_subunits_teams\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`org_structure_units_subunits_teams_locales_locale_parent_id_\` ON \`org_structure_units_subunits_teams_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`org_structure_units_subunits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`head\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`org_structure_units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`org_structure_units_subunits_order_idx\` ON \`org_structure_units_subunits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`org_structure_units_subunits_parent_id_idx\` ON \`org_structure_units_subunits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`org_structure_units_subunits_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`org_structure_units_subunits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`org_structure_units_subunits_locales_locale_parent_id_unique\` ON \`org_structure_units_subunits_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`org_structure_units\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`head\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`org_structure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`org_structure_units_order_idx\` ON \`org_structure_units\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`org_structure_units_parent_id_idx\` ON \`org_structure_units\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`org_structure_units_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`org_structure_units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`org_structure_units_locales_locale_parent_id_unique\` ON \`org_structure_units_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`org_structure\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`chart_id\` integer,
  	\`meta_meta_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`chart_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`org_structure_chart_idx\` ON \`org_structure\` (\`chart_id\`);`)
  await db.run(sql`CREATE INDEX \`org_structure_meta_meta_meta_image_idx\` ON \`org_structure\` (\`meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`org_structure__status_idx\` ON \`org_structure\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`org_structure_locales\` (
  	\`intro\` text,
  	\`meta_meta_title\` text,
  	\`meta_meta_desc\` text,
  	\`meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`org_structure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`org_structure_locales_locale_parent_id_unique\` ON \`org_structure_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_org_structure_v_version_units_subunits_teams\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`head\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_org_structure_v_version_units_subunits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_org_structure_v_version_units_subunits_teams_order_idx\` ON \`_org_structure_v_version_units_subunits_teams\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_org_structure_v_version_units_subunits_teams_parent_id_idx\` ON \`_org_structure_v_version_units_subunits_teams\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_org_structure_v_version_units_subunits_teams_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_org_structure_v_version_units_subunits_teams\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_org_structure_v_version_units_subunits_teams_locales_locale\` ON \`_org_structure_v_version_units_subunits_teams_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_org_structure_v_version_units_subunits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`head\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_org_structure_v_version_units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_org_structure_v_version_units_subunits_order_idx\` ON \`_org_structure_v_version_units_subunits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_org_structure_v_version_units_subunits_parent_id_idx\` ON \`_org_structure_v_version_units_subunits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_org_structure_v_version_units_subunits_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_org_structure_v_version_units_subunits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_org_structure_v_version_units_subunits_locales_locale_paren\` ON \`_org_structure_v_version_units_subunits_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_org_structure_v_version_units\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`head\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_org_structure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_org_structure_v_version_units_order_idx\` ON \`_org_structure_v_version_units\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_org_structure_v_version_units_parent_id_idx\` ON \`_org_structure_v_version_units\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_org_structure_v_version_units_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_org_structure_v_version_units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_org_structure_v_version_units_locales_locale_parent_id_uniq\` ON \`_org_structure_v_version_units_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_org_structure_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_chart_id\` integer,
  	\`version_meta_meta_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_chart_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_org_structure_v_version_version_chart_idx\` ON \`_org_structure_v\` (\`version_chart_id\`);`)
  await db.run(sql`CREATE INDEX \`_org_structure_v_version_meta_version_meta_meta_image_idx\` ON \`_org_structure_v\` (\`version_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_org_structure_v_version_version__status_idx\` ON \`_org_structure_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_org_structure_v_created_at_idx\` ON \`_org_structure_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_org_structure_v_updated_at_idx\` ON \`_org_structure_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_org_structure_v_snapshot_idx\` ON \`_org_structure_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_org_structure_v_published_locale_idx\` ON \`_org_structure_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_org_structure_v_latest_idx\` ON \`_org_structure_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_org_structure_v_locales\` (
  	\`version_intro\` text,
  	\`version_meta_meta_title\` text,
  	\`version_meta_meta_desc\` text,
  	\`version_meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_org_structure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_org_structure_v_locales_locale_parent_id_unique\` ON \`_org_structure_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`whistleblowing_reportable\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`whistleblowing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`whistleblowing_reportable_order_idx\` ON \`whistleblowing_reportable\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`whistleblowing_reportable_parent_id_idx\` ON \`whistleblowing_reportable\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`whistleblowing_reportable_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`whistleblowing_reportable\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`whistleblowing_reportable_locales_locale_parent_id_unique\` ON \`whistleblowing_reportable_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`whistleblowing_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`whistleblowing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`whistleblowing_steps_order_idx\` ON \`whistleblowing_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`whistleblowing_steps_parent_id_idx\` ON \`whistleblowing_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`whistleblowing_steps_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`whistleblowing_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`whistleblowing_steps_locales_locale_parent_id_unique\` ON \`whistleblowing_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`whistleblowing_channels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`whistleblowing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`whistleblowing_channels_order_idx\` ON \`whistleblowing_channels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`whistleblowing_channels_parent_id_idx\` ON \`whistleblowing_channels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`whistleblowing_channels_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`whistleblowing_channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`whistleblowing_channels_locales_locale_parent_id_unique\` ON \`whistleblowing_channels_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`whistleblowing\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`external_url\` text,
  	\`meta_meta_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`whistleblowing_meta_meta_meta_image_idx\` ON \`whistleblowing\` (\`meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`whistleblowing__status_idx\` ON \`whistleblowing\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`whistleblowing_locales\` (
  	\`intro\` text,
  	\`protection\` text,
  	\`external_label\` text,
  	\`meta_meta_title\` text,
  	\`meta_meta_desc\` text,
  	\`meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`whistleblowing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`whistleblowing_locales_locale_parent_id_unique\` ON \`whistleblowing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_whistleblowing_v_version_reportable\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_whistleblowing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_whistleblowing_v_version_reportable_order_idx\` ON \`_whistleblowing_v_version_reportable\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_whistleblowing_v_version_reportable_parent_id_idx\` ON \`_whistleblowing_v_version_reportable\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_whistleblowing_v_version_reportable_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_whistleblowing_v_version_reportable\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_whistleblowing_v_version_reportable_locales_locale_parent_i\` ON \`_whistleblowing_v_version_reportable_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_whistleblowing_v_version_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_whistleblowing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_whistleblowing_v_version_steps_order_idx\` ON \`_whistleblowing_v_version_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_whistleblowing_v_version_steps_parent_id_idx\` ON \`_whistleblowing_v_version_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_whistleblowing_v_version_steps_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_whistleblowing_v_version_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_whistleblowing_v_version_steps_locales_locale_parent_id_uni\` ON \`_whistleblowing_v_version_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_whistleblowing_v_version_channels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_whistleblowing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_whistleblowing_v_version_channels_order_idx\` ON \`_whistleblowing_v_version_channels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_whistleblowing_v_version_channels_parent_id_idx\` ON \`_whistleblowing_v_version_channels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_whistleblowing_v_version_channels_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_whistleblowing_v_version_channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_whistleblowing_v_version_channels_locales_locale_parent_id_\` ON \`_whistleblowing_v_version_channels_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_whistleblowing_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_external_url\` text,
  	\`version_meta_meta_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_whistleblowing_v_version_meta_version_meta_meta_image_idx\` ON \`_whistleblowing_v\` (\`version_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_whistleblowing_v_version_version__status_idx\` ON \`_whistleblowing_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_whistleblowing_v_created_at_idx\` ON \`_whistleblowing_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_whistleblowing_v_updated_at_idx\` ON \`_whistleblowing_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_whistleblowing_v_snapshot_idx\` ON \`_whistleblowing_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_whistleblowing_v_published_locale_idx\` ON \`_whistleblowing_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_whistleblowing_v_latest_idx\` ON \`_whistleblowing_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_whistleblowing_v_locales\` (
  	\`version_intro\` text,
  	\`version_protection\` text,
  	\`version_external_label\` text,
  	\`version_meta_meta_title\` text,
  	\`version_meta_meta_desc\` text,
  	\`version_meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_whistleblowing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_whistleblowing_v_locales_locale_parent_id_unique\` ON \`_whistleblowing_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`commissioners_meta_meta_image_id\` integer,
  	\`directors_meta_meta_image_id\` integer,
  	\`secretary_meta_meta_image_id\` integer,
  	\`business_meta_meta_image_id\` integer,
  	\`csr_meta_meta_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`commissioners_meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`directors_meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`secretary_meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`business_meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`csr_meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`about_pages_commissioners_meta_commissioners_meta_meta_i_idx\` ON \`about_pages\` (\`commissioners_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_pages_directors_meta_directors_meta_meta_image_idx\` ON \`about_pages\` (\`directors_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_pages_secretary_meta_secretary_meta_meta_image_idx\` ON \`about_pages\` (\`secretary_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_pages_business_meta_business_meta_meta_image_idx\` ON \`about_pages\` (\`business_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_pages_csr_meta_csr_meta_meta_image_idx\` ON \`about_pages\` (\`csr_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_pages__status_idx\` ON \`about_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`about_pages_locales\` (
  	\`commissioners_title\` text,
  	\`commissioners_intro\` text,
  	\`commissioners_meta_meta_title\` text,
  	\`commissioners_meta_meta_desc\` text,
  	\`commissioners_meta_meta_keywords\` text,
  	\`directors_title\` text,
  	\`directors_intro\` text,
  	\`directors_meta_meta_title\` text,
  	\`directors_meta_meta_desc\` text,
  	\`directors_meta_meta_keywords\` text,
  	\`secretary_title\` text,
  	\`secretary_intro\` text,
  	\`secretary_meta_meta_title\` text,
  	\`secretary_meta_meta_desc\` text,
  	\`secretary_meta_meta_keywords\` text,
  	\`business_title\` text,
  	\`business_intro\` text,
  	\`business_meta_meta_title\` text,
  	\`business_meta_meta_desc\` text,
  	\`business_meta_meta_keywords\` text,
  	\`csr_title\` text,
  	\`csr_intro\` text,
  	\`csr_meta_meta_title\` text,
  	\`csr_meta_meta_desc\` text,
  	\`csr_meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_pages_locales_locale_parent_id_unique\` ON \`about_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_commissioners_meta_meta_image_id\` integer,
  	\`version_directors_meta_meta_image_id\` integer,
  	\`version_secretary_meta_meta_image_id\` integer,
  	\`version_business_meta_meta_image_id\` integer,
  	\`version_csr_meta_meta_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_commissioners_meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_directors_meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_secretary_meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_business_meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_csr_meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_pages_v_version_commissioners_meta_version_commis_idx\` ON \`_about_pages_v\` (\`version_commissioners_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_pages_v_version_directors_meta_version_directors__idx\` ON \`_about_pages_v\` (\`version_directors_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_pages_v_version_secretary_meta_version_secretary__idx\` ON \`_about_pages_v\` (\`version_secretary_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_pages_v_version_business_meta_version_business_me_idx\` ON \`_about_pages_v\` (\`version_business_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_pages_v_version_csr_meta_version_csr_meta_meta_im_idx\` ON \`_about_pages_v\` (\`version_csr_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_pages_v_version_version__status_idx\` ON \`_about_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_about_pages_v_created_at_idx\` ON \`_about_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_pages_v_updated_at_idx\` ON \`_about_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_pages_v_snapshot_idx\` ON \`_about_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_about_pages_v_published_locale_idx\` ON \`_about_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_about_pages_v_latest_idx\` ON \`_about_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_about_pages_v_locales\` (
  	\`version_commissioners_title\` text,
  	\`version_commissioners_intro\` text,
  	\`version_commissioners_meta_meta_title\` text,
  	\`version_commissioners_meta_meta_desc\` text,
  	\`version_commissioners_meta_meta_keywords\` text,
  	\`version_directors_title\` text,
  	\`version_directors_intro\` text,
  	\`version_directors_meta_meta_title\` text,
  	\`version_directors_meta_meta_desc\` text,
  	\`version_directors_meta_meta_keywords\` text,
  	\`version_secretary_title\` text,
  	\`version_secretary_intro\` text,
  	\`version_secretary_meta_meta_title\` text,
  	\`version_secretary_meta_meta_desc\` text,
  	\`version_secretary_meta_meta_keywords\` text,
  	\`version_business_title\` text,
  	\`version_business_intro\` text,
  	\`version_business_meta_meta_title\` text,
  	\`version_business_meta_meta_desc\` text,
  	\`version_business_meta_meta_keywords\` text,
  	\`version_csr_title\` text,
  	\`version_csr_intro\` text,
  	\`version_csr_meta_meta_title\` text,
  	\`version_csr_meta_meta_desc\` text,
  	\`version_csr_meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_pages_v_locales_locale_parent_id_unique\` ON \`_about_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`people_id\` integer REFERENCES people(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`business_lines_id\` integer REFERENCES business_lines(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`csr_posts_id\` integer REFERENCES csr_posts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_people_id_idx\` ON \`payload_locked_documents_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_business_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`business_lines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_csr_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`csr_posts_id\`);`)
  // Pages keep their content: each language's rich text becomes its first block (versions too).
  for (const statement of contentToBlocks('sqlite')) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_content\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Back to one rich-text field per language: the text blocks are joined before their tables go.
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_content\` text;`)
  for (const row of joinBlockContent(await db.all(sql.raw(blockContentQuery('pages'))))) {
    await db.run(
      sql`UPDATE pages_locales SET content = ${JSON.stringify(row.content)} WHERE _parent_id = ${row.parent} AND _locale = ${row.locale}`,
    )
  }
  for (const row of joinBlockContent(await db.all(sql.raw(blockContentQuery('_pages_v'))))) {
    await db.run(
      sql`UPDATE _pages_v_locales SET version_content = ${JSON.stringify(row.content)} WHERE _parent_id = ${row.parent} AND _locale = ${row.locale}`,
    )
  }
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_key_figures_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_key_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_document_list_documents\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_document_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_key_figures_figures\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_key_figures\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_document_list_documents\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_document_list\`;`)
  await db.run(sql`DROP TABLE \`people\`;`)
  await db.run(sql`DROP TABLE \`people_locales\`;`)
  await db.run(sql`DROP TABLE \`_people_v\`;`)
  await db.run(sql`DROP TABLE \`_people_v_locales\`;`)
  await db.run(sql`DROP TABLE \`business_lines_figures\`;`)
  await db.run(sql`DROP TABLE \`business_lines_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`business_lines\`;`)
  await db.run(sql`DROP TABLE \`business_lines_locales\`;`)
  await db.run(sql`DROP TABLE \`_business_lines_v_version_figures\`;`)
  await db.run(sql`DROP TABLE \`_business_lines_v_version_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_business_lines_v\`;`)
  await db.run(sql`DROP TABLE \`_business_lines_v_locales\`;`)
  await db.run(sql`DROP TABLE \`csr_posts_gallery\`;`)
  await db.run(sql`DROP TABLE \`csr_posts_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`csr_posts\`;`)
  await db.run(sql`DROP TABLE \`csr_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_csr_posts_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_csr_posts_v_version_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`_csr_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_csr_posts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile_key_facts\`;`)
  await db.run(sql`DROP TABLE \`company_profile_key_facts_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile_history_milestones\`;`)
  await db.run(sql`DROP TABLE \`company_profile_history_milestones_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile_mission\`;`)
  await db.run(sql`DROP TABLE \`company_profile_mission_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile_values\`;`)
  await db.run(sql`DROP TABLE \`company_profile_values_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile\`;`)
  await db.run(sql`DROP TABLE \`company_profile_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v_version_key_facts\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v_version_key_facts_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v_version_history_milestones\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v_version_history_milestones_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v_version_mission\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v_version_mission_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v_version_values\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v_version_values_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v_locales\`;`)
  await db.run(sql`DROP TABLE \`org_structure_units_subunits_teams\`;`)
  await db.run(sql`DROP TABLE \`org_structure_units_subunits_teams_locales\`;`)
  await db.run(sql`DROP TABLE \`org_structure_units_subunits\`;`)
  await db.run(sql`DROP TABLE \`org_structure_units_subunits_locales\`;`)
  await db.run(sql`DROP TABLE \`org_structure_units\`;`)
  await db.run(sql`DROP TABLE \`org_structure_units_locales\`;`)
  await db.run(sql`DROP TABLE \`org_structure\`;`)
  await db.run(sql`DROP TABLE \`org_structure_locales\`;`)
  await db.run(sql`DROP TABLE \`_org_structure_v_version_units_subunits_teams\`;`)
  await db.run(sql`DROP TABLE \`_org_structure_v_version_units_subunits_teams_locales\`;`)
  await db.run(sql`DROP TABLE \`_org_structure_v_version_units_subunits\`;`)
  await db.run(sql`DROP TABLE \`_org_structure_v_version_units_subunits_locales\`;`)
  await db.run(sql`DROP TABLE \`_org_structure_v_version_units\`;`)
  await db.run(sql`DROP TABLE \`_org_structure_v_version_units_locales\`;`)
  await db.run(sql`DROP TABLE \`_org_structure_v\`;`)
  await db.run(sql`DROP TABLE \`_org_structure_v_locales\`;`)
  await db.run(sql`DROP TABLE \`whistleblowing_reportable\`;`)
  await db.run(sql`DROP TABLE \`whistleblowing_reportable_locales\`;`)
  await db.run(sql`DROP TABLE \`whistleblowing_steps\`;`)
  await db.run(sql`DROP TABLE \`whistleblowing_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`whistleblowing_channels\`;`)
  await db.run(sql`DROP TABLE \`whistleblowing_channels_locales\`;`)
  await db.run(sql`DROP TABLE \`whistleblowing\`;`)
  await db.run(sql`DROP TABLE \`whistleblowing_locales\`;`)
  await db.run(sql`DROP TABLE \`_whistleblowing_v_version_reportable\`;`)
  await db.run(sql`DROP TABLE \`_whistleblowing_v_version_reportable_locales\`;`)
  await db.run(sql`DROP TABLE \`_whistleblowing_v_version_steps\`;`)
  await db.run(sql`DROP TABLE \`_whistleblowing_v_version_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_whistleblowing_v_version_channels\`;`)
  await db.run(sql`DROP TABLE \`_whistleblowing_v_version_channels_locales\`;`)
  await db.run(sql`DROP TABLE \`_whistleblowing_v\`;`)
  await db.run(sql`DROP TABLE \`_whistleblowing_v_locales\`;`)
  await db.run(sql`DROP TABLE \`about_pages\`;`)
  await db.run(sql`DROP TABLE \`about_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_about_pages_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`components_id\` integer,
  	\`settings_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`components_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`settings_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "components_id", "settings_id", "redirects_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "components_id", "settings_id", "redirects_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_components_id_idx\` ON \`payload_locked_documents_rels\` (\`components_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
