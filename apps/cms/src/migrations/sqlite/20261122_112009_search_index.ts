import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Site search (src/search): the index rows, an FTS5 index over their folded words kept in step by
 * triggers (external content), the vocabulary per language with an FTS5 trigram index for typo
 * candidates, and the index's own settings. Rows are written by the search hooks; `migrate` then
 * builds the index from the collections (src/search/rebuild.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_documents\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`source\` text NOT NULL,
    \`doc_id\` text NOT NULL,
    \`part\` text DEFAULT '' NOT NULL,
    \`locale\` text NOT NULL,
    \`lang\` text NOT NULL,
    \`type\` text NOT NULL,
    \`title\` text NOT NULL,
    \`body\` text NOT NULL,
    \`summary\` text NOT NULL,
    \`target\` text NOT NULL,
    \`title_words\` text NOT NULL,
    \`body_words\` text NOT NULL
  );`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`search_documents_key_idx\` ON \`search_documents\` (\`source\`, \`doc_id\`, \`part\`, \`locale\`);`,
  )
  await db.run(sql`CREATE INDEX \`search_documents_locale_type_idx\` ON \`search_documents\` (\`locale\`, \`type\`);`)
  await db.run(sql`CREATE VIRTUAL TABLE \`search_fts\` USING fts5(
    title_words, body_words,
    content='search_documents', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', prefix='2 3'
  );`)
  await db.run(sql`CREATE TRIGGER \`search_documents_ai\` AFTER INSERT ON \`search_documents\` BEGIN
    INSERT INTO search_fts (rowid, title_words, body_words) VALUES (new.id, new.title_words, new.body_words);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_documents_ad\` AFTER DELETE ON \`search_documents\` BEGIN
    INSERT INTO search_fts (search_fts, rowid, title_words, body_words)
      VALUES ('delete', old.id, old.title_words, old.body_words);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_documents_au\` AFTER UPDATE ON \`search_documents\` BEGIN
    INSERT INTO search_fts (search_fts, rowid, title_words, body_words)
      VALUES ('delete', old.id, old.title_words, old.body_words);
    INSERT INTO search_fts (rowid, title_words, body_words) VALUES (new.id, new.title_words, new.body_words);
  END;`)
  await db.run(sql`CREATE TABLE \`search_terms\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`locale\` text NOT NULL,
    \`word\` text NOT NULL,
    \`hits\` integer NOT NULL
  );`)
  await db.run(sql`CREATE UNIQUE INDEX \`search_terms_word_idx\` ON \`search_terms\` (\`locale\`, \`word\`);`)
  await db.run(sql`CREATE VIRTUAL TABLE \`search_terms_trigram\` USING fts5(
    word, content='search_terms', content_rowid='id', tokenize='trigram'
  );`)
  await db.run(sql`CREATE TRIGGER \`search_terms_ai\` AFTER INSERT ON \`search_terms\` BEGIN
    INSERT INTO search_terms_trigram (rowid, word) VALUES (new.id, new.word);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_terms_ad\` AFTER DELETE ON \`search_terms\` BEGIN
    INSERT INTO search_terms_trigram (search_terms_trigram, rowid, word) VALUES ('delete', old.id, old.word);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_terms_au\` AFTER UPDATE OF \`word\` ON \`search_terms\` BEGIN
    INSERT INTO search_terms_trigram (search_terms_trigram, rowid, word) VALUES ('delete', old.id, old.word);
    INSERT INTO search_terms_trigram (rowid, word) VALUES (new.id, new.word);
  END;`)
  await db.run(sql`CREATE TABLE \`search_meta\` (\`key\` text PRIMARY KEY NOT NULL, \`value\` text NOT NULL);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of [
    'DROP TABLE IF EXISTS `search_meta`',
    'DROP TRIGGER IF EXISTS `search_terms_au`',
    'DROP TRIGGER IF EXISTS `search_terms_ad`',
    'DROP TRIGGER IF EXISTS `search_terms_ai`',
    'DROP TABLE IF EXISTS `search_terms_trigram`',
    'DROP TABLE IF EXISTS `search_terms`',
    'DROP TRIGGER IF EXISTS `search_documents_au`',
    'DROP TRIGGER IF EXISTS `search_documents_ad`',
    'DROP TRIGGER IF EXISTS `search_documents_ai`',
    'DROP TABLE IF EXISTS `search_fts`',
    'DROP TABLE IF EXISTS `search_documents`',
  ]) {
    await db.run(sql.raw(statement))
  }
}
