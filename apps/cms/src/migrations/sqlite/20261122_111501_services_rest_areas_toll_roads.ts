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
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`toll_roads_id\` integer REFERENCES toll_roads(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`rest_areas_id\` integer REFERENCES rest_areas(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_toll_roads_id_idx\` ON \`payload_locked_documents_rels\` (\`toll_roads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rest_areas_id_idx\` ON \`payload_locked_documents_rels\` (\`rest_areas_id\`);`)
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
