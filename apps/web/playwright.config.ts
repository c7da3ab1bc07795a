import { defineConfig, devices } from '@playwright/test'
import { testPorts } from '../../scripts/lib/test-ports.mjs'

/** Debian's Chromium (never a downloaded browser), with the flags this sandboxed machine needs. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const E2E_WEB_PORT = testPorts.e2e.web
const browser = { ...devices['Desktop Chrome'], channel: undefined }
const AFTER =
  /(about-fallback|publish-to-live|rest-area-status|email-alerts|search-pagination|outage|fuzz|edge|cached-render|production)\.spec\.ts$/

export default defineConfig({
  testDir: './test/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_WEB_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: browser, testIgnore: AFTER },
    // Tests that edit shared content, cut the CMS off or flood the servers run after the others, one
    // file at a time.
    // Creates About Us content without English and edits the About Us globals that other specs compare.
    { name: 'about-fallback', use: browser, testMatch: /about-fallback\.spec\.ts$/, dependencies: ['chromium'] },
    { name: 'publish', use: browser, testMatch: /publish-to-live\.spec\.ts$/, dependencies: ['about-fallback'] },
    {
      name: 'rest-area-status',
      use: browser,
      testMatch: /rest-area-status\.spec\.ts$/,
      dependencies: ['publish'],
    },
    // Publishes pages that stand in for press releases and waits for the alert emails.
    { name: 'alerts', use: browser, testMatch: /email-alerts\.spec\.ts$/, dependencies: ['rest-area-status'] },
    // Its own step: logins racing those of the publish tests can lose a session (Payload keeps them on the user).
    { name: 'search-pages', use: browser, testMatch: /search-pagination\.spec\.ts$/, dependencies: ['alerts'] },
    { name: 'outage', use: browser, testMatch: /outage\.spec\.ts$/, dependencies: ['search-pages'] },
    { name: 'fuzz', use: browser, testMatch: /fuzz\.spec\.ts$/, dependencies: ['outage'] },
    // nginx in front (deploy/nginx), and a second site behind a recording proxy: each starts servers of its own.
    { name: 'edge', use: browser, testMatch: /(edge|cached-render)\.spec\.ts$/, dependencies: ['fuzz'] },
    // `npm run start:prod`: the artifacts as the images run them, on PostgreSQL and Redis, behind nginx.
    { name: 'production', use: browser, testMatch: /production\.spec\.ts$/, dependencies: ['edge'] },
  ],
})
