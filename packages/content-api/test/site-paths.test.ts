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
 * How hand-written paths are found: every string and template literal (each text part of a
 * template) in the tracked .ts/.tsx/.mjs/.js files of apps/{web,cms}/{src,test}, packages/{…}/{src,test}
 * and scripts/ is parsed with TypeScript (comments are not literals, so prose may name paths). A
 * literal is a site path when it contains a registered path's fixed part — each route's Indonesian
 * and English path up to its first parameter, and its internal pathname — at the start of the
 * literal, after a character that is no part of a path, or after `/id` or `/en`, and followed by the
 * end, `/`, `?`, `#` or another character that is no part of a segment (so `/v1/investor-relations`
 * and `/api/account` are not, `/en/investor-relations/email-alert?x` and `/rups` after a template
 * expression are).
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
const SITE_PATH = new RegExp(`(?:^|[^\\w/.:-]|/(?:id|en))(${registered.map(escape).join('|')})(?=$|[^\\w-])`)

/** Every literal text of a source file: strings, templates without expressions, each part of a template. */
function literalsOf(file: string, text: string): { text: string; line: number }[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found: { text: string; line: number }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 })
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
    const flagged = (text: string) => SITE_PATH.test(text)
    for (const text of [
      '/id/tentang-kami/profil/direksi',
      '/en/investor-relations/email-alert?token=x',
      '/about-us/profile/board-of-directors#a',
      `https://www.example.test/id/hubungi-kami`,
      '/hubungan-investor/rups',
      '/layanan/rest-area/26',
    ]) {
      expect([text, flagged(text)]).toEqual([text, true])
    }
    for (const text of ['investor-relations', '/v1/investor-relations', '/api/account', '/id', '/en/x', 'rups']) {
      expect([text, flagged(text)]).toEqual([text, false])
    }
  })

  it('are built from the route registry everywhere else', () => {
    const files = trackedSources()
    expect(files.length).toBeGreaterThan(300)
    const handWritten: string[] = []
    for (const file of files) {
      if (ALLOWED_FILES[file]) continue
      const typedPathnames = file.startsWith('apps/web/src/')
      for (const literal of literalsOf(file, fs.readFileSync(path.join(root, file), 'utf8'))) {
        if (typedPathnames && internalPathnames.has(literal.text)) continue
        if (SITE_PATH.test(literal.text)) handWritten.push(`${file}:${literal.line} ${literal.text}`)
      }
    }
    expect(handWritten).toEqual([])
  })
})
