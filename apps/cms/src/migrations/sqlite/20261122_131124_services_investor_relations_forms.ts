import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`toll_roads_geometry\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`km\` numeric,
  	\`lat\` numeric,
  	\`lng\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`toll_roads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`toll_roads_geometry_order_idx\` ON \`toll_roads_geometry\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`toll_roads_geometry_parent_id_idx\` ON \`toll_roads_geometry\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`toll_roads_gates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`km\` numeric,
  	\`kind\` text DEFAULT 'ramp',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`toll_roads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`toll_roads_gates_order_idx\` ON \`toll_roads_gates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`toll_roads_gates_parent_id_idx\` ON \`toll_roads_gates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`toll_roads_gates_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`toll_roads_gates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`toll_roads_gates_locales_locale_parent_id_unique\` ON \`toll_roads_gates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`toll_roads_tariffs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`entry\` text,
  	\`exit\` text,
  	\`class1\` numeric,
  	\`class2\` numeric,
  	\`class3\` numeric,
  	\`class4\` numeric,
  	\`class5\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`toll_roads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`toll_roads_tariffs_order_idx\` ON \`toll_roads_tariffs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`toll_roads_tariffs_parent_id_idx\` ON \`toll_roads_tariffs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`toll_roads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`operator\` text,
  	\`start\` text,
  	\`end\` text,
  	\`length_km\` numeric,
  	\`operating_since\` text,
  	\`tariff_system\` text DEFAULT 'closed',
  	\`tariff_effective_date\` text,
  	\`meta_meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`toll_roads_slug_idx\` ON \`toll_roads\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`toll_roads_meta_meta_meta_image_idx\` ON \`toll_roads\` (\`meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`toll_roads_updated_at_idx\` ON \`toll_roads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`toll_roads_created_at_idx\` ON \`toll_roads\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`toll_roads__status_idx\` ON \`toll_roads\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`toll_roads_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`meta_meta_title\` text,
  	\`meta_meta_desc\` text,
  	\`meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`toll_roads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`toll_roads_locales_locale_parent_id_unique\` ON \`toll_roads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_toll_roads_v_version_geometry\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`km\` numeric,
  	\`lat\` numeric,
  	\`lng\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_toll_roads_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_toll_roads_v_version_geometry_order_idx\` ON \`_toll_roads_v_version_geometry\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_toll_roads_v_version_geometry_parent_id_idx\` ON \`_toll_roads_v_version_geometry\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_toll_roads_v_version_gates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`km\` numeric,
  	\`kind\` text DEFAULT 'ramp',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_toll_roads_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_toll_roads_v_version_gates_order_idx\` ON \`_toll_roads_v_version_gates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_toll_roads_v_version_gates_parent_id_idx\` ON \`_toll_roads_v_version_gates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_toll_roads_v_version_gates_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_toll_roads_v_version_gates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_toll_roads_v_version_gates_locales_locale_parent_id_unique\` ON \`_toll_roads_v_version_gates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_toll_roads_v_version_tariffs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`entry\` text,
  	\`exit\` text,
  	\`class1\` numeric,
  	\`class2\` numeric,
  	\`class3\` numeric,
  	\`class4\` numeric,
  	\`class5\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_toll_roads_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_toll_roads_v_version_tariffs_order_idx\` ON \`_toll_roads_v_version_tariffs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_toll_roads_v_version_tariffs_parent_id_idx\` ON \`_toll_roads_v_version_tariffs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_toll_roads_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_operator\` text,
  	\`version_start\` text,
  	\`version_end\` text,
  	\`version_length_km\` numeric,
  	\`version_operating_since\` text,
  	\`version_tariff_system\` text DEFAULT 'closed',
  	\`version_tariff_effective_date\` text,
  	\`version_meta_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`toll_roads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_toll_roads_v_parent_idx\` ON \`_toll_roads_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_toll_roads_v_version_version_slug_idx\` ON \`_toll_roads_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_toll_roads_v_version_meta_version_meta_meta_image_idx\` ON \`_toll_roads_v\` (\`version_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_toll_roads_v_version_version_updated_at_idx\` ON \`_toll_roads_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_toll_roads_v_version_version_created_at_idx\` ON \`_toll_roads_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_toll_roads_v_version_version__status_idx\` ON \`_toll_roads_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_toll_roads_v_created_at_idx\` ON \`_toll_roads_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_toll_roads_v_updated_at_idx\` ON \`_toll_roads_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_toll_roads_v_snapshot_idx\` ON \`_toll_roads_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_toll_roads_v_published_locale_idx\` ON \`_toll_roads_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_toll_roads_v_latest_idx\` ON \`_toll_roads_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_toll_roads_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_meta_meta_title\` text,
  	\`version_meta_meta_desc\` text,
  	\`version_meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_toll_roads_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_toll_roads_v_locales_locale_parent_id_unique\` ON \`_toll_roads_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rest_areas_facilities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rest_areas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rest_areas_facilities_order_idx\` ON \`rest_areas_facilities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`rest_areas_facilities_parent_idx\` ON \`rest_areas_facilities\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rest_areas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`status_changed_at\` text,
  	\`road_id\` integer NOT NULL,
  	\`km\` numeric NOT NULL,
  	\`side\` text NOT NULL,
  	\`towards\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`lat\` numeric NOT NULL,
  	\`lng\` numeric NOT NULL,
  	\`capacity_cars\` numeric,
  	\`capacity_buses_trucks\` numeric,
  	\`meta_meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`road_id\`) REFERENCES \`toll_roads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`rest_areas_road_idx\` ON \`rest_areas\` (\`road_id\`);`)
  await db.run(sql`CREATE INDEX \`rest_areas_meta_meta_meta_image_idx\` ON \`rest_areas\` (\`meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`rest_areas_updated_at_idx\` ON \`rest_areas\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rest_areas_created_at_idx\` ON \`rest_areas\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rest_areas_locales\` (
  	\`status_note\` text,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`opening_hours\` text,
  	\`meta_meta_title\` text,
  	\`meta_meta_desc\` text,
  	\`meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rest_areas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`rest_areas_locales_locale_parent_id_unique\` ON \`rest_areas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rest_areas_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rest_areas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rest_areas_rels_order_idx\` ON \`rest_areas_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`rest_areas_rels_parent_idx\` ON \`rest_areas_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rest_areas_rels_path_idx\` ON \`rest_areas_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`rest_areas_rels_media_id_idx\` ON \`rest_areas_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`press_releases\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published_at\` text,
  	\`image_id\` integer,
  	\`meta_meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`press_releases_published_at_idx\` ON \`press_releases\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_image_idx\` ON \`press_releases\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_meta_meta_meta_image_idx\` ON \`press_releases\` (\`meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_updated_at_idx\` ON \`press_releases\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_created_at_idx\` ON \`press_releases\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`press_releases__status_idx\` ON \`press_releases\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`press_releases_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`meta_meta_title\` text,
  	\`meta_meta_desc\` text,
  	\`meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`press_releases\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`press_releases_slug_idx\` ON \`press_releases_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`press_releases_locales_locale_parent_id_unique\` ON \`press_releases_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`press_releases_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`press_releases_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`press_releases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`press_releases_id\`) REFERENCES \`press_releases\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`press_releases_rels_order_idx\` ON \`press_releases_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_rels_parent_idx\` ON \`press_releases_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_rels_path_idx\` ON \`press_releases_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_rels_media_id_idx\` ON \`press_releases_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_rels_documents_id_idx\` ON \`press_releases_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_rels_press_releases_id_idx\` ON \`press_releases_rels\` (\`press_releases_id\`);`)
  await db.run(sql`CREATE TABLE \`_press_releases_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_published_at\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`press_releases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_press_releases_v_parent_idx\` ON \`_press_releases_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_published_at_idx\` ON \`_press_releases_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_image_idx\` ON \`_press_releases_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_meta_version_meta_meta_image_idx\` ON \`_press_releases_v\` (\`version_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_updated_at_idx\` ON \`_press_releases_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_created_at_idx\` ON \`_press_releases_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version__status_idx\` ON \`_press_releases_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_created_at_idx\` ON \`_press_releases_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_updated_at_idx\` ON \`_press_releases_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_snapshot_idx\` ON \`_press_releases_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_published_locale_idx\` ON \`_press_releases_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_latest_idx\` ON \`_press_releases_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_press_releases_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_meta_meta_title\` text,
  	\`version_meta_meta_desc\` text,
  	\`version_meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_press_releases_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_slug_idx\` ON \`_press_releases_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_press_releases_v_locales_locale_parent_id_unique\` ON \`_press_releases_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_press_releases_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`press_releases_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_press_releases_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`press_releases_id\`) REFERENCES \`press_releases\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_press_releases_v_rels_order_idx\` ON \`_press_releases_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_rels_parent_idx\` ON \`_press_releases_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_rels_path_idx\` ON \`_press_releases_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_rels_media_id_idx\` ON \`_press_releases_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_rels_documents_id_idx\` ON \`_press_releases_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_rels_press_releases_id_idx\` ON \`_press_releases_v_rels\` (\`press_releases_id\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text,
  	\`year\` numeric,
  	\`published_at\` text,
  	\`cover_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_type_idx\` ON \`documents\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`documents_year_idx\` ON \`documents\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`documents_published_at_idx\` ON \`documents\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_cover_idx\` ON \`documents\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`documents__status_idx\` ON \`documents\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`documents_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_type\` text,
  	\`version_year\` numeric,
  	\`version_published_at\` text,
  	\`version_cover_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_url\` text,
  	\`version_thumbnail_u_r_l\` text,
  	\`version_filename\` text,
  	\`version_mime_type\` text,
  	\`version_filesize\` numeric,
  	\`version_width\` numeric,
  	\`version_height\` numeric,
  	\`version_focal_x\` numeric,
  	\`version_focal_y\` numeric,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_documents_v_parent_idx\` ON \`_documents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_type_idx\` ON \`_documents_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_year_idx\` ON \`_documents_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_published_at_idx\` ON \`_documents_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_cover_idx\` ON \`_documents_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_updated_at_idx\` ON \`_documents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_created_at_idx\` ON \`_documents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version__status_idx\` ON \`_documents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_filename_idx\` ON \`_documents_v\` (\`version_filename\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_created_at_idx\` ON \`_documents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_updated_at_idx\` ON \`_documents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_snapshot_idx\` ON \`_documents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_published_locale_idx\` ON \`_documents_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_latest_idx\` ON \`_documents_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_documents_v_locales_locale_parent_id_unique\` ON \`_documents_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`note\` text,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`client_ip\` text,
  	\`notification_status\` text DEFAULT 'queued',
  	\`notification_sent_at\` text,
  	\`notification_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_status_idx\` ON \`contact_messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`alert_subscribers_topics\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`alert_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`alert_subscribers_topics_order_idx\` ON \`alert_subscribers_topics\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscribers_topics_parent_idx\` ON \`alert_subscribers_topics\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`alert_subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`requested_at\` text,
  	\`confirmed_at\` text,
  	\`confirmed_ip\` text,
  	\`unsubscribed_at\` text,
  	\`link_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`alert_subscribers_email_idx\` ON \`alert_subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscribers_status_idx\` ON \`alert_subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscribers_updated_at_idx\` ON \`alert_subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscribers_created_at_idx\` ON \`alert_subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`alert_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`subscriber_id\` integer,
  	\`topic\` text NOT NULL,
  	\`item_collection\` text NOT NULL,
  	\`item\` text NOT NULL,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`subscriber_id\`) REFERENCES \`alert_subscribers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`alert_deliveries_key_idx\` ON \`alert_deliveries\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`alert_deliveries_subscriber_idx\` ON \`alert_deliveries\` (\`subscriber_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_deliveries_item_idx\` ON \`alert_deliveries\` (\`item\`);`)
  await db.run(sql`CREATE INDEX \`alert_deliveries_updated_at_idx\` ON \`alert_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_deliveries_created_at_idx\` ON \`alert_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`toll_road_service_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`number\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`toll_road_service\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`toll_road_service_contacts_order_idx\` ON \`toll_road_service_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`toll_road_service_contacts_parent_id_idx\` ON \`toll_road_service_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`toll_road_service_contacts_locales\` (
  	\`label\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`toll_road_service_contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`toll_road_service_contacts_locales_locale_parent_id_unique\` ON \`toll_road_service_contacts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`toll_road_service_payment_methods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`toll_road_service\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`toll_road_service_payment_methods_order_idx\` ON \`toll_road_service_payment_methods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`toll_road_service_payment_methods_parent_id_idx\` ON \`toll_road_service_payment_methods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`toll_road_service_payment_methods_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`toll_road_service_payment_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`toll_road_service_payment_methods_locales_locale_parent_id_u\` ON \`toll_road_service_payment_methods_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`toll_road_service_traffic_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`toll_road_service\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`toll_road_service_traffic_links_order_idx\` ON \`toll_road_service_traffic_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`toll_road_service_traffic_links_parent_id_idx\` ON \`toll_road_service_traffic_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`toll_road_service_traffic_links_locales\` (
  	\`label\` text,
  	\`url\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`toll_road_service_traffic_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`toll_road_service_traffic_links_locales_locale_parent_id_uni\` ON \`toll_road_service_traffic_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`toll_road_service\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`meta_meta_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`meta_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`toll_road_service_meta_meta_meta_image_idx\` ON \`toll_road_service\` (\`meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`toll_road_service__status_idx\` ON \`toll_road_service\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`toll_road_service_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`meta_meta_title\` text,
  	\`meta_meta_desc\` text,
  	\`meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`toll_road_service\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`toll_road_service_locales_locale_parent_id_unique\` ON \`toll_road_service_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_toll_road_service_v_version_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_toll_road_service_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_toll_road_service_v_version_contacts_order_idx\` ON \`_toll_road_service_v_version_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_toll_road_service_v_version_contacts_parent_id_idx\` ON \`_toll_road_service_v_version_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_toll_road_service_v_version_contacts_locales\` (
  	\`label\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_toll_road_service_v_version_contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_toll_road_service_v_version_contacts_locales_locale_parent_\` ON \`_toll_road_service_v_version_contacts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_toll_road_service_v_version_payment_methods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_toll_road_service_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_toll_road_service_v_version_payment_methods_order_idx\` ON \`_toll_road_service_v_version_payment_methods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_toll_road_service_v_version_payment_methods_parent_id_idx\` ON \`_toll_road_service_v_version_payment_methods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_toll_road_service_v_version_payment_methods_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_toll_road_service_v_version_payment_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_toll_road_service_v_version_payment_methods_locales_locale_\` ON \`_toll_road_service_v_version_payment_methods_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_toll_road_service_v_version_traffic_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_toll_road_service_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_toll_road_service_v_version_traffic_links_order_idx\` ON \`_toll_road_service_v_version_traffic_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_toll_road_service_v_version_traffic_links_parent_id_idx\` ON \`_toll_road_service_v_version_traffic_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_toll_road_service_v_version_traffic_links_locales\` (
  	\`label\` text,
  	\`url\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_toll_road_service_v_version_traffic_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_toll_road_service_v_version_traffic_links_locales_locale_pa\` ON \`_toll_road_service_v_version_traffic_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_toll_road_service_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_toll_road_service_v_version_meta_version_meta_meta_imag_idx\` ON \`_toll_road_service_v\` (\`version_meta_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_toll_road_service_v_version_version__status_idx\` ON \`_toll_road_service_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_toll_road_service_v_created_at_idx\` ON \`_toll_road_service_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_toll_road_service_v_updated_at_idx\` ON \`_toll_road_service_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_toll_road_service_v_snapshot_idx\` ON \`_toll_road_service_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_toll_road_service_v_published_locale_idx\` ON \`_toll_road_service_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_toll_road_service_v_latest_idx\` ON \`_toll_road_service_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_toll_road_service_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_meta_meta_title\` text,
  	\`version_meta_meta_desc\` text,
  	\`version_meta_meta_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_toll_road_service_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_toll_road_service_v_locales_locale_parent_id_unique\` ON \`_toll_road_service_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ir_key_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` numeric,
  	\`unit\` text DEFAULT 'idr',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investor_relations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ir_key_figures_order_idx\` ON \`ir_key_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ir_key_figures_parent_id_idx\` ON \`ir_key_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ir_key_figures_locales\` (
  	\`label\` text,
  	\`suffix\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ir_key_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ir_key_figures_locales_locale_parent_id_unique\` ON \`ir_key_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`investor_relations_shareholders_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`shares\` numeric,
  	\`percentage\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investor_relations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`investor_relations_shareholders_list_order_idx\` ON \`investor_relations_shareholders_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investor_relations_shareholders_list_parent_id_idx\` ON \`investor_relations_shareholders_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`investor_relations_shareholders_list_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investor_relations_shareholders_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`investor_relations_shareholders_list_locales_locale_parent_i\` ON \`investor_relations_shareholders_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`investor_relations_bonds_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`amount\` numeric,
  	\`coupon_rate\` numeric,
  	\`tenor_years\` numeric,
  	\`issue_date\` text,
  	\`maturity_date\` text,
  	\`rating\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investor_relations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`investor_relations_bonds_list_order_idx\` ON \`investor_relations_bonds_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investor_relations_bonds_list_parent_id_idx\` ON \`investor_relations_bonds_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`investor_relations_bonds_list_locales\` (
  	\`name\` text,
  	\`listed_on\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investor_relations_bonds_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`investor_relations_bonds_list_locales_locale_parent_id_uniqu\` ON \`investor_relations_bonds_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`investor_relations_ratings_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`agency\` text,
  	\`rating\` text,
  	\`date\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investor_relations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`investor_relations_ratings_list_order_idx\` ON \`investor_relations_ratings_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investor_relations_ratings_list_parent_id_idx\` ON \`investor_relations_ratings_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`investor_relations_ratings_list_locales\` (
  	\`subject\` text,
  	\`outlook\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investor_relations_ratings_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`investor_relations_ratings_list_locales_locale_parent_id_uni\` ON \`investor_relations_ratings_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`investor_relations_dividends_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`fiscal_year\` numeric,
  	\`amount\` numeric,
  	\`per_share\` numeric,
  	\`payout_ratio\` numeric,
  	\`payment_date\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investor_relations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`investor_relations_dividends_history_order_idx\` ON \`investor_relations_dividends_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investor_relations_dividends_history_parent_id_idx\` ON \`investor_relations_dividends_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`investor_relations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`shareholders_as_of\` text,
  	\`share_information_nominal_value\` numeric,
  	\`share_information_authorized_shares\` numeric,
  	\`share_information_issued_shares\` numeric,
  	\`share_information_authorized_capital\` numeric,
  	\`share_information_issued_capital\` numeric,
  	\`contact_phone\` text,
  	\`contact_email\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`investor_relations__status_idx\` ON \`investor_relations\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`investor_relations_locales\` (
  	\`overview_intro\` text,
  	\`shareholders_intro\` text,
  	\`share_information_intro\` text,
  	\`bonds_intro\` text,
  	\`ratings_intro\` text,
  	\`dividends_policy\` text,
  	\`reports_annual_report\` text,
  	\`reports_board_of_commissioners_report\` text,
  	\`reports_directors_report\` text,
  	\`articles_of_association_body\` text,
  	\`contact_intro\` text,
  	\`contact_unit\` text,
  	\`contact_address\` text,
  	\`contact_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investor_relations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`investor_relations_locales_locale_parent_id_unique\` ON \`investor_relations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ir_key_figures_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` numeric,
  	\`unit\` text DEFAULT 'idr',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_investor_relations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ir_key_figures_v_order_idx\` ON \`_ir_key_figures_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_ir_key_figures_v_parent_id_idx\` ON \`_ir_key_figures_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ir_key_figures_v_locales\` (
  	\`label\` text,
  	\`suffix\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_ir_key_figures_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_ir_key_figures_v_locales_locale_parent_id_unique\` ON \`_ir_key_figures_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_investor_relations_v_version_shareholders_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`shares\` numeric,
  	\`percentage\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_investor_relations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_investor_relations_v_version_shareholders_list_order_idx\` ON \`_investor_relations_v_version_shareholders_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_investor_relations_v_version_shareholders_list_parent_id_idx\` ON \`_investor_relations_v_version_shareholders_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_investor_relations_v_version_shareholders_list_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_investor_relations_v_version_shareholders_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_investor_relations_v_version_shareholders_list_locales_loca\` ON \`_investor_relations_v_version_shareholders_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_investor_relations_v_version_bonds_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`amount\` numeric,
  	\`coupon_rate\` numeric,
  	\`tenor_years\` numeric,
  	\`issue_date\` text,
  	\`maturity_date\` text,
  	\`rating\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_investor_relations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_investor_relations_v_version_bonds_list_order_idx\` ON \`_investor_relations_v_version_bonds_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_investor_relations_v_version_bonds_list_parent_id_idx\` ON \`_investor_relations_v_version_bonds_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_investor_relations_v_version_bonds_list_locales\` (
  	\`name\` text,
  	\`listed_on\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_investor_relations_v_version_bonds_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_investor_relations_v_version_bonds_list_locales_locale_pare\` ON \`_investor_relations_v_version_bonds_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_investor_relations_v_version_ratings_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`agency\` text,
  	\`rating\` text,
  	\`date\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_investor_relations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_investor_relations_v_version_ratings_list_order_idx\` ON \`_investor_relations_v_version_ratings_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_investor_relations_v_version_ratings_list_parent_id_idx\` ON \`_investor_relations_v_version_ratings_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_investor_relations_v_version_ratings_list_locales\` (
  	\`subject\` text,
  	\`outlook\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_investor_relations_v_version_ratings_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_investor_relations_v_version_ratings_list_locales_locale_pa\` ON \`_investor_relations_v_version_ratings_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_investor_relations_v_version_dividends_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`fiscal_year\` numeric,
  	\`amount\` numeric,
  	\`per_share\` numeric,
  	\`payout_ratio\` numeric,
  	\`payment_date\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_investor_relations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_investor_relations_v_version_dividends_history_order_idx\` ON \`_investor_relations_v_version_dividends_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_investor_relations_v_version_dividends_history_parent_id_idx\` ON \`_investor_relations_v_version_dividends_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_investor_relations_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_shareholders_as_of\` text,
  	\`version_share_information_nominal_value\` numeric,
  	\`version_share_information_authorized_shares\` numeric,
  	\`version_share_information_issued_shares\` numeric,
  	\`version_share_information_authorized_capital\` numeric,
  	\`version_share_information_issued_capital\` numeric,
  	\`version_contact_phone\` text,
  	\`version_contact_email\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_investor_relations_v_version_version__status_idx\` ON \`_investor_relations_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_investor_relations_v_created_at_idx\` ON \`_investor_relations_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_investor_relations_v_updated_at_idx\` ON \`_investor_relations_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_investor_relations_v_snapshot_idx\` ON \`_investor_relations_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_investor_relations_v_published_locale_idx\` ON \`_investor_relations_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_investor_relations_v_latest_idx\` ON \`_investor_relations_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_investor_relations_v_locales\` (
  	\`version_overview_intro\` text,
  	\`version_shareholders_intro\` text,
  	\`version_share_information_intro\` text,
  	\`version_bonds_intro\` text,
  	\`version_ratings_intro\` text,
  	\`version_dividends_policy\` text,
  	\`version_reports_annual_report\` text,
  	\`version_reports_board_of_commissioners_report\` text,
  	\`version_reports_directors_report\` text,
  	\`version_articles_of_association_body\` text,
  	\`version_contact_intro\` text,
  	\`version_contact_unit\` text,
  	\`version_contact_address\` text,
  	\`version_contact_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_investor_relations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_investor_relations_v_locales_locale_parent_id_unique\` ON \`_investor_relations_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_settings_contact_recipients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_settings_contact_recipients_order_idx\` ON \`form_settings_contact_recipients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_settings_contact_recipients_parent_id_idx\` ON \`form_settings_contact_recipients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`toll_roads_id\` integer REFERENCES toll_roads(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`rest_areas_id\` integer REFERENCES rest_areas(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`press_releases_id\` integer REFERENCES press_releases(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_messages_id\` integer REFERENCES contact_messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alert_subscribers_id\` integer REFERENCES alert_subscribers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alert_deliveries_id\` integer REFERENCES alert_deliveries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_toll_roads_id_idx\` ON \`payload_locked_documents_rels\` (\`toll_roads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rest_areas_id_idx\` ON \`payload_locked_documents_rels\` (\`rest_areas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_releases_id_idx\` ON \`payload_locked_documents_rels\` (\`press_releases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_deliveries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`toll_roads_geometry\`;`)
  await db.run(sql`DROP TABLE \`toll_roads_gates\`;`)
  await db.run(sql`DROP TABLE \`toll_roads_gates_locales\`;`)
  await db.run(sql`DROP TABLE \`toll_roads_tariffs\`;`)
  await db.run(sql`DROP TABLE \`toll_roads\`;`)
  await db.run(sql`DROP TABLE \`toll_roads_locales\`;`)
  await db.run(sql`DROP TABLE \`_toll_roads_v_version_geometry\`;`)
  await db.run(sql`DROP TABLE \`_toll_roads_v_version_gates\`;`)
  await db.run(sql`DROP TABLE \`_toll_roads_v_version_gates_locales\`;`)
  await db.run(sql`DROP TABLE \`_toll_roads_v_version_tariffs\`;`)
  await db.run(sql`DROP TABLE \`_toll_roads_v\`;`)
  await db.run(sql`DROP TABLE \`_toll_roads_v_locales\`;`)
  await db.run(sql`DROP TABLE \`rest_areas_facilities\`;`)
  await db.run(sql`DROP TABLE \`rest_areas\`;`)
  await db.run(sql`DROP TABLE \`rest_areas_locales\`;`)
  await db.run(sql`DROP TABLE \`rest_areas_rels\`;`)
  await db.run(sql`DROP TABLE \`press_releases\`;`)
  await db.run(sql`DROP TABLE \`press_releases_locales\`;`)
  await db.run(sql`DROP TABLE \`press_releases_rels\`;`)
  await db.run(sql`DROP TABLE \`_press_releases_v\`;`)
  await db.run(sql`DROP TABLE \`_press_releases_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_press_releases_v_rels\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_documents_v_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`alert_subscribers_topics\`;`)
  await db.run(sql`DROP TABLE \`alert_subscribers\`;`)
  await db.run(sql`DROP TABLE \`alert_deliveries\`;`)
  await db.run(sql`DROP TABLE \`toll_road_service_contacts\`;`)
  await db.run(sql`DROP TABLE \`toll_road_service_contacts_locales\`;`)
  await db.run(sql`DROP TABLE \`toll_road_service_payment_methods\`;`)
  await db.run(sql`DROP TABLE \`toll_road_service_payment_methods_locales\`;`)
  await db.run(sql`DROP TABLE \`toll_road_service_traffic_links\`;`)
  await db.run(sql`DROP TABLE \`toll_road_service_traffic_links_locales\`;`)
  await db.run(sql`DROP TABLE \`toll_road_service\`;`)
  await db.run(sql`DROP TABLE \`toll_road_service_locales\`;`)
  await db.run(sql`DROP TABLE \`_toll_road_service_v_version_contacts\`;`)
  await db.run(sql`DROP TABLE \`_toll_road_service_v_version_contacts_locales\`;`)
  await db.run(sql`DROP TABLE \`_toll_road_service_v_version_payment_methods\`;`)
  await db.run(sql`DROP TABLE \`_toll_road_service_v_version_payment_methods_locales\`;`)
  await db.run(sql`DROP TABLE \`_toll_road_service_v_version_traffic_links\`;`)
  await db.run(sql`DROP TABLE \`_toll_road_service_v_version_traffic_links_locales\`;`)
  await db.run(sql`DROP TABLE \`_toll_road_service_v\`;`)
  await db.run(sql`DROP TABLE \`_toll_road_service_v_locales\`;`)
  await db.run(sql`DROP TABLE \`ir_key_figures\`;`)
  await db.run(sql`DROP TABLE \`ir_key_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`investor_relations_shareholders_list\`;`)
  await db.run(sql`DROP TABLE \`investor_relations_shareholders_list_locales\`;`)
  await db.run(sql`DROP TABLE \`investor_relations_bonds_list\`;`)
  await db.run(sql`DROP TABLE \`investor_relations_bonds_list_locales\`;`)
  await db.run(sql`DROP TABLE \`investor_relations_ratings_list\`;`)
  await db.run(sql`DROP TABLE \`investor_relations_ratings_list_locales\`;`)
  await db.run(sql`DROP TABLE \`investor_relations_dividends_history\`;`)
  await db.run(sql`DROP TABLE \`investor_relations\`;`)
  await db.run(sql`DROP TABLE \`investor_relations_locales\`;`)
  await db.run(sql`DROP TABLE \`_ir_key_figures_v\`;`)
  await db.run(sql`DROP TABLE \`_ir_key_figures_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_investor_relations_v_version_shareholders_list\`;`)
  await db.run(sql`DROP TABLE \`_investor_relations_v_version_shareholders_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_investor_relations_v_version_bonds_list\`;`)
  await db.run(sql`DROP TABLE \`_investor_relations_v_version_bonds_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_investor_relations_v_version_ratings_list\`;`)
  await db.run(sql`DROP TABLE \`_investor_relations_v_version_ratings_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_investor_relations_v_version_dividends_history\`;`)
  await db.run(sql`DROP TABLE \`_investor_relations_v\`;`)
  await db.run(sql`DROP TABLE \`_investor_relations_v_locales\`;`)
  await db.run(sql`DROP TABLE \`form_settings_contact_recipients\`;`)
  await db.run(sql`DROP TABLE \`form_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`people_id\` integer,
  	\`business_lines_id\` integer,
  	\`csr_posts_id\` integer,
  	\`media_id\` integer,
  	\`components_id\` integer,
  	\`settings_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`business_lines_id\`) REFERENCES \`business_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`csr_posts_id\`) REFERENCES \`csr_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`components_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`settings_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "people_id", "business_lines_id", "csr_posts_id", "media_id", "components_id", "settings_id", "redirects_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "people_id", "business_lines_id", "csr_posts_id", "media_id", "components_id", "settings_id", "redirects_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_people_id_idx\` ON \`payload_locked_documents_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_business_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`business_lines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_csr_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`csr_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_components_id_idx\` ON \`payload_locked_documents_rels\` (\`components_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
