import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every path the newcomer's documents (README.md, docs/*.md) name exists, so a renamed or removed file
 * fails here instead of in a reader's hands.
 *
 * What is taken for a path:
 * - the target of a markdown link `[text](target)` that is not a URL (`https:`, `mailto:`, …): resolved
 *   from the document's folder; a `#anchor` on it must be a heading of the markdown file it names (of
 *   the document itself for `(#anchor)`), as GitHub spells heading anchors;
 * - an inline code span that is one word of path characters and either starts with a top-level entry of
 *   the repository (`apps/…`, `scripts/lib/edge.mjs`, `deploy/nginx/`, `.env.example`) or has the shape
 *   of a file path (folders and a name with an extension, `tools/x.mjs`: so a path under a top-level
 *   folder that is gone is caught too): resolved from the repository root; a trailing `/` must be a folder.
 * Deliberately ignored: code spans with a space (commands such as `npm run bench`, `GET /v1/search`),
 * site and API paths (`/id/…`, `/v1`), package names (`@jtt/server`), names without a `/` that are no
 * top-level entry (environment variables, npm scripts, `route.ts`), MIME types (`text/x-component`: no
 * extension), placeholders and globs (`<Name>`, `{slug}`, `*`, `…`, `$CMS_DATA_DIR`), what a build or a
 * run writes and git ignores (`.next`, `dist`, `.tmp`, `node_modules`, `backups`, `test-results`), fenced
 * code blocks (shell examples), and targets outside the repository (`../shared/spec/…`, the
 * specification beside the checkout).
 */
const root = path.resolve(import.meta.dirname, '../..')

/** Folders a build, a test run or `npm start` writes: named in the docs, absent from a fresh clone. */
const GENERATED = new Set(['.git', '.next', '.tmp', 'backups', 'data', 'dist', 'node_modules', 'test-results'])
const README_MAX_LINES = 150

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const topLevel = new Set(fs.readdirSync(root).filter((name) => !GENERATED.has(name)))

/** One word of path characters: letters, digits, `._-@`, Next's `(group)` and `[param]` folders. */
const PATH_WORD = /^[\w.@()[\]-]+(\/[\w.@()[\]-]+)*\/?$/
/** Folders, then a file name with an extension. */
const FILE_SHAPE = /^[^/@.][^/]*(\/[^/]+)*\/[^/]+\.[A-Za-z]{1,5}$/

/** Is this inline code span a repository path (see the rules above)? */
function isRepositoryPath(span: string): boolean {
  if (!PATH_WORD.test(span)) return false
  const segments = span.split('/').filter(Boolean)
  if (segments.some((segment) => GENERATED.has(segment))) return false
  return topLevel.has(segments[0]!) || FILE_SHAPE.test(span)
}

/** A markdown text without its fenced code blocks. */
const withoutFences = (text: string) => text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
const INLINE_CODE = /`([^`\n]+)`/g
const LINK_TARGET = /\]\(([^)\s]+)\)/g

/** The anchors GitHub gives a markdown file's headings: lower case, punctuation dropped, spaces → `-`. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const [, heading] of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

const insideRoot = (file: string) => !path.relative(root, file).startsWith('..')

/** What a document names that is not there, each with why (an empty list when all is well). */
function brokenReferences(doc: string): string[] {
  const text = withoutFences(read(doc))
  const broken: string[] = []
  for (const [, span] of text.matchAll(INLINE_CODE)) {
    if (!isRepositoryPath(span!)) continue
    // With a trailing `/`, a file is no match either (ENOTDIR).
    if (!fs.existsSync(path.join(root, span!))) broken.push(`\`${span}\`: no such path`)
  }
  // Link text may hold code spans (`[`.env.example`](.env.example)`): take the links without them.
  for (const [, target] of text.replace(INLINE_CODE, '').matchAll(LINK_TARGET)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue // a URL
    const [where = '', anchor] = target!.split('#')
    const file = where ? path.resolve(path.dirname(path.join(root, doc)), decodeURI(where)) : path.join(root, doc)
    if (!insideRoot(file)) continue
    if (!fs.existsSync(file)) broken.push(`(${target}): no such path`)
    else if (anchor !== undefined && file.endsWith('.md') && !anchorsOf(fs.readFileSync(file, 'utf8')).has(anchor))
      broken.push(`(${target}): no heading with that anchor`)
  }
  return broken
}

const documents = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
]

describe('the README and docs/', () => {
  it.each(documents)('%s names only paths and anchors that exist', (doc) => {
    expect(brokenReferences(doc)).toEqual([])
  })

  it(`the README fits on a screen or two (at most ${README_MAX_LINES} lines)`, () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES)
  })

  it('takes for repository paths what the rules say, and nothing else', () => {
    const paths = ['apps/web/src/server.ts', 'scripts/lib/edge.mjs', 'deploy/nginx/', '.env.example', 'tools/x.mjs']
    const apps = ['apps/cms/src/app/(v1)/v1/', 'apps/web/src/app/[locale]/layout.tsx']
    const notPaths = [
      'npm run bench',
      'GET /v1/search',
      '/id/kebijakan-privasi',
      '@jtt/server/rate-limit',
      'REDIS_URL',
      'route.ts',
      'text/x-component',
      'apps/cms/src/collections/<Name>/index.ts',
      'apps/*/Dockerfile',
      '$CMS_DATA_DIR/media',
      'apps/web/.next/standalone',
      'dist/server.mjs',
      '.tmp/tools',
    ]
    expect([...paths, ...apps].filter((span) => !isRepositoryPath(span))).toEqual([])
    expect(notPaths.filter(isRepositoryPath)).toEqual([])
  })

  it('finds the paths and links a document names, and reports those that are missing', () => {
    const readme = withoutFences(read('README.md'))
    expect([...readme.matchAll(INLINE_CODE)].filter(([, span]) => isRepositoryPath(span!)).length).toBeGreaterThan(10)
    expect([...readme.replace(INLINE_CODE, '').matchAll(LINK_TARGET)].length).toBeGreaterThan(5)
    expect(
      anchorsOf('# The web site (`apps/web`)\n## Forms, email alerts and email\n## Forms, email alerts and email'),
    ).toEqual(new Set(['the-web-site-appsweb', 'forms-email-alerts-and-email', 'forms-email-alerts-and-email-1']))
  })
})
