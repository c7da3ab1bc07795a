// Generates hostile requests for `npm run check:fuzz`: odd paths (bad escapes, unicode, traversal,
// long segments), query strings, methods, headers, form bodies and JSON for the Content API. Every
// request carries a marker that is unique to it; finding the marker unescaped in an HTML answer
// means the input was reflected without escaping. A quarter of the CMS's requests carry malformed
// `where` clauses for Payload's REST API (where.mjs).
import { ROUTE_IDS, ROUTES, sitePath } from '../../../packages/content-api/src/routes.ts'
import { FUZZ_WHERE_TARGETS, randomWhere } from './where.mjs'

/** Each fixed route of the registry in both languages (query-reading and form pages among them). */
const FIXED_ROUTES = ROUTE_IDS.filter((id) => !('param' in ROUTES[id]))
const inBothLocales = (ids) => ids.flatMap((id) => [sitePath(id, 'id'), sitePath(id, 'en')])

const WEB_PATHS = [...inBothLocales(FIXED_ROUTES), '/sitemap.xml', '/robots.txt', '/api/revalidate', '/_next/image']
/** Pages whose forms post back to them: the visitors' forms of the registry. */
const WEB_FORMS = inBothLocales(FIXED_ROUTES.filter((id) => typeof ROUTES[id].form === 'string'))
const CMS_PATHS = [
  '/v1/health',
  '/v1/menu',
  '/v1/pages',
  '/v1/press-releases',
  '/v1/search',
  '/v1/rest-areas',
  '/v1/toll-roads',
  '/v1/tariffs',
  '/v1/documents',
  '/v1/media',
  '/v1/people',
  '/v1/settings',
  '/v1/sitemap',
  '/v1/redirects',
  '/v1/no-such-resource',
  '/api/pages',
  '/api/users',
  '/api/media',
  '/api/graphql',
  '/admin',
  '/admin/login',
]
const CMS_POSTS = [
  '/v1/auth/login',
  '/v1/contact-messages',
  '/v1/alert-subscriptions',
  '/api/users/login',
  '/api/users/forgot-password',
  '/api/graphql',
]
const QUERY_KEYS = [
  'q',
  'page',
  'perPage',
  'limit',
  'sort',
  'locale',
  'filter[slug]',
  'where[title][equals]',
  'token',
  'road',
  'km',
  'dir',
  'entry',
  'exit',
  'class',
  'year',
  'depth',
  'draft',
  'x[]',
  '__proto__[a]',
]
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO']

