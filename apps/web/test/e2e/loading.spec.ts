import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { COMPILE_HINT } from '../../../../scripts/lib/compile-hints.mjs'
import { sitePath } from '@jtt/content-api/routes'

/** What the server HTML asks the browser to load, and how: checked on the HTML, before any script runs. */

const buildManifest = path.join(import.meta.dirname, '../../.next/build-manifest.json')

test('the chunks every page loads first carry the compile hint, as served', async ({ request }) => {
  const { rootMainFiles } = JSON.parse(fs.readFileSync(buildManifest, 'utf8')) as { rootMainFiles: string[] }
  const scripts = rootMainFiles.filter((file) => file.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  const html = await (await request.get(sitePath('home', 'id'))).text()
  for (const file of scripts) {
    const src = `/_next/${file}`
    expect(html, src).toContain(`src="${src}"`)
    const body = await (await request.get(src)).text()
    expect(body.startsWith(COMPILE_HINT), src).toBe(true)
  }
})

test('the host of the images is connected to from the head of the page', async ({ request, baseURL }) => {
  const html = await (await request.get(sitePath('home', 'en'))).text()
  const heroTag = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? ''
  const hero = /\ssrc="([^"]+)"/.exec(heroTag)?.[1]
  expect(hero, 'the home page has a hero image').toBeTruthy()
  const imageOrigin = new URL(hero ?? '', baseURL).origin
  const head = html.slice(0, html.indexOf('</head>'))
  // Only another host needs it (the test stack's CMS serves the images from its own port).
  if (imageOrigin !== new URL(baseURL ?? '').origin)
    expect(head).toContain(`<link rel="preconnect" href="${imageOrigin}"/>`)
  else expect(head).not.toContain('rel="preconnect"')
})

test("a list's first row of images loads at once, the first at high priority, the rest lazily", async ({ request }) => {
  for (const listPath of [sitePath('press-releases', 'en'), sitePath('csr', 'id')]) {
    const html = await (await request.get(listPath)).text()
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    const images = [...main.matchAll(/<img[^>]*>/g)].map(([tag]) => tag)
    expect(images.length, listPath).toBeGreaterThan(3)
    const loading = images.map((tag) => /loading="(\w+)"/.exec(tag)?.[1])
    const priority = images.map((tag) => /fetchpriority="(\w+)"/i.exec(tag)?.[1] ?? 'auto')
    expect(loading.slice(0, 4), listPath).toEqual(['eager', 'eager', 'eager', 'lazy'])
    expect(priority.slice(0, 4), listPath).toEqual(['high', 'auto', 'auto', 'auto'])
    expect(
      loading.slice(3).every((value) => value === 'lazy'),
      listPath,
    ).toBe(true)
  }
})
