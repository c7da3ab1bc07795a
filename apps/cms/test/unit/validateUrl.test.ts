import { describe, expect, it } from 'vitest'
import { optional, validateLinkTarget, validateSitePath } from '../../src/lib/validateUrl'
import {
  generatedCandidates,
  OFF_SITE_PATHS,
  SITE_PATHS,
  staysOnSite,
} from '../../../../packages/content-api/test/trickyPaths'

const offSite = OFF_SITE_PATHS.filter(([, path]) => !/^https?:\/\//.test(path))
/** What Payload passes a validator for a user whose interface is in English. */
const inEnglish = { req: { i18n: { language: 'en' } } }

describe('validateLinkTarget (menu, calls to action, home links, redirect targets)', () => {
  it.each(offSite)('refuses %s with a message', (_name, path) => {
    const result = validateLinkTarget(path, inEnglish)
    expect(result).toEqual(expect.any(String))
    expect(String(result)).toMatch(path ? /site path|backslash|Spaces/ : /Required/)
  })

  it.each([...SITE_PATHS, 'https://www.jasamarga.com', 'http://example.com/a?b=c'])('accepts %s', (path) => {
    expect(validateLinkTarget(path)).toBe(true)
  })

  it('accepts a path only when the URL parser keeps it on the site', () => {
    const accepted = generatedCandidates().filter((path) => validateLinkTarget(path) === true)
    for (const path of accepted) expect(staysOnSite(path) && staysOnSite(decodeURIComponent(path)), path).toBe(true)
  })

  it('names the backslash when there is one, in the user’s interface language (Indonesian by default)', () => {
    expect(validateLinkTarget('/\\evil.example', inEnglish)).toMatch(/backslash/)
    expect(validateLinkTarget('/\\evil.example')).toMatch(/Garis miring terbalik/)
    expect(validateLinkTarget('/\\evil.example', { req: { i18n: { language: 'id' } } })).toMatch(/Garis miring/)
    expect(validateSitePath('/a?b', inEnglish)).toMatch(/site path/)
    expect(validateSitePath('/a?b')).toMatch(/path situs/)
  })

  it('lets an optional field stay empty', () => {
    expect(optional(validateLinkTarget)('')).toBe(true)
    expect(optional(validateLinkTarget)('/\\evil.example', inEnglish)).toMatch(/backslash/)
  })
})

describe('validateSitePath (a redirect source)', () => {
  it.each(offSite)('refuses %s', (_name, path) => {
    expect(validateSitePath(path)).toEqual(expect.any(String))
  })

  it.each(['/old-page', '/id/berita/2020/tarif-baru', '/en/news/%E2%9C%93'])('accepts %s', (path) => {
    expect(validateSitePath(path)).toBe(true)
  })
})
