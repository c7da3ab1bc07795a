import { expect, test } from '@playwright/test'
import { routesNotInSitemap, routesWithPages } from '../../src/i18n/pages'
import { api, must } from './fixtures'
import { sitePath } from '@jtt/content-api/routes'

test.describe('SEO', () => {
  test('CMS page: title, description, keywords, image, canonical, hreflang and og:locale from the CMS', async ({
    request,
  }) => {
    const p = (await must(api().pages({ slug: 'privacy-policy', locale: 'en' }))).data[0]!
    const html = await (await request.get(`${sitePath('cms-page', 'en', { dynamicPage: p.slugs.en })}`)).text()
    const base = new URL(test.info().project.use.baseURL!).origin
    expect(html).toContain(`<title>${p.meta.metaTitle} | PT Jasamarga Transjawa Tol</title>`)
    expect(html).toContain(`<meta name="description" content="${p.meta.metaDesc}"/>`)
    expect(html).toMatch(/<meta name="keywords" content="[^"]*privacy policy/)
    expect(html).toContain(
      `<link rel="canonical" href="${base}${sitePath('cms-page', 'en', { dynamicPage: p.slugs.en })}"/>`,
    )
    expect(html).toContain(
      `<link rel="alternate" hrefLang="id-ID" href="${base}${sitePath('cms-page', 'id', { dynamicPage: p.slugs.id })}"/>`,
    )
    expect(html).toContain(
      `<link rel="alternate" hrefLang="en-US" href="${base}${sitePath('cms-page', 'en', { dynamicPage: p.slugs.en })}"/>`,
    )
    expect(html).toContain(
      `<link rel="alternate" hrefLang="x-default" href="${base}${sitePath('cms-page', 'id', { dynamicPage: p.slugs.id })}"/>`,
    )
    expect(html).toContain('<meta property="og:locale" content="en_US"/>')
    expect(html).toContain(`<meta property="og:image" content="${p.meta.metaImage!.conversions.hero!.url}"/>`)
  })

  test('defaults: /icon.png image and the package description where the CMS has none', async ({ request }) => {
    const html = await (await request.get(sitePath('search-results', 'id'))).text()
    const origin = new URL(test.info().project.use.baseURL!).origin
    expect(html).toContain(`<meta property="og:image" content="${origin}/icon.png"/>`)
    expect(html).toMatch(/<meta name="description" content="Situs resmi PT Jasamarga Transjawa Tol/)
  })

  test('About Us pages: SEO meta from the CMS and hreflang with each language’s slug', async ({ request }) => {
    const base = new URL(test.info().project.use.baseURL!).origin
    const line = (await must(api().businessLines({ locale: 'en', perPage: 1 }))).data[0]!
    const html = await (await request.get(sitePath('business-line', 'en', { slug: line.slug }))).text()
    expect(html).toContain(`<title>${line.title} | PT Jasamarga Transjawa Tol</title>`)
    expect(html).toContain(`<meta name="description" content="${line.meta.metaDesc}"/>`)
    const id = `${base}${sitePath('business-line', 'id', { slug: line.slugs.id })}`
    expect(html).toContain(`<link rel="alternate" hrefLang="id-ID" href="${id}"/>`)
    const about = (await must(api().aboutPages({ locale: 'id' }))).data.sections.directors
    const board = await (await request.get(sitePath('board-of-directors', 'id'))).text()
    expect(board).toContain(`<meta name="description" content="${about.meta.metaDesc}"/>`)
    expect(board).toContain(`<link rel="canonical" href="${base}${sitePath('board-of-directors', 'id')}"/>`)
  })

  test('home has Organization JSON-LD built from the footer content', async ({ request }) => {
    const html = await (await request.get(sitePath('home', 'en'))).text()
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
    const origin = new URL(test.info().project.use.baseURL!).origin
    const pages = (await must(api().pages({ perPage: 100 }))).data
    for (const p of pages) {
      expect(xml).toContain(`<loc>${origin}${sitePath('cms-page', 'id', { dynamicPage: p.slugs.id })}</loc>`)
      expect(xml).toContain(`<loc>${origin}${sitePath('cms-page', 'en', { dynamicPage: p.slugs.en })}</loc>`)
      expect(xml).toContain(
        `hreflang="en-US" href="${origin}${sitePath('cms-page', 'en', { dynamicPage: p.slugs.en })}"`,
      )
    }
    // Every fixed route with a page and every item with a page of its own; search results, the editors'
    // pages and the unsubscribe pages are not indexed.
    const fixed = [...routesWithPages].filter((route) => !route.includes('[') && !routesNotInSitemap.has(route))
    const entries = (await must(api().sitemap({ perPage: 100 }))).meta.total
    expect(xml.match(/<url>/g)?.length).toBe((fixed.length + entries) * 2)
    for (const line of (await must(api().businessLines({ perPage: 100 }))).data) {
      expect(xml).toContain(`<loc>${origin}${sitePath('business-line', 'en', { slug: line.slugs.en })}</loc>`)
    }
    expect(xml).toContain(`<loc>${origin}${sitePath('company-overview', 'id')}</loc>`)
    for (const r of (await must(api().pressReleases({ perPage: 100 }))).data) {
      expect(xml).toContain(`<loc>${origin}${sitePath('press-release', 'id', { slug: r.slugs.id })}</loc>`)
      expect(xml).toContain(`<loc>${origin}${sitePath('press-release', 'en', { slug: r.slugs.en })}</loc>`)
    }
    expect(xml).toContain(`<loc>${origin}${sitePath('annual-reports', 'en')}</loc>`)
    // Every page once per language, nothing twice.
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(new Set(locs).size).toBe(locs.length)
    for (const noindex of [
      sitePath('search-results', 'id'),
      sitePath('search-results', 'en'),
      sitePath('login', 'id'),
      sitePath('account', 'en'),
      sitePath('unsubscribe', 'id'),
    ]) {
      expect(xml).not.toContain(`<loc>${origin}${noindex}</loc>`)
    }
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`)
  })
})
