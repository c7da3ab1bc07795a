import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`traffic_advisories\` ADD \`startsat_tz\` text DEFAULT 'Asia/Jakarta';`)
  await db.run(sql`ALTER TABLE \`traffic_advisories\` ADD \`endsat_tz\` text DEFAULT 'Asia/Jakarta';`)
  await db.run(sql`ALTER TABLE \`_traffic_advisories_v\` ADD \`version_startsat_tz\` text DEFAULT 'Asia/Jakarta';`)
  await db.run(sql`ALTER TABLE \`_traffic_advisories_v\` ADD \`version_endsat_tz\` text DEFAULT 'Asia/Jakarta';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`traffic_advisories\` DROP COLUMN \`startsat_tz\`;`)
  await db.run(sql`ALTER TABLE \`traffic_advisories\` DROP COLUMN \`endsat_tz\`;`)
  await db.run(sql`ALTER TABLE \`_traffic_advisories_v\` DROP COLUMN \`version_startsat_tz\`;`)
  await db.run(sql`ALTER TABLE \`_traffic_advisories_v\` DROP COLUMN \`version_endsat_tz\`;`)
}
