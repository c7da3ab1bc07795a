import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * What the browser must not load (the site's own first-load JavaScript is ≤ 12 KB gz on content pages
 * and ≤ 18 KB on form pages, on top of Next's own client: bench/README.md): zod (forms are
 * checked by hand in the browser, by the schemas on the server), next-intl's client (client components
 * get translated strings as props) and the contract's modules that import zod. Follows every value
 * import (type-only imports are erased) from each 'use client' module through the site's sources,
 * stopping at server action modules ('use server': the browser gets references to them, not their code).
 */
const FORBIDDEN = ['zod', 'zod/mini', 'next-intl', '@jtt/content-api', '@jtt/content-api/forms']

const srcDir = path.resolve(__dirname, '../../src')
const packageDir = path.resolve(__dirname, '../../../../packages/content-api')
const packageExports = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).exports as Record<
  string,
  string
>

function* sources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* sources(full)
    else if (/\.tsx?$/.test(entry.name)) yield full
  }
}

/** The module specifiers a file loads at run time (`import type` and `export type` left out). */
function valueImports(code: string): string[] {
  const found: string[] = []
  for (const m of code.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    if (m[2]) continue
    // `import { type A, type B } from …` loads nothing either.
    const names = /^\{([^}]*)\}$/.exec(m[3]!.trim())?.[1]
    if (names && names.split(',').every((n) => !n.trim() || n.trim().startsWith('type '))) continue
    found.push(m[4]!)
  }
  for (const m of code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push(m[1]!)
  for (const m of code.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]!)
  return found
}

const withExtension = (base: string) =>
  ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((f) => fs.existsSync(f) && fs.statSync(f).isFile())

/** A source file for a specifier, or null for a package outside the repository. */
function resolve(specifier: string, from: string): string | null {
  if (specifier.startsWith('@/')) return withExtension(path.join(srcDir, specifier.slice(2))) ?? null
  if (specifier.startsWith('.')) return withExtension(path.resolve(path.dirname(from), specifier)) ?? null
  if (specifier.startsWith('@jtt/content-api')) {
    const entry = packageExports[`.${specifier.slice('@jtt/content-api'.length)}`]
    return entry ? path.join(packageDir, entry) : null
  }
  return null
}

/** Forbidden modules reachable from `file`, each with the chain of imports that reaches it. */
function forbiddenFrom(file: string): string[] {
  const seen = new Set<string>()
  const problems: string[] = []
  const walk = (current: string, chain: string[]) => {
    if (seen.has(current)) return
    seen.add(current)
    const code = fs.readFileSync(current, 'utf8')
    // A server action module reaches the browser as references to its functions, not as code.
    if (chain.length > 1 && /^['"]use server['"]/m.test(code)) return
    for (const specifier of valueImports(code)) {
      if (FORBIDDEN.includes(specifier)) problems.push([...chain, specifier].join(' → '))
      const next = resolve(specifier, current)
      if (next) walk(next, [...chain, path.relative(srcDir, next)])
    }
  }
  walk(file, [path.relative(srcDir, file)])
  return problems
}

const clientModules = [...sources(srcDir)].filter((file) => /^['"]use client['"]/m.test(fs.readFileSync(file, 'utf8')))

describe('client components', () => {
  it('are found', () => {
    expect(clientModules.length).toBeGreaterThan(10)
  })

  it('load neither zod nor next-intl nor the contract’s zod modules', () => {
    expect(clientModules.flatMap(forbiddenFrom)).toEqual([])
  })

  it('next-intl’s navigation is not imported: its client Link would be in every page, rendered or not', () => {
    const importers = [...sources(srcDir)].filter((file) =>
      valueImports(fs.readFileSync(file, 'utf8')).includes('next-intl/navigation'),
    )
    expect(importers.map((file) => path.relative(srcDir, file))).toEqual([])
  })

  it('the check finds a forbidden import when there is one', () => {
    // Server code imports the schemas: the walk must see through to them.
    expect(forbiddenFrom(path.join(srcDir, 'lib/forms/validate.ts'))).toContain(
      'lib/forms/validate.ts → @jtt/content-api/forms',
    )
  })
})
