import { expect, test } from '@playwright/test'
import { stopService, waitForUrl } from '../../../../scripts/lib/proc.mjs'
import { startAppServer } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { expectAccessible, messages } from './forms'
import { sitePath } from '@jtt/content-api/routes'

// One site at a time on the same port.
test.describe.configure({ mode: 'serial' })

/**
 * The captcha's configuration (spec §8): a second instance of the built site without reCAPTCHA keys,
 * once as a local checkout (development: the forms work, with the spec's message as a visible
 * warning) and once as a deployment (production: a configuration error, the forms refuse to send).
 */
const port = testPorts.e2e.devWeb
const site = `http://127.0.0.1:${port}`

async function withSite(appEnv: 'development' | 'production', run: () => Promise<void>) {
  const web = startAppServer('web', 'web-forms-setup', {
    env: {
      ...process.env,
      ...JSON.parse(process.env.E2E_WEB_ENV!),
      NODE_ENV: 'production',
      APP_ENV: appEnv,
      RECAPTCHA_SITE_KEY: '',
      PORT: String(port),
      CONTENT_API_URL: process.env.E2E_API_URL!,
    },
    quiet: process.env.E2E_LOG !== '1',
  })
  try {
    await waitForUrl(`${site}${sitePath('home', 'id')}`, { child: web, ok: (s) => s === 200 })
    await run()
  } finally {
    await stopService(web)
  }
}

test('development without keys: the forms work and say why there is no captcha', async ({ page }) => {
  test.setTimeout(120_000)
  await withSite('development', async () => {
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
    await page.goto(`${site}${sitePath('contact', 'en')}`)
    const warning = page.getByRole('note').filter({ hasText: 'ReCaptcha error: No key provided' })
    await expect(warning).toContainText(messages.en.captcha.devWarning)
    await expect(page.getByRole('button', { name: messages.en.contact.submit })).toBeEnabled()
    expect(scripts.some((url) => url.includes('recaptcha'))).toBe(false)
    await expectAccessible(page, 'development warning')
  })
})

test('production without keys: a clear configuration error, the form does not send', async ({ page }) => {
  test.setTimeout(120_000)
  await withSite('production', async () => {
    await page.goto(`${site}${sitePath('contact', 'id')}`)
    await expect(page.getByRole('alert').filter({ hasText: messages.id.forms.problems.notConfigured })).toBeVisible()
    await expect(page.getByRole('button', { name: messages.id.contact.submit })).toBeDisabled()
    await expectAccessible(page, 'not configured')
  })
})
