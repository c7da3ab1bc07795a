import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`traffic_advisories_directions\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`traffic_advisories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`traffic_advisories_directions_order_idx\` ON \`traffic_advisories_directions\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`traffic_advisories_directions_parent_idx\` ON \`traffic_advisories_directions\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`traffic_advisories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`sub_kind\` text,
  	\`severity\` text DEFAULT 'caution',
  	\`km_from\` numeric,
  	\`km_to\` numeric,
  	\`lanes_affected\` numeric,
  	\`starts_at\` text,
  	\`publish_at\` text,
  	\`ends_at\` text,
  	\`image_id\` integer,
  	\`press_release_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`press_release_id\`) REFERENCES \`press_releases\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`traffic_advisories_kind_idx\` ON \`traffic_advisories\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`traffic_advisories_severity_idx\` ON \`traffic_advisories\` (\`severity\`);`)
  await db.run(sql`CREATE INDEX \`traffic_advisories_starts_at_idx\` ON \`traffic_advisories\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`traffic_advisories_ends_at_idx\` ON \`traffic_advisories\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`traffic_advisories_image_idx\` ON \`traffic_advisories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`traffic_advisories_press_release_idx\` ON \`traffic_advisories\` (\`press_release_id\`);`)
  await db.run(sql`CREATE INDEX \`traffic_advisories_updated_at_idx\` ON \`traffic_advisories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`traffic_advisories_created_at_idx\` ON \`traffic_advisories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`traffic_advisories__status_idx\` ON \`traffic_advisories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`traffic_advisories_locales\` (
  	\`title\` text,
  	\`advice\` text,
  	\`detour\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`traffic_advisories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`traffic_advisories_locales_locale_parent_id_unique\` ON \`traffic_advisories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`traffic_advisories_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`toll_roads_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`traffic_advisories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`toll_roads_id\`) REFERENCES \`toll_roads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`traffic_advisories_rels_order_idx\` ON \`traffic_advisories_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`traffic_advisories_rels_parent_idx\` ON \`traffic_advisories_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`traffic_advisories_rels_path_idx\` ON \`traffic_advisories_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`traffic_advisories_rels_toll_roads_id_idx\` ON \`traffic_advisories_rels\` (\`toll_roads_id\`);`)
  await db.run(sql`CREATE TABLE \`_traffic_advisories_v_version_directions\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_traffic_advisories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_version_directions_order_idx\` ON \`_traffic_advisories_v_version_directions\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_version_directions_parent_idx\` ON \`_traffic_advisories_v_version_directions\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_traffic_advisories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text,
  	\`version_sub_kind\` text,
  	\`version_severity\` text DEFAULT 'caution',
  	\`version_km_from\` numeric,
  	\`version_km_to\` numeric,
  	\`version_lanes_affected\` numeric,
  	\`version_starts_at\` text,
  	\`version_publish_at\` text,
  	\`version_ends_at\` text,
  	\`version_image_id\` integer,
  	\`version_press_release_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`traffic_advisories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_press_release_id\`) REFERENCES \`press_releases\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_parent_idx\` ON \`_traffic_advisories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_version_version_kind_idx\` ON \`_traffic_advisories_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_version_version_severity_idx\` ON \`_traffic_advisories_v\` (\`version_severity\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_version_version_starts_at_idx\` ON \`_traffic_advisories_v\` (\`version_starts_at\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_version_version_ends_at_idx\` ON \`_traffic_advisories_v\` (\`version_ends_at\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_version_version_image_idx\` ON \`_traffic_advisories_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_version_version_press_release_idx\` ON \`_traffic_advisories_v\` (\`version_press_release_id\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_version_version_updated_at_idx\` ON \`_traffic_advisories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_version_version_created_at_idx\` ON \`_traffic_advisories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_version_version__status_idx\` ON \`_traffic_advisories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_created_at_idx\` ON \`_traffic_advisories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_updated_at_idx\` ON \`_traffic_advisories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_snapshot_idx\` ON \`_traffic_advisories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_published_locale_idx\` ON \`_traffic_advisories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_latest_idx\` ON \`_traffic_advisories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_traffic_advisories_v_locales\` (
  	\`version_title\` text,
  	\`version_advice\` text,
  	\`version_detour\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_traffic_advisories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_traffic_advisories_v_locales_locale_parent_id_unique\` ON \`_traffic_advisories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_traffic_advisories_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`toll_roads_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_traffic_advisories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`toll_roads_id\`) REFERENCES \`toll_roads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_rels_order_idx\` ON \`_traffic_advisories_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_rels_parent_idx\` ON \`_traffic_advisories_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_rels_path_idx\` ON \`_traffic_advisories_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_traffic_advisories_v_rels_toll_roads_id_idx\` ON \`_traffic_advisories_v_rels\` (\`toll_roads_id\`);`)
  await db.run(sql`CREATE TABLE \`alert_subscribers_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`alert_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`alert_subscribers_texts_order_parent\` ON \`alert_subscribers_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`press_releases\` ADD \`publish_at\` text;`)
  await db.run(sql`ALTER TABLE \`_press_releases_v\` ADD \`version_publish_at\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`traffic_advisories_id\` integer REFERENCES traffic_advisories(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_traffic_advisories_id_idx\` ON \`payload_locked_documents_rels\` (\`traffic_advisories_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`traffic_advisories_directions\`;`)
  await db.run(sql`DROP TABLE \`traffic_advisories\`;`)
  await db.run(sql`DROP TABLE \`traffic_advisories_locales\`;`)
  await db.run(sql`DROP TABLE \`traffic_advisories_rels\`;`)
  await db.run(sql`DROP TABLE \`_traffic_advisories_v_version_directions\`;`)
  await db.run(sql`DROP TABLE \`_traffic_advisories_v\`;`)
  await db.run(sql`DROP TABLE \`_traffic_advisories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_traffic_advisories_v_rels\`;`)
  await db.run(sql`DROP TABLE \`alert_subscribers_texts\`;`)
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
  	\`toll_roads_id\` integer,
  	\`rest_areas_id\` integer,
  	\`press_releases_id\` integer,
  	\`documents_id\` integer,
  	\`media_id\` integer,
  	\`components_id\` integer,
  	\`settings_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	\`contact_messages_id\` integer,
  	\`alert_subscribers_id\` integer,
  	\`alert_deliveries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`business_lines_id\`) REFERENCES \`business_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`csr_posts_id\`) REFERENCES \`csr_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`toll_roads_id\`) REFERENCES \`toll_roads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rest_areas_id\`) REFERENCES \`rest_areas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`press_releases_id\`) REFERENCES \`press_releases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`components_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`settings_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_subscribers_id\`) REFERENCES \`alert_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_deliveries_id\`) REFERENCES \`alert_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "people_id", "business_lines_id", "csr_posts_id", "toll_roads_id", "rest_areas_id", "press_releases_id", "documents_id", "media_id", "components_id", "settings_id", "redirects_id", "users_id", "contact_messages_id", "alert_subscribers_id", "alert_deliveries_id") SELECT "id", "order", "parent_id", "path", "pages_id", "people_id", "business_lines_id", "csr_posts_id", "toll_roads_id", "rest_areas_id", "press_releases_id", "documents_id", "media_id", "components_id", "settings_id", "redirects_id", "users_id", "contact_messages_id", "alert_subscribers_id", "alert_deliveries_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_toll_roads_id_idx\` ON \`payload_locked_documents_rels\` (\`toll_roads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rest_areas_id_idx\` ON \`payload_locked_documents_rels\` (\`rest_areas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_releases_id_idx\` ON \`payload_locked_documents_rels\` (\`press_releases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_components_id_idx\` ON \`payload_locked_documents_rels\` (\`components_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_deliveries_id\`);`)
  await db.run(sql`ALTER TABLE \`press_releases\` DROP COLUMN \`publish_at\`;`)
  await db.run(sql`ALTER TABLE \`_press_releases_v\` DROP COLUMN \`version_publish_at\`;`)
}
