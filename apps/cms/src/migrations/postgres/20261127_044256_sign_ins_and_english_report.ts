import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'signIn';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'signInFailed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'signOut';
  ALTER TABLE "pages" ADD COLUMN "english_missing" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "version_english_missing" boolean;
  ALTER TABLE "people" ADD COLUMN "english_missing" boolean;
  ALTER TABLE "_people_v" ADD COLUMN "version_english_missing" boolean;
  ALTER TABLE "business_lines" ADD COLUMN "english_missing" boolean;
  ALTER TABLE "_business_lines_v" ADD COLUMN "version_english_missing" boolean;
  ALTER TABLE "csr_posts" ADD COLUMN "english_missing" boolean;
  ALTER TABLE "_csr_posts_v" ADD COLUMN "version_english_missing" boolean;
  ALTER TABLE "traffic_advisories" ADD COLUMN "english_missing" boolean;
  ALTER TABLE "_traffic_advisories_v" ADD COLUMN "version_english_missing" boolean;
  ALTER TABLE "press_releases" ADD COLUMN "english_missing" boolean;
  ALTER TABLE "_press_releases_v" ADD COLUMN "version_english_missing" boolean;
  ALTER TABLE "documents" ADD COLUMN "english_missing" boolean;
  ALTER TABLE "_documents_v" ADD COLUMN "version_english_missing" boolean;
  CREATE INDEX "pages_english_missing_idx" ON "pages" USING btree ("english_missing");
  CREATE INDEX "_pages_v_version_version_english_missing_idx" ON "_pages_v" USING btree ("version_english_missing");
  CREATE INDEX "people_english_missing_idx" ON "people" USING btree ("english_missing");
  CREATE INDEX "_people_v_version_version_english_missing_idx" ON "_people_v" USING btree ("version_english_missing");
  CREATE INDEX "business_lines_english_missing_idx" ON "business_lines" USING btree ("english_missing");
  CREATE INDEX "_business_lines_v_version_version_english_missing_idx" ON "_business_lines_v" USING btree ("version_english_missing");
  CREATE INDEX "csr_posts_english_missing_idx" ON "csr_posts" USING btree ("english_missing");
  CREATE INDEX "_csr_posts_v_version_version_english_missing_idx" ON "_csr_posts_v" USING btree ("version_english_missing");
  CREATE INDEX "traffic_advisories_english_missing_idx" ON "traffic_advisories" USING btree ("english_missing");
  CREATE INDEX "_traffic_advisories_v_version_version_english_missing_idx" ON "_traffic_advisories_v" USING btree ("version_english_missing");
  CREATE INDEX "press_releases_english_missing_idx" ON "press_releases" USING btree ("english_missing");
  CREATE INDEX "_press_releases_v_version_version_english_missing_idx" ON "_press_releases_v" USING btree ("version_english_missing");
  CREATE INDEX "documents_english_missing_idx" ON "documents" USING btree ("english_missing");
  CREATE INDEX "_documents_v_version_version_english_missing_idx" ON "_documents_v" USING btree ("version_english_missing");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('create', 'update', 'publish', 'unpublish', 'delete');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "pages_english_missing_idx";
  DROP INDEX "_pages_v_version_version_english_missing_idx";
  DROP INDEX "people_english_missing_idx";
  DROP INDEX "_people_v_version_version_english_missing_idx";
  DROP INDEX "business_lines_english_missing_idx";
  DROP INDEX "_business_lines_v_version_version_english_missing_idx";
  DROP INDEX "csr_posts_english_missing_idx";
  DROP INDEX "_csr_posts_v_version_version_english_missing_idx";
  DROP INDEX "traffic_advisories_english_missing_idx";
  DROP INDEX "_traffic_advisories_v_version_version_english_missing_idx";
  DROP INDEX "press_releases_english_missing_idx";
  DROP INDEX "_press_releases_v_version_version_english_missing_idx";
  DROP INDEX "documents_english_missing_idx";
  DROP INDEX "_documents_v_version_version_english_missing_idx";
  ALTER TABLE "pages" DROP COLUMN "english_missing";
  ALTER TABLE "_pages_v" DROP COLUMN "version_english_missing";
  ALTER TABLE "people" DROP COLUMN "english_missing";
  ALTER TABLE "_people_v" DROP COLUMN "version_english_missing";
  ALTER TABLE "business_lines" DROP COLUMN "english_missing";
  ALTER TABLE "_business_lines_v" DROP COLUMN "version_english_missing";
  ALTER TABLE "csr_posts" DROP COLUMN "english_missing";
  ALTER TABLE "_csr_posts_v" DROP COLUMN "version_english_missing";
  ALTER TABLE "traffic_advisories" DROP COLUMN "english_missing";
  ALTER TABLE "_traffic_advisories_v" DROP COLUMN "version_english_missing";
  ALTER TABLE "press_releases" DROP COLUMN "english_missing";
  ALTER TABLE "_press_releases_v" DROP COLUMN "version_english_missing";
  ALTER TABLE "documents" DROP COLUMN "english_missing";
  ALTER TABLE "_documents_v" DROP COLUMN "version_english_missing";`)
}
