import { expect, test } from '@playwright/test'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { api, must } from './fixtures'

/** The site's public origin in this run (the ports move with TEST_PORT_OFFSET). */
const SITE = `http://127.0.0.1:${testPorts.e2e.web}`

test.describe('SEO', () => {
  test('CMS page: title, description, keywords, image, canonical, hreflang and og:locale from the CMS', async ({
    request,
  }) => {
    const p = (await must(api().pages({ slug: 'privacy-policy', locale: 'en' }))).data[0]!
    const html = await (await request.get(`/en/${p.slugs.en}`)).text()
    const base = SITE
    expect(html).toContain(`<title>${p.meta.metaTitle} | PT Jasamarga Transjawa Tol</title>`)
    expect(html).toContain(`<meta name="description" content="${p.meta.metaDesc}"/>`)
    expect(html).toMatch(/<meta name="keywords" content="[^"]*privacy policy/)
    expect(html).toContain(`<link rel="canonical" href="${base}/en/${p.slugs.en}"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="id-ID" href="${base}/id/${p.slugs.id}"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="en-US" href="${base}/en/${p.slugs.en}"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${base}/id/${p.slugs.id}"/>`)
    expect(html).toContain('<meta property="og:locale" content="en_US"/>')
    expect(html).toContain(`<meta property="og:image" content="${p.meta.metaImage!.conversions.hero!.url}"/>`)
  })

  test('defaults: /icon.png image and the package description where the CMS has none', async ({ request }) => {
    const html = await (await request.get('/id/hasil-pencarian')).text()
    expect(html).toContain(`<meta property="og:image" content="${SITE}/icon.png"/>`)
    expect(html).toMatch(/<meta name="description" content="Situs resmi PT Jasamarga Transjawa Tol/)
  })

  test('home has Organization JSON-LD built from the footer content', async ({ request }) => {
    const html = await (await request.get('/en')).text()
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1]
    const data = JSON.parse(json!)
    const email = (await must(api().components({ slug: 'footer-email', locale: 'en' }))).data[0]!.title
    expect(data).toMatchObject({ '@type': 'Organization', name: 'PT Jasamarga Transjawa Tol', email })
    expect(data.sameAs).toHaveLength(5)
  })

  test('sitemap.xml lists every page in both languages with hreflang; robots.txt points to it', async ({ request }) => {
    const res = await request.get('/sitemap.xml')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('xml')
    const xml = await res.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const pages = (await must(api().pages({ perPage: 100 }))).data
    for (const p of pages) {
      expect(xml).toContain(`<loc>${SITE}/id/${p.slugs.id}</loc>`)
      expect(xml).toContain(`<loc>${SITE}/en/${p.slugs.en}</loc>`)
      expect(xml).toContain(`hreflang="en-US" href="${SITE}/en/${p.slugs.en}"`)
    }
    expect(xml.match(/<url>/g)?.length).toBe((pages.length + 1) * 2)
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})
