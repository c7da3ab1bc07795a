import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cmsVariables } from '../../apps/cms/src/lib/env'
import { webVariables } from '../../apps/web/src/env'

/**
 * `.env.example` lists every environment variable something here reads — the apps, the packages, the
 * scripts and the test harnesses, compose.yaml, the Dockerfiles, the edge's templates — and nothing
 * else: a setting added without its line, or a line left behind by a removed setting, fails here.
 */
const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

/** Read by the code, yet nobody sets them: the process's own plumbing. */
const NOT_SETTINGS: Record<string, string> = {
  PATH: "the shell's search path (scripts/run.mjs puts Node 24 in front)",
  E2E_API_URL: "the browser suite's global set-up tells its tests where the stack it started is",
  E2E_CMS_URL: 'the same',
  E2E_ADMIN: 'the same',
  E2E_MAIL_URL: 'the same',
  E2E_CMS_DATA_DIR: 'the same',
  E2E_CAPTCHA_URL: 'the same',
  E2E_WEB_ENV: 'the same',
  E2E_SEEDED: "npm test hands the browser suite's global set-up the database it made (scripts/lib/e2e-stack.mjs)",
  E2E_PRODUCTION_SEEDED:
    'npm test hands the production run its seeded PostgreSQL cluster (scripts/lib/e2e-production.mjs)',
  INTEGRATION_CMS_LOG: "npm test tells an integration suite's global set-up where to leave its CMS's log",
  JTT_BUILD_CACHE: "scripts/lib/build.mjs tells `next build` (the apps' next.config) to keep no Turbopack cache",
  __NEXT_PRIVATE_STANDALONE_CONFIG:
    "set by the apps' entries for Next.js (@jtt/server's next-config.ts), as Next's standalone server does",
}

const CODE_DIRS = ['apps/cms/src', 'apps/web/src', 'apps/cms/test', 'apps/web/test', 'scripts']
const CODE_FILE = /\.(ts|tsx|mjs|cjs|js)$/
const THIS_FILE = path.relative(root, import.meta.filename)

function codeFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(file)
      // This file's examples of what it finds are not reads.
      return CODE_FILE.test(entry.name) && file !== THIS_FILE ? [file] : []
    })
  const packages = fs.readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}/src`)
  // The apps' own root files: next.config.ts, cache-handler.mjs, playwright.config.ts.
  const appRoots = ['apps/cms', 'apps/web'].flatMap((app) =>
    fs.readdirSync(path.join(root, app)).flatMap((name) => (CODE_FILE.test(name) ? [`${app}/${name}`] : [])),
  )
  return [...CODE_DIRS, ...packages].flatMap(walk).concat(appRoots)
}

const NAME = '[A-Z_][A-Z0-9_]*'
const each = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]!)

/** Variables a source file reads: `process.env.X`, `process.env['X']`, `{ X } = process.env`, `env.X` of `env = process.env`. */
function variablesInCode(source: string): string[] {
  const names = [
    ...each(source, new RegExp(`process\\.env\\??\\.(${NAME})`, 'g')),
    ...each(source, new RegExp(`process\\.env\\[\\s*['"\`](${NAME})['"\`]\\s*\\]`, 'g')),
  ]
  for (const [, list] of source.matchAll(/\{([^{}]*)\}\s*=\s*process\.env\b/g))
    names.push(...each(list!, new RegExp(`(?:^|,)\\s*(${NAME})\\s*(?=[:=,]|$)`, 'g')))
  for (const [, alias] of source.matchAll(/(?:const|let|var)\s+(\w+)\s*=\s*process\.env\s*(?:;|\n)/g))
    names.push(...each(source, new RegExp(`(?<![\\w.$])${alias}\\??\\.(${NAME})\\b`, 'g')))
  return names
}

/** `${X}`, `${X:-default}`, `${X:?message}` in compose.yaml (and envsubst-style templates). */
const variablesInTemplate = (text: string) => each(text, new RegExp(`\\$\\{(${NAME})(?:[:?+-][^}]*)?\\}`, 'g'))

/** `ENV A=1 B=2 \` (continued lines too) and `ARG A[=1]` in a Dockerfile. */
function variablesInDockerfile(text: string): string[] {
  const instructions = text.replace(/\\\n/g, ' ').split('\n')
  return instructions.flatMap((line) => {
    const match = /^\s*(ENV|ARG)\s+(.*)$/.exec(line)
    if (!match) return []
    return each(match[2]!, new RegExp(`(?:^|\\s)(${NAME})(?==|\\s|$)`, 'g'))
  })
}

type Documented = { name: string; value: string; comment: string; commentedOut: boolean }

/**
 * `.env.example`'s variables: `NAME=default` lines, and `# NAME=value` for those set by the tools rather
 * than by hand. Each keeps the comment above it, where `read by …` marks one only another program reads.
 */
