import { defineConfig, devices } from '@playwright/test'
import { E2E_CHROMIUM_PATH } from '../../scripts/lib/browsers.mjs'
import { closeIdleConnectionsSoon } from '../../scripts/lib/test-fetch.mjs'
import { testPorts } from '../../scripts/lib/test-ports.mjs'

// The runner and every worker: servers the tests stop (their own sites, the suite's stack) stop at once.
closeIdleConnectionsSoon()

/**
 * Debian's Chromium (never a downloaded browser), with the flags this sandboxed machine needs: its headless
 * shell (package `chromium-headless-shell`, the same build as `chromium` without the browser's windowing
 * and GPU processes), which Playwright itself runs for headless tests. On the same spec files it took 36 %
 * less wall time and 39 % less CPU than the full browser in headless mode. `CHROMIUM_PATH` names another.
 */
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
  /(about-fallback|publish-to-live|rest-area-status|traffic-operator|email-alerts|search-pagination|edge)\.spec\.ts$/
const OWN_SERVERS = /(outage|cached-render)\.spec\.ts$/
const FUZZ = /fuzz\.spec\.ts$/
const PRODUCTION = /production\.spec\.ts$/

export default defineConfig({
  testDir: './test/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // A test that fails on a busy machine is fixed at what it waits for, never retried.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_WEB_PORT}`,
    // A failed test keeps its trace: actions, network and console, beside the screenshot and the page's
    // ARIA snapshot Playwright takes at the failure. Not the screencast (its frames cost a tenth of the
    // suite's CPU), nor a DOM snapshot at each step: on five spec files (71 tests) they took 7 % of the
    // machine's CPU and 7 % of the wall time (two runs each: 332 → 308 core-seconds, 188 → 176 s).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: browser, testIgnore: [AFTER, OWN_SERVERS, FUZZ, PRODUCTION] },
    // Then two lanes side by side, each one file at a time (`workers: 1`), in any order. `after`: the
    // files that edit shared content or sign in as the shared admin:
    // - about-fallback creates About Us content without English and edits the About Us globals that other
    //   specs compare;
    // - publish-to-live and rest-area-status publish, traffic-operator reports and ends an incident (the
    //   traffic list and banner tests count advisories), email-alerts publishes pages that stand in for
    //   press releases and waits for the alert emails (those of its own subscribers, named by a stamp);
    // - search-pagination signs in: logins racing those of the publish tests can lose a session (Payload
    //   keeps them on the user);
    // - edge starts nginx in front of the site, and holds that a page nothing changed is answered 304 when
    //   the edge asks again: beside the publishes above, its page kept changing for 20 s (a CI run). It
    //   also publishes pages of its own.
    { name: 'after', use: browser, testMatch: AFTER, dependencies: ['chromium'], workers: 1 },
    // `own-servers`: each starts servers of its own and creates only pages of its own: outage a second
    // site behind a forwarder it cuts, cached-render a second site behind a recording proxy. Side by side,
    // the lanes and fuzz took 97 s (one file at a time: 165 s).
    { name: 'own-servers', use: browser, testMatch: OWN_SERVERS, dependencies: ['chromium'], workers: 1 },
    // fuzz floods both apps with bad requests: alone, once the lanes have ended.
    { name: 'fuzz', use: browser, testMatch: FUZZ, dependencies: ['after', 'own-servers'] },
    // `npm run start:prod`: the artifacts as the images run them, on PostgreSQL and Redis, behind nginx. Its
    // stack shares nothing with the files above, but starting it beside them (on the worker they leave
    // idle) left an admin sign-in page of rest-area-status.spec.ts unrendered for 90 s on a loaded machine:
    // it runs last, alone.
    { name: 'production', use: browser, testMatch: PRODUCTION, dependencies: ['fuzz'] },
  ],
})
