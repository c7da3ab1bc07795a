import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Site search keeps each word's stems beside the words (src/search/stem): two more columns of the
 * index rows and of the FTS5 index. An FTS5 table takes no new columns, so it is created again with
 * its triggers; the rows are emptied first (an external-content index must never be told to delete
 * what it did not hold), and `migrate` then rebuilds the index from the collections, as the index
 * format changed too (src/search/rebuild.ts).
 */
const TRIGGERS = ['search_documents_ai', 'search_documents_ad', 'search_documents_au']

async function recreate(db: MigrateUpArgs['db'], columns: string[]) {
  for (const trigger of TRIGGERS) await db.run(sql.raw(`DROP TRIGGER IF EXISTS \`${trigger}\``))
  await db.run(sql`DROP TABLE IF EXISTS \`search_fts\``)
  await db.run(sql`DELETE FROM \`search_documents\``)
  await db.run(sql`DELETE FROM \`search_terms\``)
  await db.run(sql`DELETE FROM \`search_meta\` WHERE \`key\` = 'signature'`)
  const list = columns.join(', ')
  const news = columns.map((c) => `new.${c}`).join(', ')
  const olds = columns.map((c) => `old.${c}`).join(', ')
  await db.run(
    sql.raw(`CREATE VIRTUAL TABLE \`search_fts\` USING fts5(
    ${list},
    content='search_documents', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', prefix='2 3'
  );`),
  )
  await db.run(
    sql.raw(`CREATE TRIGGER \`search_documents_ai\` AFTER INSERT ON \`search_documents\` BEGIN
    INSERT INTO search_fts (rowid, ${list}) VALUES (new.id, ${news});
  END;`),
  )
  await db.run(
    sql.raw(`CREATE TRIGGER \`search_documents_ad\` AFTER DELETE ON \`search_documents\` BEGIN
    INSERT INTO search_fts (search_fts, rowid, ${list}) VALUES ('delete', old.id, ${olds});
  END;`),
  )
  await db.run(
    sql.raw(`CREATE TRIGGER \`search_documents_au\` AFTER UPDATE ON \`search_documents\` BEGIN
    INSERT INTO search_fts (search_fts, rowid, ${list}) VALUES ('delete', old.id, ${olds});
    INSERT INTO search_fts (rowid, ${list}) VALUES (new.id, ${news});
  END;`),
  )
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_documents\` ADD \`title_stems\` text DEFAULT '' NOT NULL`)
  await db.run(sql`ALTER TABLE \`search_documents\` ADD \`body_stems\` text DEFAULT '' NOT NULL`)
  await recreate(db, ['title_words', 'body_words', 'title_stems', 'body_stems'])
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await recreate(db, ['title_words', 'body_words'])
  await db.run(sql`ALTER TABLE \`search_documents\` DROP COLUMN \`body_stems\``)
  await db.run(sql`ALTER TABLE \`search_documents\` DROP COLUMN \`title_stems\``)
}
