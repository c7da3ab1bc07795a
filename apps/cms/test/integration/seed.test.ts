import { execFile } from 'node:child_process'
import path from 'node:path'
import { SITE_CONTENT_TYPES, unwrap } from '@jtt/content-api'
import { describe, expect, inject, it } from 'vitest'
import { bundlePath } from '../../../../scripts/lib/bundle.mjs'
import { repoRoot } from '../../../../scripts/lib/proc.mjs'
import { adminRest, client, loginToken } from './helpers'

/**
 * The seed is every declaration's `seed` run through the registry (src/seed/index.ts). The suite's
 * database was seeded at its start; running the seed again must restore what is missing and nothing
 * else, whatever order the types' seeds run in.
 */
function runSeed(): Promise<{ code: number | null; created: string[]; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bundlePath('cms', 'seed')],
      {
        cwd: path.join(repoRoot, 'apps', 'cms'),
        // Info lines: what the seed created is logged at that level.
        env: { ...process.env, ...inject('cmsEnv'), LOG_LEVEL: 'info', NODE_OPTIONS: '--no-deprecation' },
        timeout: 120_000,
      },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          created: [...stdout.matchAll(/seed: created ([^"\n]+)/g)].map((m) => m[1]!),
          stderr,
        }),
    )
  })
}

describe('the seed', () => {
  it('gave every content type with pages sample content (the browser tests walk it)', async () => {
    for (const type of SITE_CONTENT_TYPES) {
      const entries = unwrap(await client().sitemap({ type, perPage: 1 }))
      expect(entries.meta.total, type).toBeGreaterThan(0)
    }
  })

  it('run again, restores a deleted record and creates nothing else', async () => {
    const token = await loginToken()
    const [redirect] = unwrap(await client().redirects({ perPage: 1 })).data
    expect(redirect).toBeDefined()
    expect((await adminRest('DELETE', `/redirects/${redirect!.id}`, token)).status).toBe(200)

    const outcome = await runSeed()
    expect(outcome.stderr).toBe('')
    expect(outcome.code).toBe(0)
    expect(outcome.created).toEqual([`redirect ${redirect!.old_url}`])
    const restored = unwrap(await client().redirects({ oldUrl: redirect!.old_url })).data
    expect(restored.map((r) => r.new_url)).toEqual([redirect!.new_url])
  })
})
