// Debian's Chromium builds the scripts and tests run (never a downloaded browser), each overridable.

/** The browser tests' (apps/web/playwright.config.ts): the headless shell, package `chromium-headless-shell`. */
export const E2E_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

/** Lighthouse's (`npm run bench`): the full browser, package `chromium`, as visitors run it. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
