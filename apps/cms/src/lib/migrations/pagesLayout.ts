/**
 * Data moves of the migration that turned a page's rich-text `content` into a `layout` of blocks
 * (`about_us`): up, each language's content becomes that language's first rich-text block, in the
 * pages and in every stored version (drafts included); down, the rich-text and image-and-text blocks
 * of a language are joined back into one document. Table and column names are Payload's.
 */
type Dialect = 'sqlite' | 'postgres'

/** A 24-hex-digit block id like the ones Payload gives new blocks. */
const blockId = (dialect: Dialect) =>
  dialect === 'sqlite' ? 'lower(hex(randomblob(12)))' : 'substr(md5(random()::text || clock_timestamp()::text), 1, 24)'

const isStored = (column: string, dialect: Dialect) =>
  dialect === 'sqlite'
    ? `${column} IS NOT NULL AND ${column} <> 'null'`
    : `${column} IS NOT NULL AND ${column} <> 'null'::jsonb`

/** Statements that copy every page's and every version's content into a rich-text block. */
export const contentToBlocks = (dialect: Dialect): string[] => [
  `INSERT INTO pages_blocks_rich_text (_order, _parent_id, _path, _locale, id, content)
   SELECT 1, _parent_id, 'layout', _locale, ${blockId(dialect)}, content
   FROM pages_locales WHERE ${isStored('content', dialect)}`,
  `INSERT INTO _pages_v_blocks_rich_text (_order, _parent_id, _path, _locale, _uuid, content)
   SELECT 1, _parent_id, 'version.layout', _locale, ${blockId(dialect)}, version_content
   FROM _pages_v_locales WHERE ${isStored('version_content', dialect)}`,
]

/** The rich text of the blocks of one parent and language, in block order (for the way down). */
export const blockContentQuery = (table: 'pages' | '_pages_v') => `
  SELECT _parent_id AS parent, _locale AS locale, _order AS position, content FROM ${table}_blocks_rich_text
  UNION ALL
  SELECT _parent_id, _locale, _order, content FROM ${table}_blocks_image_text
  ORDER BY parent, locale, position`

/** A row of `blockContentQuery`, as the adapter answers it (untyped). */
type Row = { parent?: unknown; locale?: unknown; content?: unknown }
type LexicalRoot = { root: { children: unknown[] } & Record<string, unknown> }

const parse = (value: unknown): LexicalRoot | null => {
  const doc = typeof value === 'string' ? (JSON.parse(value) as unknown) : value
  return doc && typeof doc === 'object' && 'root' in doc ? (doc as LexicalRoot) : null
}

/** One Lexical document per parent and language: the blocks' paragraphs one after the other. */
export function joinBlockContent(rows: unknown[]): { parent: number; locale: string; content: LexicalRoot }[] {
  const joined = new Map<string, { parent: number; locale: string; content: LexicalRoot }>()
  for (const row of rows as Row[]) {
    const doc = parse(row.content)
    if (!doc || typeof row.locale !== 'string') continue
    const key = `${row.parent}:${row.locale}`
    const entry = joined.get(key)
    if (entry) entry.content.root.children.push(...doc.root.children)
    else joined.set(key, { parent: Number(row.parent), locale: row.locale, content: doc })
  }
  return [...joined.values()]
}
