import { describe, expect, it } from 'vitest'
import { isSafeInternalPath, safeInternalPath } from '../../src/lib/safe-redirect'
import { generatedCandidates, OFF_SITE_PATHS, staysOnSite } from '../../../../packages/content-api/test/trickyPaths'

describe('isSafeInternalPath', () => {
  it.each(['/', '/en', '/id/berita/tarif-tol-2026', '/en/news/%E2%9C%93', '/user@home/~docs/a_b-c'])(
    'accepts %s',
    (path) => {
      expect(isSafeInternalPath(path)).toBe(true)
    },
  )

  it.each([
    ['empty', ''],
    ['relative path', 'en/news'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript URL', 'javascript:alert(1)'],
    ['protocol-relative URL', '//evil.example'],
    ['protocol-relative path with more segments', '//evil.example/id'],
    // Only allowed characters, yet URL parsing turns it into https://evil.example/.
    ['protocol-relative URL with an encoded dot', '//evil%2Eexample'],
    ['encoded backslash', '/%5Cevil'],
    ['encoded backslash, lower case', '/%5cevil.example'],
    ['encoded slashes making it protocol-relative', '/%2F%2Fevil.example'],
    ['malformed escape', '/id/%E0%A4%A'],
    ['protocol-relative URL to a dotless host', '//localhost/id'],
    ['backslash after slash', '/\\evil.example'],
    ['backslash later', '/id\\evil'],
    ['dot segments', '/id/../admin'],
    ['query string', '/id?next=/x'],
    ['fragment', '/id#top'],
    ['space', '/id/ berita'],
    ['newline', '/id\n/x'],
    ['non-ASCII letter', '/id/berita/é'],
    ['colon', '/id:8080'],
  ])('rejects %s', (_name, path) => {
    expect(isSafeInternalPath(path)).toBe(false)
  })
})

describe('isSafeInternalPath and the forms browsers lead to another site', () => {
  it.each(OFF_SITE_PATHS)('rejects %s', (_name, path) => {
    expect(isSafeInternalPath(path)).toBe(false)
  })

  it('accepts a path only when the URL parser keeps it on the site, escapes decoded or not', () => {
    for (const path of generatedCandidates().filter(isSafeInternalPath))
      expect(staysOnSite(path) && staysOnSite(decodeURIComponent(path)), path).toBe(true)
  })
})

describe('safeInternalPath', () => {
  it('returns a safe path unchanged', () => {
    expect(safeInternalPath('/en/contact')).toBe('/en/contact')
  })

  it('falls back to / for unsafe, null and undefined input', () => {
    expect(safeInternalPath('//evil.example')).toBe('/')
    expect(safeInternalPath(null)).toBe('/')
    expect(safeInternalPath(undefined)).toBe('/')
  })

  it('uses the given fallback', () => {
    expect(safeInternalPath('https://evil.example', '/en')).toBe('/en')
  })
})
