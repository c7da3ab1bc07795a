import { execFile } from 'node:child_process'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { artifactAppDir, artifactEntry } from '../../../../scripts/lib/artifact.mjs'
import { bundlePath } from '../../../../scripts/lib/bundle.mjs'
import { repoRoot } from '../../../../scripts/lib/proc.mjs'

/**
 * A start whose settings do not fit ends before anything is served or written: one line naming the
 * variable and what it takes, and exit code 1 — the CMS's server and command-line tasks, and the web
 * site's server, as built: from the production artifact as the images run them (the seed, which is not
 * part of it, from the checkout's dist/). One SQLite run is enough.
 */
type Outcome = { code: number | null; stdout: string; stderr: string }

function start(app: 'cms' | 'web', entry: string, env: Record<string, string>): Promise<Outcome> {
  const [file, cwd] =
    entry === 'seed'
      ? [bundlePath(app, entry), path.join(repoRoot, 'apps', app)]
      : [artifactEntry(app, entry), artifactAppDir(app)]
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [file],
      // The suite's settings (which hold the whole environment it started with) decide over this process's.
      { cwd, env: { ...process.env, ...env, NODE_OPTIONS: '--no-deprecation' }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    )
  })
}

/** The suite's own settings (production, with stand-ins), so only the variable a test changes is at fault. */
const suiteEnv = () => inject('cmsEnv')

const refusedWith = (outcome: Outcome, line: string) => {
  expect(outcome.stderr.trim().split('\n')).toEqual([line])
  expect(outcome.code).toBe(1)
}

describe.skipIf(inject('testDb') !== 'sqlite')('a start with settings that do not fit', () => {
  it('the CMS server: a port that is not a number', async () => {
    refusedWith(
      await start('cms', 'server', { ...suiteEnv(), CMS_PORT: 'abc', PORT: '' }),
      'Invalid configuration: CMS_PORT must be a whole number from 1 to 65535 (got "abc")',
    )
  })

  it('migrate, in production without the site’s public origin', async () => {
    refusedWith(
      await start('cms', 'migrate', { ...suiteEnv(), SITE_URL: '', WEB_PUBLIC_URL: '' }),
      "Invalid configuration: SITE_URL must be set in production to the web site's public origin (got nothing)",
    )
  })

  it('seed, with a session secret too short to sign with (never printed)', async () => {
    const outcome = await start('cms', 'seed', { ...suiteEnv(), PAYLOAD_SECRET: 'not-long-enough' })
    refusedWith(
      outcome,
      'Invalid configuration: PAYLOAD_SECRET must be at least 32 random characters (got 15 characters)',
    )
    expect(outcome.stdout).not.toContain('not-long-enough')
  })

  it('the web server, in production without its public URLs and notification secret', async () => {
    const env = { ...suiteEnv(), APP_ENV: 'production', SITE_URL: '', CMS_PUBLIC_URL: '', REVALIDATE_SECRET: '' }
    refusedWith(
      await start('web', 'server', env),
      'Invalid configuration: ' +
        "SITE_URL must be set in production to the site's public origin (got nothing); " +
        "CMS_PUBLIC_URL must be set in production to the CMS's public origin (got nothing); " +
        'REVALIDATE_SECRET must be set in production to the secret the CMS signs its notifications with (got nothing)',
    )
  })
})
