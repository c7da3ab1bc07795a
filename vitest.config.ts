import { configDefaults, defineConfig } from 'vitest/config'

/** Unit tests that read what the builds made (the images' Dockerfiles held to the artifacts). */
const ARTIFACT_TESTS = ['scripts/test/images.test.ts']

/**
 * Three projects: `unit` (pure code, no services; `npm test` runs it beside the builds), `artifacts`
 * (unit tests of the builds' output, run after them) and `integration` (the Content API over HTTP
 * against a real CMS on SQLite or PostgreSQL, chosen by TEST_DB).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'apps/*/test/unit/**/*.test.ts', 'scripts/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ARTIFACT_TESTS],
          environment: 'node',
          // Servers under test log JSON lines to standard output; warnings and errors are enough here
          // (tests of the log lines give their own logger).
          env: { LOG_LEVEL: 'warn' },
          // The web's modules import next-intl's navigation, which imports 'next/navigation' the way
          // bundlers resolve it; inlined, Vite resolves it too.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      { test: { name: 'artifacts', include: ARTIFACT_TESTS, environment: 'node' } },
      {
        test: {
          name: 'integration',
          include: ['apps/cms/test/integration/**/*.test.ts'],
          globalSetup: ['apps/cms/test/integration/globalSetup.ts'],
          // fetch closes idle connections after 200 ms: a server a test stops no longer waits 3 s for them.
          setupFiles: ['apps/cms/test/integration/setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Every poll here waits for another process (the CMS's next queue run, a cache announcement):
          // on a busy machine that can take seconds, past the default 1 s (a nightly job's re-queue was
          // seen at 0 after 1 s). A poll still fails as soon as its 15 s pass.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // One CMS serves every file; files run one at a time so lockout and login tests do not race.
          fileParallelism: false,
          // ...in one process that keeps its modules from file to file: each file no longer imports the
          // contract, Payload's config and their dependencies again (a full SQLite run: 447 → 411 s). A
          // file that changes the process's environment puts it back (useCmsEnvironment in helpers.ts).
          isolate: false,
        },
      },
    ],
  },
})
