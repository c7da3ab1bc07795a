import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`content_findings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`is_global\` integer DEFAULT false,
  	\`item_id\` text,
  	\`item_title\` text NOT NULL,
  	\`field\` text,
  	\`target\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`content_findings_key_idx\` ON \`content_findings\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`content_findings_kind_idx\` ON \`content_findings\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`content_findings_updated_at_idx\` ON \`content_findings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`content_findings_created_at_idx\` ON \`content_findings\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`content_findings_id\` integer REFERENCES content_findings(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_content_findings_id_idx\` ON \`payload_locked_documents_rels\` (\`content_findings_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`content_findings\`;`)
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
  	\`traffic_advisories_id\` integer,
  	\`press_releases_id\` integer,
  	\`documents_id\` integer,
  	\`media_id\` integer,
  	\`components_id\` integer,
  	\`settings_id\` integer,
  	\`redirects_id\` integer,
  	\`search_synonyms_id\` integer,
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
  	FOREIGN KEY (\`traffic_advisories_id\`) REFERENCES \`traffic_advisories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`press_releases_id\`) REFERENCES \`press_releases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`components_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`settings_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_synonyms_id\`) REFERENCES \`search_synonyms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_subscribers_id\`) REFERENCES \`alert_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_deliveries_id\`) REFERENCES \`alert_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "people_id", "business_lines_id", "csr_posts_id", "toll_roads_id", "rest_areas_id", "traffic_advisories_id", "press_releases_id", "documents_id", "media_id", "components_id", "settings_id", "redirects_id", "search_synonyms_id", "users_id", "contact_messages_id", "alert_subscribers_id", "alert_deliveries_id") SELECT "id", "order", "parent_id", "path", "pages_id", "people_id", "business_lines_id", "csr_posts_id", "toll_roads_id", "rest_areas_id", "traffic_advisories_id", "press_releases_id", "documents_id", "media_id", "components_id", "settings_id", "redirects_id", "search_synonyms_id", "users_id", "contact_messages_id", "alert_subscribers_id", "alert_deliveries_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_traffic_advisories_id_idx\` ON \`payload_locked_documents_rels\` (\`traffic_advisories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_releases_id_idx\` ON \`payload_locked_documents_rels\` (\`press_releases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_components_id_idx\` ON \`payload_locked_documents_rels\` (\`components_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_synonyms_id_idx\` ON \`payload_locked_documents_rels\` (\`search_synonyms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_deliveries_id\`);`)
}
