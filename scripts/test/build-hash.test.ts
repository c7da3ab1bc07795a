import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { hashTree } from '../lib/build.mjs'

const digest = (dir: string) => {
  const hash = crypto.createHash('sha256')
  hashTree(dir, hash, dir)
  return hash.digest('hex')
}

function tree(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-hash-'))
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }))
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), content)
  }
  return dir
}

describe('build source hash', () => {
  it('is the same for the same sources at another path (a copied checkout keeps its build)', () => {
    const files = { 'src/a.ts': 'export const a = 1', 'src/b/c.ts': 'export {}', 'package.json': '{}' }
    expect(digest(tree(files))).toBe(digest(tree(files)))
  })
  it('changes with a file, and ignores build outputs', () => {
    const base = { 'src/a.ts': 'export const a = 1' }
    const original = digest(tree(base))
    expect(digest(tree({ 'src/a.ts': 'export const a = 2' }))).not.toBe(original)
    expect(digest(tree({ ...base, 'dist/server.mjs': 'x', '.next/BUILD_ID': 'y' }))).toBe(original)
    expect(digest(tree({ ...base, 'next-env.d.ts': '/// <reference types="next" />' }))).toBe(original)
  })
})
