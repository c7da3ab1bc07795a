import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_messages_id\` integer REFERENCES contact_messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alert_subscribers_id\` integer REFERENCES alert_subscribers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alert_deliveries_id\` integer REFERENCES alert_deliveries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_deliveries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`alert_subscribers_topics\`;`)
  await db.run(sql`DROP TABLE \`alert_subscribers\`;`)
  await db.run(sql`DROP TABLE \`alert_deliveries\`;`)
  await db.run(sql`DROP TABLE \`form_settings_contact_recipients\`;`)
  await db.run(sql`DROP TABLE \`form_settings\`;`)
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
