import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_traffic_advisories_startsat_tz" AS ENUM('Asia/Jakarta');
  CREATE TYPE "public"."enum_traffic_advisories_endsat_tz" AS ENUM('Asia/Jakarta');
  CREATE TYPE "public"."enum__traffic_advisories_v_version_startsat_tz" AS ENUM('Asia/Jakarta');
  CREATE TYPE "public"."enum__traffic_advisories_v_version_endsat_tz" AS ENUM('Asia/Jakarta');
  ALTER TABLE "traffic_advisories" ADD COLUMN "startsat_tz" "enum_traffic_advisories_startsat_tz" DEFAULT 'Asia/Jakarta';
  ALTER TABLE "traffic_advisories" ADD COLUMN "endsat_tz" "enum_traffic_advisories_endsat_tz" DEFAULT 'Asia/Jakarta';
  ALTER TABLE "_traffic_advisories_v" ADD COLUMN "version_startsat_tz" "enum__traffic_advisories_v_version_startsat_tz" DEFAULT 'Asia/Jakarta';
  ALTER TABLE "_traffic_advisories_v" ADD COLUMN "version_endsat_tz" "enum__traffic_advisories_v_version_endsat_tz" DEFAULT 'Asia/Jakarta';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "traffic_advisories" DROP COLUMN "startsat_tz";
  ALTER TABLE "traffic_advisories" DROP COLUMN "endsat_tz";
  ALTER TABLE "_traffic_advisories_v" DROP COLUMN "version_startsat_tz";
  ALTER TABLE "_traffic_advisories_v" DROP COLUMN "version_endsat_tz";
  DROP TYPE "public"."enum_traffic_advisories_startsat_tz";
  DROP TYPE "public"."enum_traffic_advisories_endsat_tz";
  DROP TYPE "public"."enum__traffic_advisories_v_version_startsat_tz";
  DROP TYPE "public"."enum__traffic_advisories_v_version_endsat_tz";`)
}
