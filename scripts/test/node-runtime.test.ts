import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { NODE_MAJOR, NODE_VERSION } from '../lib/node-runtime.mjs'
import { repoRoot } from '../lib/proc.mjs'

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8')
const packageJson = JSON.parse(read('package.json')) as { engines: { node: string }; scripts: Record<string, string> }

describe('Node.js 24 LTS everywhere', () => {
  it('runs the tests themselves on Node 24 (npm test starts through scripts/run.mjs)', () => {
    expect(NODE_MAJOR).toBe(24)
    expect(Number(process.versions.node.split('.')[0])).toBe(NODE_MAJOR)
  })

  it('says so in engines, and every npm script starts through the launcher', () => {
    expect(packageJson.engines.node).toMatch(/^>=24\.\d+\.\d+ <25$/)
    for (const [name, command] of Object.entries(packageJson.scripts))
      expect(command, `npm run ${name}`).toMatch(/^node scripts\/run\.mjs /)
  })

  it('builds both images on the same Node version the launcher installs', () => {
    for (const dockerfile of ['apps/web/Dockerfile', 'apps/cms/Dockerfile']) {
      const images = [...read(dockerfile).matchAll(/^FROM (\S+)/gm)].map((m) => m[1])
      expect(images.length, dockerfile).toBeGreaterThan(1)
      for (const image of images) expect(image, dockerfile).toBe(`node:${NODE_VERSION}-bookworm-slim`)
    }
  })

  it('bundles for Node 24 and types against its API', () => {
    expect(read('scripts/lib/bundle.mjs')).toContain(`target: 'node${NODE_MAJOR}'`)
    const types = JSON.parse(read('node_modules/@types/node/package.json')) as { version: string }
    expect(types.version.split('.')[0]).toBe(String(NODE_MAJOR))
  })

  it('is what CI runs: .ci/run calls npm test, which prints the version it runs on', () => {
    expect(read('.ci/run')).toMatch(/^npm test$/m)
    expect(packageJson.scripts.test).toBe('node scripts/run.mjs scripts/test.mjs')
    expect(read('scripts/test.mjs')).toContain('console.log(`› Node ${process.version}')
  })
})
