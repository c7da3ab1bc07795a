import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { addCompileHints, COMPILE_HINT } from '../lib/compile-hints.mjs'

/** A build folder as Next.js writes it: a manifest naming the root chunks, and the chunks. */
function buildDir(files: Record<string, string>, rootMainFiles: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-hints-'))
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }))
  fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles, polyfillFiles: [] }))
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), content)
  }
  return dir
}
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8')

describe('compile hints', () => {
  it('go first in the root chunks only, once however often the step runs', () => {
    const dir = buildDir(
      {
        'static/chunks/react.js': 'push([1,(e)=>{}])',
        'static/chunks/page.js': 'push([2,(e)=>{}])',
        'static/chunks/root.css': 'a{}',
      },
      ['static/chunks/react.js', 'static/chunks/root.css'],
    )
    expect(addCompileHints(dir)).toEqual(['static/chunks/react.js'])
    expect(read(dir, 'static/chunks/react.js')).toBe(`${COMPILE_HINT}push([1,(e)=>{}])`)
    expect(read(dir, 'static/chunks/page.js')).toBe('push([2,(e)=>{}])')
    expect(read(dir, 'static/chunks/root.css')).toBe('a{}')
    expect(addCompileHints(dir)).toEqual([])
    expect(read(dir, 'static/chunks/react.js')).toBe(`${COMPILE_HINT}push([1,(e)=>{}])`)
  })
})
