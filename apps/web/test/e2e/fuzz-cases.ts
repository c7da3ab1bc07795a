import { sitePath } from '@jtt/content-api/routes'
/**
 * Generated bad requests for the fuzz test: malformed paths, escapes and unicode, hostile query
 * strings, unusual methods and headers, and broken bodies for the endpoints that take one. A seeded
 * generator, so a failure can be reproduced from its printed request.
 */
export type FuzzRequest = { method: string; target: string; headers: Record<string, string>; body?: string }

/** Text that must never come back unescaped in an HTML page. */
export const XSS_MARKER = '"><svg/onload=alert(1)>'

function rng(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const WEB_PATHS = [
  '/',
  sitePath('home', 'id'),
  sitePath('home', 'en'),
  sitePath('search-results', 'id'),
  sitePath('search-results', 'en'),
  '/id/kebijakan-privasi',
  sitePath('contact', 'en'),
  sitePath('rest-area', 'id', { id: '1' }),
  sitePath('press-releases', 'id'),
  sitePath('press-release', 'en', { slug: 'x' }),
  sitePath('annual-reports', 'id'),
  '/old',
  '/sitemap.xml',
  '/robots.txt',
  '/_next/static/chunks/x.js',
  '/api/revalidate',
  '/api/search',
  '/img/default-card.png',
]
const CMS_PATHS = [
  '/v1',
  '/v1/components',
  '/v1/settings',
  '/v1/menu',
  '/v1/pages',
  '/v1/home',
  '/v1/redirects',
  '/v1/media',
  '/v1/sitemap',
  '/v1/press-releases',
  '/v1/press-releases/x',
  '/v1/press-releases/years',
  '/v1/documents',
  '/v1/documents/years',
  '/v1/investor-relations',
  '/v1/search',
  '/v1/auth/login',
  '/v1/auth/logout',
  '/v1/current-user/profile',
  '/v1/health',
  '/api/pages',
  '/api/users',
  '/api/users/login',
  '/api/users/me',
  '/api/globals/home',
  '/api/media/file/x.webp',
  '/api/documents/file/x.pdf',
  '/api/press-releases',
  '/api/payload-migrations',
  '/admin',
  '/admin/login',
]
const SEGMENTS = [
  '%ff',
  '%',
  '%u002e',
  '%0',
  '%e0%a4%a',
  '%c0%af',
  '..',
  '%2e%2e',
  '%00',
  '%0d%0aSet-Cookie:%20x=1',
  'é',
  '😀',
  'ｔｏｌ',
  '\u0130',
  'a'.repeat(300),
  encodeURIComponent(XSS_MARKER),
  '%252e',
  '[',
  ']',
  '{}',
  '%5B%5D',
  ';jsessionid=1',
  '~',
  '@',
  '//evil.example',
  '\\\\evil',
]
const QUERIES = [
  'q=',
  'q=%ff',
  `q=${encodeURIComponent(XSS_MARKER)}`,
  'page=0',
  'page=-1',
  'page=1e9',
  'page=NaN',
  'per_page=1000000',
  'locale=xx',
  'locale=',
  'locale=id&locale=en',
  'filter[slug]=',
  'filter[slug]=%ff',
  'filter[slug][$ne]=x',
  'filter[]=x',
  'filter[slug]=a&filter[slug]=b',
  'draft=true',
  'draft=1',
  "filter[slug]=' OR 1=1--",
  'where[or][0][slug][exists]=true',
  'depth=100',
  'limit=-5',
  'sort=-password',
  `x=${'y'.repeat(4000)}`,
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'q=%E2%80%AE',
  '_rsc=1',
]
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'TRACK']
const HEADER_SETS: Record<string, string>[] = [
  {},
  { accept: 'text/html' },
  { accept: 'application/json' },
  { 'accept-language': '*;q=0.1, xx' },
  { 'content-type': 'application/json' },
  { 'content-type': 'application/x-www-form-urlencoded' },
  { 'content-type': 'multipart/form-data; boundary=x' },
  { 'content-type': 'text/plain; charset=utf-7' },
  { cookie: `payload-token=${'x'.repeat(200)}; NEXT_LOCALE=xx` },
  { authorization: 'Bearer abc.def.ghi' },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' },
  { 'next-action': 'x' },
  { rsc: '1', 'next-router-prefetch': '1', 'next-router-state-tree': '%ff' },
  { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  { range: 'bytes=999999999-' },
  { 'if-none-match': '"' + 'x'.repeat(100) },
]
const BODIES = [
  '{',
  '{"email":',
  'null',
  '[]',
  '"x"',
  '{"email":"a@b.co","password":{"$gt":""}}',
  '{"email":["a@b.co"],"password":"x"}',
  `{"email":"${'a'.repeat(300)}@b.co","password":"x"}`,
  '{"__proto__":{"admin":true}}',
  '{"a":' + '['.repeat(2000) + ']'.repeat(2000) + '}',
  'email=a&password=b',
  '--x\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\n\r\n%PDF\r\n--x--',
  '\u0000\u0001\u0002',
  `{"title":"${XSS_MARKER}"}`,
]

export function fuzzRequests(count: number, app: 'web' | 'cms', seed: number): FuzzRequest[] {
  const next = rng(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  const paths = app === 'web' ? WEB_PATHS : CMS_PATHS
  const requests: FuzzRequest[] = []
  for (let i = 0; i < count; i++) {
    let target = pick(paths)
    const mutation = next()
    if (mutation < 0.45) target = `${target.replace(/\/$/, '')}/${pick(SEGMENTS)}`
    else if (mutation < 0.55) target = `${pick(SEGMENTS)}${target}`.replace(/^(?!\/)/, '/')
    if (next() < 0.6) target += `?${pick(QUERIES)}${next() < 0.3 ? `&${pick(QUERIES)}` : ''}`
    const method = pick(METHODS)
    const headers = {
      ...pick(HEADER_SETS),
      'x-forwarded-for': `198.18.${Math.floor(next() * 255)}.${Math.floor(next() * 255)}`,
    }
    const body = method === 'POST' || method === 'PATCH' || method === 'PUT' ? pick(BODIES) : undefined
    requests.push({ method, target, headers, body })
  }
  return requests
}
