import { describe, expect, it } from 'vitest'
import { sitePath } from '@jtt/content-api/routes'
import { extractLinks, sitePathOf } from '../../src/health/links'
import { loopWith, redirectProblems, type RedirectRule } from '../../src/health/redirects'
import { sitePathChecker } from '../../src/health/sitePaths'
import { richText } from '../../src/seed/lexical'

const CONTACT = sitePath('contact', 'id')

describe('extractLinks: the links a document holds, and where', () => {
  it('finds link fields and the links inside rich text, at their field path and locale', () => {
    const doc = {
      id: 7,
      title: { id: 'Judul', en: 'Title' },
      body: {
        id: richText([{ p: 'Lihat', link: { text: 'kontak', url: CONTACT } }, { p: 'Tanpa tautan' }]),
        en: richText([{ p: 'See', link: { text: 'contact', url: 'https://example.com/x' } }]),
      },
      layout: { id: [{ blockType: 'callToAction', linkUrl: '/id/tidak-ada' }], en: [] },
      cta: { label: { id: 'Ayo', en: 'Go' }, url: '/id', enUrl: '/en' },
      items: [{ title: { id: 'Menu' }, url: '/id/a', enUrl: '/en/a', children: [{ url: '/id/b', enUrl: '' }] }],
      localizedUrl: { url: { id: '/id/x', en: '/en/x' } },
    }
    expect(extractLinks(doc)).toEqual([
      { field: 'body.id', url: CONTACT },
      { field: 'body.en', url: 'https://example.com/x' },
      { field: 'layout.id.0.linkUrl', url: '/id/tidak-ada' },
      { field: 'cta.url', url: '/id' },
      { field: 'cta.enUrl', url: '/en' },
      { field: 'items.0.url', url: '/id/a' },
      { field: 'items.0.enUrl', url: '/en/a' },
      { field: 'items.0.children.0.url', url: '/id/b' },
      { field: 'localizedUrl.url.id', url: '/id/x' },
      { field: 'localizedUrl.url.en', url: '/en/x' },
    ])
  })

  it('skips menu entries the site hides (a planned screen), with their children', () => {
    const menu = {
      items: [
        { title: 'Laporan Keuangan', url: `${sitePath('investor-relations', 'id')}/laporan-keuangan`, isActive: false },
        { title: 'Kontak', url: CONTACT, isActive: true, children: [{ url: '/id/a', isActive: false }] },
      ],
    }
    expect(extractLinks(menu)).toEqual([{ field: 'items.1.url', url: CONTACT }])
  })

  it("takes a redirect's target, never the path it redirects from; plain text that looks like a path is no link", () => {
    expect(extractLinks({ old_url: '/lama', new_url: '/id/baru', note: '/id/tidak' })).toEqual([
      { field: 'new_url', url: '/id/baru' },
    ])
  })

  it('reads the site path of a link, and nothing from links off the site', () => {
    expect(sitePathOf(`${CONTACT}?status=ok#form`)).toBe(CONTACT)
    expect(sitePathOf('/en')).toBe('/en')
    for (const url of ['https://example.com/id', '//evil.example/id', 'mailto:a@b.c', 'tel:14080', '#top']) {
      expect(sitePathOf(url)).toBeNull()
    }
  })
})

describe('sitePathChecker: is a path a page of the site?', () => {
  const exists = sitePathChecker(
    [
      { type: 'page', keys: { id: 'kebijakan-privasi', en: 'privacy-policy' } },
      { type: 'press-release', keys: { id: 'siaran-satu', en: 'release-one' } },
      { type: 'rest-area', keys: { id: '12', en: '12' } },
    ],
    ['/halaman-lama'],
  )

  it('knows the fixed pages in both languages, the home page and the feeds', () => {
    expect(exists(sitePath('contact', 'id'))).toBe(true)
    expect(exists(sitePath('contact', 'en'))).toBe(true)
    expect(exists(`${sitePath('contact', 'en')}/`)).toBe(true)
    expect(exists('/id')).toBe(true)
    expect(exists('/en/')).toBe(true)
    expect(exists('/feeds/id/press-releases.xml')).toBe(true)
    // A fixed page under the other language's path is not there.
    expect(exists(`/en${sitePath('contact', 'id').slice(3)}`)).toBe(false)
  })

  it('knows the pages of published items only, by their key in that language', () => {
    expect(exists(sitePath('cms-page', 'id', { dynamicPage: 'kebijakan-privasi' }))).toBe(true)
    expect(exists(sitePath('cms-page', 'en', { dynamicPage: 'privacy-policy' }))).toBe(true)
    expect(exists(sitePath('cms-page', 'id', { dynamicPage: 'tidak-ada' }))).toBe(false)
    expect(exists(sitePath('press-release', 'en', { slug: 'release-one' }))).toBe(true)
    expect(exists(sitePath('press-release', 'en', { slug: 'siaran-dua' }))).toBe(false)
    expect(exists(sitePath('rest-area', 'id', { id: '12' }))).toBe(true)
    expect(exists(sitePath('rest-area', 'id', { id: '13' }))).toBe(false)
    expect(exists('/id/a/b/c')).toBe(false)
    expect(exists('/id/%E0%A4%A')).toBe(false)
  })

  it('takes a redirected path as there (the site answers it), and a path without a language as Indonesian', () => {
    expect(exists('/halaman-lama')).toBe(true)
    expect(exists('/halaman-lama/')).toBe(true)
    expect(exists(sitePath('contact', 'id').slice(3))).toBe(true)
    expect(exists('/tidak-ada/sama-sekali')).toBe(false)
  })
})

describe('redirect loops and chains', () => {
  const rules: RedirectRule[] = [
    { id: '1', from: '/a', to: '/b' },
    { id: '2', from: '/b', to: '/id/c' },
    { id: '3', from: '/x', to: 'https://example.com/x' },
  ]

  it('refuses a redirect that leads back to where it starts, directly or through others', () => {
    expect(loopWith(rules, { id: '', from: '/id/c', to: '/a' })).toEqual(['/id/c', '/a', '/b', '/id/c'])
    expect(loopWith(rules, { id: '', from: '/self', to: '/self/' })).toEqual(['/self', '/self/'])
    // Changing a redirect: its old target no longer counts.
    expect(loopWith(rules, { id: '2', from: '/b', to: '/a' })).toEqual(['/b', '/a', '/b'])
    expect(loopWith(rules, { id: '2', from: '/b', to: '/id/d' })).toBeNull()
  })

  it('lets a chain, an external target and a target with a query through', () => {
    expect(loopWith(rules, { id: '', from: '/z', to: '/a' })).toBeNull()
    expect(loopWith(rules, { id: '', from: '/id/c', to: 'https://example.com/a' })).toBeNull()
    expect(loopWith(rules, { id: '', from: '/q', to: `${CONTACT}?from=/q` })).toBeNull()
  })

  it('reports chains and the loops already saved', () => {
    const looped = [...rules, { id: '4', from: '/id/c', to: '/a' }]
    expect(redirectProblems(rules).map(({ rule, kind, chain }) => [rule.id, kind, chain])).toEqual([
      ['1', 'redirect-chain', ['/a', '/b', '/id/c']],
    ])
    expect(redirectProblems(looped).map(({ rule, kind }) => [rule.id, kind])).toEqual([
      ['1', 'redirect-loop'],
      ['2', 'redirect-loop'],
      ['4', 'redirect-loop'],
    ])
  })
})
