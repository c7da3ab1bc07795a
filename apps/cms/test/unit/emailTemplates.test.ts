import { existsSync, readFileSync } from 'node:fs'
import { sitePath } from '@jtt/content-api/routes'
import { beforeAll, describe, expect, it } from 'vitest'

process.env.PAYLOAD_SECRET ??= 'unit-test-secret-at-least-32-characters-long'
process.env.SITE_URL = 'https://www.example.test'
let templates: {
  alert: typeof import('../../src/email/templates/alert')
  subscriber: typeof import('../../src/email/templates/subscriber')
  layout: typeof import('../../src/email/templates/layout')
}
beforeAll(async () => {
  templates = {
    alert: await import('../../src/email/templates/alert'),
    subscriber: await import('../../src/email/templates/subscriber'),
    layout: await import('../../src/email/templates/layout'),
  }
})

describe('email templates', () => {
  it('render the same content as HTML and text, with every value escaped', () => {
    const mail = templates.alert.alertEmail(
      { email: 'a@example.com', locale: 'en', topics: ['press-releases'] },
      'press-releases',
      {
        title: 'Tolls <b>& "fees"</b>',
        summary: 'New <script>alert(1)</script>',
        date: '2026-03-01T00:00:00Z',
        path: '/en/x',
      },
      'tok.en',
    )
    expect(mail.subject).toBe('New press releases: Tolls <b>& "fees"</b>')
    expect(mail.html).toContain('Tolls &lt;b&gt;&amp; &quot;fees&quot;&lt;/b&gt;')
    expect(mail.html).not.toContain('<script>')
    expect(mail.text).toContain('New <script>alert(1)</script>')
    expect(mail.text).toContain('Published March 1, 2026')
    expect(mail.text).toContain('https://www.example.test/en/x')
    expect(mail.headers).toMatchObject({
      'List-Unsubscribe': '<https://www.example.test/api/alerts/unsubscribe?token=tok.en&lang=en>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('write the confirmation in the subscriber’s language with the link to the site', () => {
    const id = templates.subscriber.confirmationEmail('a@example.com', 'id', ['financial-reports'], 'abc.def')
    expect(id.subject).toBe('Konfirmasi langganan pemberitahuan email JTT')
    expect(id.text).toContain('- Laporan keuangan')
    expect(id.text).toContain(`https://www.example.test${sitePath('email-alert', 'id')}?token=abc.def`)
    expect(id.html).toContain('lang="id"')
  })

  it('carry the company’s branding in both languages: name, tagline, logo from the site, the site’s colours', () => {
    const web = new URL('../../../web/', import.meta.url)
    const css = readFileSync(new URL('src/styles/globals.css', web), 'utf8')
    // The light theme's value of each token: the one value, or light-dark()'s first (emails have a light background).
    const siteColour = (name: string) =>
      new RegExp(`--color-${name}:\\s*(?:light-dark\\()?(#[0-9a-f]{6})`, 'i').exec(css)?.[1]
    const { BRAND } = templates.layout
    expect(BRAND.primary).toBe(siteColour('primary'))
    expect(BRAND.accent).toBe(siteColour('accent'))
    expect(existsSync(new URL('public/icon.png', web))).toBe(true)

    const taglines = { id: 'Jalan Tol Trans Jawa', en: 'Trans Java Toll Road' }
    const addresses = { id: 'Jakarta Timur 13550', en: 'East Jakarta 13550' }
    for (const locale of ['id', 'en'] as const) {
      const mail = templates.subscriber.confirmationEmail('a@example.com', locale, ['press-releases'], 'abc.def')
      expect(mail.html).toContain('<img src="https://www.example.test/icon.png"')
      expect(mail.html).toContain(`background:${BRAND.primary};border-bottom:4px solid ${BRAND.accent}`)
      expect(mail.html).toContain('>PT Jasamarga Transjawa Tol</span>')
      expect(mail.html).toContain(taglines[locale])
      expect(mail.text.startsWith('PT Jasamarga Transjawa Tol\n==========================')).toBe(true)
      expect(mail.text).toContain(`Plaza Tol Taman Mini Indonesia Indah, ${addresses[locale]}, Indonesia`)
    }
  })
})