/** Mulberry32: a small seeded generator, so a finding can be replayed with FUZZ_SEED. */
function prng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function generator(seed) {
  const rand = prng(seed)
  const pick = (list) => list[Math.floor(rand() * list.length)]
  const chance = (p) => rand() < p
  // Hostile fragments; `M` is replaced by the request's marker.
  const nasty = () =>
    pick([
      '<M>',
      '"><M>',
      "'><M x=1>",
      '<script>M</script>',
      'javascript:M',
      '%3CM%3E',
      '%',
      '%zz',
      '%c0%af',
      '%ff%fe',
      '%00',
      '%e2%80%ae',
      '..',
      '..%2f..%2fetc%2fpasswd',
      '%2e%2e/',
      '//',
      'ä\u00ff',
      encodeURIComponent('jalan tol 🚗 日本 \u202e'),
      'x'.repeat(1 + Math.floor(rand() * 3000)),
      '-1',
      '1e309',
      'NaN',
      "1' OR '1'='1",
      '${7*7}',
      '{{7*7}}',
      'M',
    ])
  const enc = (s) =>
    chance(0.5) ? encodeURIComponent(s) : s.replace(/[^\u0021-\u00ff]/g, encodeURIComponent).replace(/[\s]/g, '+')

  function path(bases) {
    let p = pick(bases)
    if (chance(0.6)) p += `/${nasty()}`
    if (chance(0.2)) p = p.replace(/\/[^/]*$/, `/${nasty()}`)
    if (chance(0.1)) p = `/${nasty()}${p}`
    return p
  }
  function query() {
    if (!chance(0.7)) return ''
    const pairs = Array.from({ length: 1 + Math.floor(rand() * 4) }, () => `${pick(QUERY_KEYS)}=${enc(nasty())}`)
    return `?${pairs.join('&')}`
  }
  function headers() {
    const h = {}
    if (chance(0.3)) h['accept-language'] = pick(['id', 'en', '*', 'xx-YY;q=abc', 'en;q=0.9,<M>', ''])
    if (chance(0.3)) h.accept = pick(['text/html', 'application/json', '*/*', 'text/x-component', 'image/<M>'])
    if (chance(0.2)) h.cookie = pick(['NEXT_LOCALE=<M>', 'payload-token=abc.def.ghi', 'a=%zz', `x=${'y'.repeat(4000)}`])
    if (chance(0.15)) h['x-forwarded-host'] = pick(['evil.example', '<M>'])
    if (chance(0.1)) h['next-action'] = pick(['0', 'deadbeef', '<M>'])
    if (chance(0.1)) h.rsc = '1'
    if (chance(0.1)) h['next-router-state-tree'] = pick(['%zz', '[[', '<M>'])
    if (chance(0.1)) h.range = pick(['bytes=0-1', 'bytes=9-1', 'bytes=-', 'lines=1-2'])
    return h
  }
  function json(depth = 0) {
    const kind = Math.floor(rand() * (depth > 3 ? 4 : 7))
    if (kind === 0) return nasty()
    if (kind === 1) return pick([0, -1, 1e308, null, true, 3.5])
    if (kind === 2) return 'M'
    if (kind === 3) return pick(['admin@example.com', 'Wrong#Pass1', '<M>@example.com'])
    if (kind === 4) return Array.from({ length: Math.floor(rand() * 4) }, () => json(depth + 1))
    const keys = [
      'email',
      'password',
      'name',
      'message',
      'subject',
      'phone',
      'locale',
      'query',
      '__proto__',
      'constructor',
      'captcha',
      'variables',
    ]
    return Object.fromEntries(Array.from({ length: 1 + Math.floor(rand() * 5) }, () => [pick(keys), json(depth + 1)]))
  }
  function body(kind) {
    if (kind === 'form') {
      const fields = [
        'name',
        'email',
        'message',
        'subject',
        '$ACTION_ID_x',
        '1_$ACTION_REF_1',
        'token',
        'locale',
        'g-recaptcha-response',
      ]
      const pairs = Array.from({ length: 1 + Math.floor(rand() * 6) }, () => `${enc(pick(fields))}=${enc(nasty())}`)
      return { type: 'application/x-www-form-urlencoded', text: pairs.join('&') }
    }
    if (chance(0.15))
      return { type: 'application/json', text: pick(['{', '[]', '{"a":', 'null', '"M"', '{"__proto__":{"x":1}}']) }
    if (chance(0.05))
      return {
        type: 'multipart/form-data; boundary=x',
        text: '--x\r\nContent-Disposition: form-data; name="M"\r\n\r\nM\r\n--',
      }
    return { type: 'application/json', text: JSON.stringify(json()) }
  }

  /** The n-th request against the web site ('web') or the CMS ('cms'). */
  return function next(n, target) {
    const marker = `jttfz${n}q`
    const fill = (s) => s.replaceAll('M', marker)
    const postLike = chance(0.3)
    let method = postLike ? 'POST' : pick(METHODS)
    let url
    let payload
    if (target === 'web') {
      url = postLike ? pick(WEB_FORMS) + query() : path(WEB_PATHS) + query()
      if (method !== 'GET' && method !== 'HEAD') payload = body(postLike || chance(0.5) ? 'form' : 'json')
    } else if (!postLike && chance(0.25)) {
      const clauses = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => randomWhere(rand, pick))
      url = `${pick(FUZZ_WHERE_TARGETS)}?${clauses.join('&')}`
      // Bulk updates and deletes take `where` too (anonymous here: refused, but parsed first).
      method = pick(['GET', 'GET', 'GET', 'HEAD', 'PATCH', 'DELETE'])
      if (method === 'PATCH') payload = body('json')
    } else {
      url = postLike ? pick(CMS_POSTS) + query() : path(CMS_PATHS) + query()
      if (method !== 'GET' && method !== 'HEAD') payload = body(chance(0.8) ? 'json' : 'form')
    }
    if (method === 'TRACE' && payload) method = 'PUT'
    const hdrs = Object.fromEntries(Object.entries(headers()).map(([k, v]) => [k, fill(v)]))
    if (payload) hdrs['content-type'] = payload.type
    // Spaces and characters beyond Latin-1 cannot go on the request line raw; everything else may.
    const line = fill(url).replace(/[\s\u0000-\u0020]|[^\u0000-\u00ff]/g, encodeURIComponent)
    return { target, method, url: line, headers: hdrs, body: payload ? fill(payload.text) : undefined, marker }
  }
}
