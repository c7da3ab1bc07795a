import fs from 'node:fs'
import { isBuiltin } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// A script that installs the npm dependencies (ensureDependencies) can only do so once it runs, and it
// runs only after every module of its static import graph has loaded: one `import … from 'lighthouse'`
// anywhere in that graph stops a fresh clone before anything is installed ("Cannot find package").
// Packages are therefore imported with `await import()` where they are used (bundle.mjs, artifact.mjs,
// bench-lighthouse.mjs); this test walks each such script's static graph and finds any that is not.
//
// How: each module is parsed by TypeScript (a real parser, so strings and comments that look like
// imports are not mistaken for them). Static imports are the top-level `import … from 'x'`, `import 'x'`
// and `export … from 'x'` statements; `import('x')` expressions are dynamic (evaluated when reached) and
// JSDoc `import('x')` types are not code, so neither is followed. Relative specifiers are followed to
// their file; `node:` and other built-in modules are allowed; anything else is a package.

const scriptsDir = path.resolve(import.meta.dirname, '..')

function staticSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  )
}

/** Every module the entry loads before its first line runs, and the packages among their imports. */
function staticGraph(entry: string) {
  const modules = new Set<string>()
  const packages: string[] = []
  const visit = (file: string) => {
    if (modules.has(file)) return
    modules.add(file)
    for (const specifier of staticSpecifiers(file)) {
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier))
      else if (!isBuiltin(specifier)) packages.push(`${path.relative(scriptsDir, file)} imports '${specifier}'`)
    }
  }
  visit(entry)
  return { modules: [...modules], packages }
}

/** A call, not ensure.mjs's own definition (`function ensureDependencies()`). */
const callsEnsureDependencies = (file: string) =>
  /(?<!function )\bensureDependencies\(\)/.test(fs.readFileSync(file, 'utf8'))

// The entry scripts (what `npm run …` starts) whose graph installs the dependencies when it runs, and
// scripts/run.mjs, which starts them all on whatever Node the machine has.
const entries = fs
  .readdirSync(scriptsDir)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => path.join(scriptsDir, name))
  .filter((file) => path.basename(file) === 'run.mjs' || staticGraph(file).modules.some(callsEnsureDependencies))

describe('scripts that install the dependencies', () => {
  it('include start, test and bench, and the launcher', () => {
    const names = entries.map((file) => path.basename(file))
    expect(names).toEqual(expect.arrayContaining(['run.mjs', 'start.mjs', 'test.mjs', 'bench.mjs']))
  })

  it.each(entries.map((file) => [path.basename(file), file]))(
    '%s loads no package before it has installed them',
    (_name, file) => {
      expect(staticGraph(file).packages).toEqual([])
    },
  )

  it('the walk finds a package import behind a relative one, and only static ones', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-imports-'))
    try {
      fs.writeFileSync(path.join(dir, 'entry.mjs'), "import './lib.mjs'\nimport fs from 'node:fs'\nimport 'path'\n")
      fs.writeFileSync(
        path.join(dir, 'lib.mjs'),
        "// import x from 'commented'\nexport { a } from 'lighthouse'\nconst later = () => import('esbuild')\n" +
          "/** @type {import('vitest').Mock} */\nconst s = \"import y from 'in-a-string'\"\n",
      )
      expect(staticGraph(path.join(dir, 'entry.mjs')).packages).toEqual([
        `${path.relative(scriptsDir, path.join(dir, 'lib.mjs'))} imports 'lighthouse'`,
      ])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
