import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { describe, expect, inject, it } from 'vitest'
import { stopService } from '../../../../scripts/lib/proc.mjs'
import { runCmsTask, startCms } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'

/** Signs in as the first admin and sets the one address contact notifications go to. */
async function nameContactRecipient(base: string, env: Record<string, string>) {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: env.CMS_ADMIN_EMAIL, password: env.CMS_ADMIN_PASSWORD }),
  })
  expect(login.status).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const saved = await fetch(`${base}/api/globals/form-settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ contactRecipients: [{ email: 'info@jasamargatransjawatol.co.id' }] }),
  })
  expect(saved.status).toBe(200)
}

/**
 * A local checkout (APP_ENV=development) without SMTP_URL or reCAPTCHA keys: the forms still work —
 * captcha answers are not asked for (a warning in the log says why) — and every email is written to
 * the outbox folder as an .eml file a developer can open. One SQLite run is enough.
 */
describe.skipIf(inject('testDb') !== 'sqlite')('development without SMTP or captcha keys', () => {
  it('accepts a contact message and writes its email to $CMS_DATA_DIR/outbox', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-cms-dev-'))
    const port = testPorts.devCms
    const env = {
      ...inject('cmsEnv'),
      CMS_PORT: String(port),
      CMS_PUBLIC_URL: `http://127.0.0.1:${port}`,
      CMS_DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_ENV: 'development',
      SMTP_URL: '',
      RECAPTCHA_SECRET_KEY: '',
      WEB_REVALIDATE_URLS: '',
      REVALIDATE_SECRET: '',
    }
    const log = path.join(dataDir, 'cms.log')
    let cms: Awaited<ReturnType<typeof startCms>> | undefined
    try {
      // No sample content (a minute of seeding on a loaded machine, for one message): the first admin from
      // bootstrap names the address in Form settings, as the seed does (src/seed/forms.ts).
      await runCmsTask('migrate', env)
      await runCmsTask('bootstrap', env)
      cms = await startCms(env, { quiet: true, host: '127.0.0.1', logFile: log })
      await nameContactRecipient(`http://127.0.0.1:${port}`, env)
      const res = await fetch(`http://127.0.0.1:${port}/v1/contact-messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Pengembang Lokal',
          email: 'dev@example.com',
          subject: 'Uji kotak keluar',
          message: 'Tanpa SMTP, email ini ditulis ke folder outbox.',
          locale: 'id',
        }),
      })
      expect(res.status).toBe(201)
      const outbox = path.join(dataDir, 'outbox')
      const emails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [])
      await expect.poll(emails, { timeout: 90_000 }).toHaveLength(1)
      const eml = await simpleParser(fs.readFileSync(path.join(outbox, emails()[0]!)))
      expect(eml.subject).toBe('[Kontak] Uji kotak keluar — Pengembang Lokal')
      expect(eml.replyTo?.text).toBe('dev@example.com')
      expect(eml.text).toContain('Tanpa SMTP, email ini ditulis ke folder outbox.')
      // The log is written in batches, at least once a second.
      await expect
        .poll(() => fs.readFileSync(log, 'utf8'), { timeout: 5000 })
        .toContain('ReCaptcha error: No key provided')
      expect(fs.readFileSync(log, 'utf8')).toContain(`writing emails to ${outbox}`)
    } finally {
      await stopService(cms)
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 240_000)
})