function documentedVariables(text: string): Documented[] {
  const documented: Documented[] = []
  let comment = ''
  for (const line of text.split('\n')) {
    const match = new RegExp(`^(# )?(${NAME})=(.*)$`).exec(line)
    if (match) {
      documented.push({ name: match[2]!, value: match[3]!, comment, commentedOut: Boolean(match[1]) })
      comment = ''
    } else if (line.startsWith('#')) comment = comment ? `${comment}\n${line}` : line
    else comment = ''
  }
  return documented
}

/** Every variable something here reads or sets, with where. */
function usedVariables(): Map<string, string[]> {
  const used = new Map<string, string[]>()
  const note = (names: string[], where: string) => {
    for (const name of names) used.set(name, [...new Set([...(used.get(name) ?? []), where])])
  }
  for (const file of codeFiles()) note(variablesInCode(read(file)), file)
  note(Object.keys(webVariables.shape), 'apps/web/src/env.ts (schema)')
  note(Object.keys(cmsVariables.shape), 'apps/cms/src/lib/env.ts (schema)')
  note(variablesInTemplate(read('compose.yaml')), 'compose.yaml')
  for (const file of ['apps/web/Dockerfile', 'apps/cms/Dockerfile', 'deploy/nginx/Dockerfile'])
    note(variablesInDockerfile(read(file)), file)
  for (const name of fs.readdirSync(path.join(root, 'deploy/nginx')).filter((n) => n.endsWith('.template')))
    note(variablesInTemplate(read(`deploy/nginx/${name}`)), `deploy/nginx/${name}`)
  for (const name of Object.keys(NOT_SETTINGS)) used.delete(name)
  return used
}

describe('.env.example', () => {
  const documented = documentedVariables(read('.env.example'))
  const used = usedVariables()

  it('lists every variable the code, compose.yaml, the Dockerfiles and the templates read', () => {
    const names = new Set(documented.map((d) => d.name))
    const missing = [...used]
      .filter(([name]) => !names.has(name))
      .map(([name, where]) => `${name} (${where.join(', ')})`)
    expect(missing, 'add these to .env.example').toEqual([])
  })

  it('lists nothing that nothing reads, unless marked as read by another program', () => {
    const stale = documented.filter((d) => !used.has(d.name) && !/\bread by\b/i.test(d.comment)).map((d) => d.name)
    expect(stale, 'remove these from .env.example, or say which program reads them').toEqual([])
  })

  it('lists each variable once', () => {
    const names = documented.map((d) => d.name)
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
  })

  it('gives the defaults the apps’ schemas give', () => {
    const schemas = { ...webVariables.shape, ...cmsVariables.shape }
    const differing = documented.flatMap(({ name, value, commentedOut }) => {
      if (commentedOut || !(name in schemas)) return []
      const fallback: unknown = schemas[name as keyof typeof schemas].parse(undefined)
      // Defaults worked out from other settings (CMS_PUBLIC_URL from CMS_PORT) are the app's business.
      if (fallback === undefined) return []
      const expected = Array.isArray(fallback) ? fallback.join(',') : String(fallback)
      return expected === value ? [] : [`${name}: .env.example says "${value}", the schema "${expected}"`]
    })
    expect(differing).toEqual([])
  })

  it('describes every variable of the apps’ schemas', () => {
    const undescribed = Object.entries({ ...webVariables.shape, ...cmsVariables.shape })
      .filter(([, schema]) => !schema.description)
      .map(([name]) => name)
    expect(undescribed).toEqual([])
  })
})

describe('finding the variables', () => {
  it('in code: members, indexes, destructuring and an alias of process.env', () => {
    const source = [
      "const a = process.env.ALPHA ?? process.env['BETA']",
      'const { GAMMA, DELTA: delta, EPSILON = "x", ...rest } = process.env',
      'const env = process.env',
      'const z = env.ZETA || env?.ETA',
      'const other = { ...process.env, NOT_READ: "1" }',
    ].join('\n')
    expect(variablesInCode(source).sort()).toEqual(['ALPHA', 'BETA', 'DELTA', 'EPSILON', 'ETA', 'GAMMA', 'ZETA'])
  })

  it('in compose.yaml and the Dockerfiles', () => {
    expect(variablesInTemplate('a: ${A:?set A}\nb: x${B}y ${C:-c} $$notme ${lower}')).toEqual(['A', 'B', 'C'])
    const dockerfile = 'ARG VERSION=1\nENV A=1 B=/x \\\n    C=3\nRUN D=4 node x.mjs\nENV E 5'
    expect(variablesInDockerfile(dockerfile)).toEqual(['VERSION', 'A', 'B', 'C', 'E'])
  })

  it('in .env.example: settings, tool-set ones commented out, and the comment above each', () => {
    const example =
      '# Port.\nPORT=1\n\n# Read by Payload itself.\nPAYLOAD_X=\n# NODE_ENV=production\n# prose = not a variable'
    expect(documentedVariables(example)).toEqual([
      { name: 'PORT', value: '1', comment: '# Port.', commentedOut: false },
      { name: 'PAYLOAD_X', value: '', comment: '# Read by Payload itself.', commentedOut: false },
      { name: 'NODE_ENV', value: 'production', comment: '', commentedOut: true },
    ])
  })
})
