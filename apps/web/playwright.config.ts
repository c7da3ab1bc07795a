import { defineConfig, devices } from '@playwright/test'

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

export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3300)

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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
})
