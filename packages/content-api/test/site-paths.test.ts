import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { ROUTES, type RouteId } from '../src/routes'

/**
 * Site paths are built from the route registry (`sitePath`, a route id, or in the web an internal
 * pathname typed as AppPathname), never written by hand: renaming a localized path in the registry
 * then moves every link, search target, email and test with it.
 *
 * How hand-written paths are found: every string literal and template literal (its text with each
 * `${…}` written as `${}`) in the tracked .ts/.tsx/.mjs/.js files of apps/{web,cms}/{src,test},
 * packages/{…}/{src,test} and scripts/ is parsed with TypeScript (comments are no literals, so prose may
 * name paths). The registered paths are each route's Indonesian and English path and its internal
 * pathname, up to the first parameter. A literal is a site path when it contains one of them followed
 * by its end, `/`, `?`, `#` or another character that is no part of a segment, and preceded by a
 * language prefix (`/id`, `/en`, or `/${}`, a language from an expression) — or, for paths of two
 * segments or more, also at the literal's start or after a character that is no part of a path. So
 * `/id/hubungi-kami`, `${SITE}/en/investor-relations/email-alert?token=` and `/tentang-kami/csr/${id}`
 * are found; the Content API's `/v1/investor-relations` and `GET /investor-relations`, `/api/account`
 * and `investor-relations` (a slug) are not.
 *
 * Allowed:
 * - the registry itself (packages/content-api/src/routes.ts);
 * - in apps/web/src, a literal that is exactly an internal pathname: those are typed AppPathname and
 *   checked by the compiler against the registry (a renamed `page` does not compile), and renaming a
 *   localized path leaves them as they are;
 * - ALLOWED_FILES below: unit tests of path matching and checking that need literal input.
 */
const ALLOWED_FILES: Record<string, string> = {
  'packages/content-api/src/routes.ts': 'the registry',
  // Matching a path to its route takes literal localized paths; each expectation names the spec's path.
  'apps/web/test/unit/routes.test.ts': 'path matching and the spec paths of §2, on purpose literal',
  'packages/content-api/test/site-paths.test.ts': 'this finder, whose own examples are literal',
  // Link and request-target checks: any path's shape will do, these happen to look like the site's.
  'packages/content-api/test/trickyPaths.ts': 'shapes of paths a link check accepts or refuses',
  'packages/server/test/guard.test.ts': 'shapes of request targets the front accepts or refuses',
}

const root = path.resolve(__dirname, '../../..')

const SOURCE_DIRS = /^(apps\/(web|cms)\/(src|test)|packages\/[^/]+\/(src|test)|scripts)\//
const SOURCE_FILES = /\.(ts|tsx|mjs|js)$/

const routes = Object.values(ROUTES) as (typeof ROUTES)[RouteId][]
const fixedPart = (p: string) => p.split('[')[0]!.replace(/\/$/, '')
const internalPathnames = new Set<string>(routes.map((route) => route.page))
const registered = [
  ...new Set(routes.flatMap((route) => [route.id, route.en, route.page].map(fixedPart)).filter((p) => p !== '')),
].sort((a, b) => b.length - a.length)

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const alternatives = (paths: string[]) => paths.map(escape).join('|')
const LOCALE_PREFIX = '/(?:id|en|\\$\\{\\})'
const END = '(?=$|[^\\w-])'
const multiSegment = registered.filter((p) => p.lastIndexOf('/') > 0)
const oneSegment = registered.filter((p) => p.lastIndexOf('/') === 0)
const SITE_PATH = [
  new RegExp(`(?:^|[^\\w/.:-]|${LOCALE_PREFIX})(?:${alternatives(multiSegment)})${END}`),
  new RegExp(`${LOCALE_PREFIX}(?:${alternatives(oneSegment)})${END}`),
]
const isSitePath = (text: string) => SITE_PATH.some((pattern) => pattern.test(text))

/**
 * A file can hold a site path only if its text (its escapes' backslashes dropped, as a regular
 * expression's path reads) names a segment of one: the others (about three in five) are not parsed.
 */
const SEGMENT = new RegExp(alternatives([...new Set(registered.flatMap((p) => p.split('/')).filter(Boolean))]))
const mayHoldSitePath = (text: string) => SEGMENT.test(text.replaceAll('\\', ''))

/** Every literal text of a source file: strings, and templates with each expression as `${}`. */
function literalsOf(file: string, text: string): { text: string; line: number }[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found: { text: string; line: number }[] = []
  const add = (node: ts.Node, literal: string) =>
    found.push({ text: literal, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 })
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node)) add(node, node.text)
    // A regular expression's path reads as the path once its escaped slashes are unescaped.
    if (ts.isRegularExpressionLiteral(node)) add(node, node.text.replace(/\\([/.?-])/g, '$1'))
    if (ts.isTemplateExpression(node)) {
      add(node, node.head.text + node.templateSpans.map((span) => '${}' + span.literal.text).join(''))
    }
    node.forEachChild(visit)
  }
  visit(source)
  return found
}

const trackedSources = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => SOURCE_DIRS.test(file) && SOURCE_FILES.test(file) && fs.existsSync(path.join(root, file)))

describe('site paths', () => {
  it('the finder recognizes hand-written paths and leaves other strings alone', () => {
    for (const text of [
      '/id/tentang-kami/profil/direksi',
      '/en/investor-relations/email-alert?token=x',
      '/about-us/profile/board-of-directors#a',
      'https://www.example.test/id/hubungi-kami',
      '${}/en/investor-relations?year=2020',
      '/${}/hubungi-kami',
      '/id/hubungan-investor/rups',
      '/tentang-kami/csr/${}',
    ]) {
      expect([text, isSitePath(text)]).toEqual([text, true])
    }
    for (const text of [
      'investor-relations',
      '/v1/investor-relations',
      'GET /investor-relations?locale=de',
      '/api/account',
      '/id',
      '/en/x',
      'rups',
    ]) {
      expect([text, isSitePath(text)]).toEqual([text, false])
    }
    // The prefilter keeps every file that could hold one, a regular expression's escaped path included.
    expect(mayHoldSitePath('const re = /\\/id\\/hubungi\\-kami/')).toBe(true)
    expect(mayHoldSitePath('fetch(`${api}/v1/menu`)')).toBe(false)
  })

  // It parses every tracked source file (about 1,200): half a second alone, several beside the builds
  // (`npm test` runs the unit suite beside them), more than the default 5 s once on a loaded machine.
  it('are built from the route registry everywhere else', { timeout: 30_000 }, () => {
    const files = trackedSources()
    expect(files.length).toBeGreaterThan(300)
    const handWritten: string[] = []
    for (const file of files) {
      if (ALLOWED_FILES[file]) continue
      const typedPathnames = file.startsWith('apps/web/src/')
      const text = fs.readFileSync(path.join(root, file), 'utf8')
      if (!mayHoldSitePath(text)) continue
      for (const literal of literalsOf(file, text)) {
        if (typedPathnames && internalPathnames.has(literal.text)) continue
        if (isSitePath(literal.text)) handWritten.push(`${file}:${literal.line} ${literal.text}`)
      }
    }
    expect(handWritten).toEqual([])
  })
})
