/**
 * Candidate site paths for the link checks of the CMS, the contract and the site: forms browsers
 * normalise into another origin, and harmless paths that must stay accepted. The oracle is the
 * WHATWG URL parser itself (Node's `URL` is the one browsers implement).
 */
export const SITE_ORIGIN = 'https://www.example.test'

/** Where a browser on the site goes for `href`: its origin is the site's, or another. */
export const staysOnSite = (href: string) => {
  try {
    return new URL(href, SITE_ORIGIN).origin === SITE_ORIGIN
  } catch {
    return false
  }
}

/** Each leads off the site in a browser (directly, or once a server decodes its escapes), or is no path. */
export const OFF_SITE_PATHS: [string, string][] = [
  ['backslash after the slash', '/\\evil.example'],
  ['two backslashes', '/\\\\evil.example'],
  ['backslash then slash', '/\\/evil.example'],
  ['backslash first', '\\/evil.example'],
  ['backslash later in the path', '/id\\evil'],
  ['protocol-relative', '//evil.example'],
  ['three slashes', '///evil.example'],
  ['protocol-relative to a dotless host', '//localhost/id'],
  ['tab between the slashes', '/\t/evil.example'],
  ['newline between the slashes', '/\n/evil.example'],
  ['carriage return between the slashes', '/\r/evil.example'],
  ['tab and backslash', '/\t\\evil.example'],
  ['leading tab', '\t//evil.example'],
  ['leading space', ' //evil.example'],
  ['leading NUL', '\u0000//evil.example'],
  ['leading control character', '\u001f/evil.example'],
  ['space between the slashes', '/ /evil.example'],
  ['no-break space', '/\u00a0/evil.example'],
  ['line separator', '/\u2028/evil.example'],
  ['encoded backslash', '/%5Cevil.example'],
  ['encoded backslash, lower case', '/%5cevil.example'],
  ['encoded slashes', '/%2F%2Fevil.example'],
  ['encoded slash after a slash', '/%2Fevil.example'],
  ['encoded tab', '/%09/evil.example'],
  ['encoded newline', '/%0a/evil.example'],
  ['encoded NUL', '/%00'],
  ['malformed escape', '/id/%E0%A4%A'],
  ['absolute URL', 'https://evil.example/'],
  ['scheme without slashes', 'http:evil.example'],
  ['javascript URL', 'javascript:alert(1)'],
  ['relative path', 'evil.example'],
  ['dot path', './x'],
  ['empty', ''],
]

/** Paths of the site that stay accepted. */
export const SITE_PATHS = [
  '/',
  '/id',
  '/id/hubungi-kami',
  '/en/about-us/profile/board-of-directors',
  '/en/news/%E2%9C%93',
  '/id/berita/é',
  '/files/laporan%20tahunan.pdf',
  '/id/tentang-kami#visi',
  '/id/hasil-pencarian?q=tarif',
  '/user@home/~docs/a_b-c',
]

/**
 * More candidates: every ASCII character and a few others, in the places that matter (first,
 * right after the leading slash, escaped there), for the property "accepted implies on the site".
 */
export function generatedCandidates(): string[] {
  const chars = [...Array.from({ length: 128 }, (_, i) => String.fromCharCode(i)), '\u00a0', '\u2028', '\ufeff', 'é']
  return chars.flatMap((c) => {
    const escaped = `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`
    return [
      `${c}/evil.example`,
      `/${c}/evil.example`,
      `/${c}evil.example`,
      `/${escaped}/evil.example`,
      `/${escaped}${escaped}evil`,
    ]
  })
}
