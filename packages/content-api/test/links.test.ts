import { describe, expect, it } from 'vitest'
import { isLinkTarget, isSafeLink, isSitePath, isWebUrl, richTextSchema } from '../src'
import { generatedCandidates, OFF_SITE_PATHS, SITE_PATHS, staysOnSite } from './trickyPaths'

/** The contract's rich text with one link to `url`. */
const withLink = (url: string) => [
  {
    type: 'paragraph',
    children: [{ type: 'link', url, newTab: false, children: [{ type: 'text', text: 'x', marks: [] }] }],
  },
]

describe('isSitePath', () => {
  it.each(OFF_SITE_PATHS)('refuses %s', (_name, path) => {
    expect(isSitePath(path)).toBe(false)
  })

  it.each(SITE_PATHS)('accepts %s', (path) => {
    expect(isSitePath(path)).toBe(true)
    expect(staysOnSite(path)).toBe(true)
  })

  it('accepts only what the URL parser keeps on the site, escapes decoded or not', () => {
    const candidates = [...OFF_SITE_PATHS.map(([, path]) => path), ...SITE_PATHS, ...generatedCandidates()]
    const accepted = candidates.filter(isSitePath)
    expect(accepted.length).toBeGreaterThan(SITE_PATHS.length)
    for (const path of accepted) {
      expect(staysOnSite(path), path).toBe(true)
      expect(staysOnSite(decodeURIComponent(path)), path).toBe(true)
    }
  })
})

describe('isWebUrl and isLinkTarget', () => {
  it.each(['https://www.jasamarga.com', 'http://example.com/a?b=c#d', 'HTTPS://EXAMPLE.COM'])('accept %s', (url) => {
    expect(isWebUrl(url)).toBe(true)
    expect(isLinkTarget(url)).toBe(true)
  })

  it.each([
    'https://',
    'https:///evil',
    'https:\\\\evil.example',
    'https://ev il.example',
    'https://evil.example\t/',
    'ftp://x',
  ])('refuse %j', (url) => {
    expect(isWebUrl(url)).toBe(false)
    expect(isLinkTarget(url)).toBe(false)
  })

  it('a link target is a site path or a web address, nothing else', () => {
    for (const [, path] of OFF_SITE_PATHS.filter(([, p]) => !/^https?:\/\//.test(p)))
      expect(isLinkTarget(path)).toBe(false)
    for (const path of SITE_PATHS) expect(isLinkTarget(path)).toBe(true)
  })
})

describe("the contract's rich-text links", () => {
  it.each(OFF_SITE_PATHS.filter(([, p]) => !/^https?:\/\//.test(p)))('refuse %s', (_name, url) => {
    expect(isSafeLink(url)).toBe(false)
    expect(richTextSchema.safeParse(withLink(url)).success).toBe(false)
  })

  it.each([...SITE_PATHS, 'https://example.com/a', 'mailto:humas@example.com', 'tel:+62 21 1234 567', '#visi'])(
    'accept %s',
    (url) => {
      expect(richTextSchema.safeParse(withLink(url)).success).toBe(true)
    },
  )

  it.each(['tel:+62\t21', 'mailto:a@b.c\n', '#a b', 'data:text/html,x'])('refuse %j', (url) => {
    expect(isSafeLink(url)).toBe(false)
  })
})
