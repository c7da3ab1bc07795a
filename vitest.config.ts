import { defineConfig } from 'vitest/config'

/**
 * Three projects: `unit` (pure code, no services), `integration` (the Content API over HTTP
 * against a real CMS on SQLite or PostgreSQL, chosen by TEST_DB) and the web's own unit tests.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'apps/*/test/unit/**/*.test.ts', 'scripts/test/**/*.test.ts'],
          environment: 'node',
          // Servers under test log JSON lines to standard output; warnings and errors are enough here
          // (tests of the log lines give their own logger).
          env: { LOG_LEVEL: 'warn' },
          // The web's modules import next-intl's navigation, which imports 'next/navigation' the way
          // bundlers resolve it; inlined, Vite resolves it too.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/cms/test/integration/**/*.test.ts'],
          globalSetup: ['apps/cms/test/integration/globalSetup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One CMS serves every file; files run one at a time so lockout and login tests do not race.
          fileParallelism: false,
        },
      },
    ],
  },
})
