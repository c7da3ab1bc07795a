import type http from 'node:http'
import type { ContentVersion } from './content-version'
import { keptAnswers, type KeptAnswer } from './kept-answers'
import { isPersonal } from './personal-request'
import { keepWhenDone } from './keep-when-done'

/** A request the cache may answer: the address it is kept under, and the group whose variants it counts among. */
export type CacheableRequest = {
  /**
   * The address (path and query) the answer is kept under, and the one the app is asked for: the
   * request's own, or a normal form of it (known query parameters only, in one order), so that every
   * spelling of one page is one kept answer and the app renders exactly what the key says.
   */
  url: string
  /** Answers of one group (a route, say, whatever its query) share the `maxVariants` bound. */
  group: string
}

export type ResponseCacheOptions = {
  /** What an answer to this request may be kept under, or null to never keep it. */
  keyOf: (req: http.IncomingMessage) => CacheableRequest | null
  /** Answers are kept under the version they were made at and served only while it is current. */
  version: ContentVersion
  /**
   * Longest an answer is served with no change announced: the net under changes no hook reports. An
   * answer's own `s-maxage` (or `max-age`), the time the app lets shared caches keep it, is the limit
   * when shorter.
   */
  maxAgeMs: number
  /** Memory the kept answers may take; the least recently used go first. */
  maxBytes: number
  /** Answers one group may keep (default: no bound but memory); its least recently used go first. */
  maxVariants?: number
  /**
   * The cookies that make an answer personal (the app's session and preview cookies). A request the
   * cache covers that carries none of them is the same for everyone: its other cookies (analytics,
   * consent) are removed before the app sees it, so they neither bypass the cache nor make the app
   * render for one visitor. Without this list, any cookie makes a request personal.
   */
  personalCookies?: readonly string[]
}

const CONDITIONAL = ['if-none-match', 'if-modified-since'] as const

/** Headers a 304 carries (RFC 9110 §15.4.5): what would have come with the 200, bar the body's own. */
const NOT_MODIFIED_HEADERS = ['cache-control', 'content-location', 'etag', 'expires', 'vary']

/**
 * Does the browser's copy (`If-None-Match`) match the kept answer's ETag? Weak comparison, as for GET
 * (RFC 9110 §13.1.2); `*` matches any.
 */
function matchesCopy(ifNoneMatch: string | undefined, etag: unknown): boolean {
  if (!ifNoneMatch || typeof etag !== 'string') return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/** A kept answer, or a 304 when the browser's copy is that answer. */
function answerFromCache(req: http.IncomingMessage, res: http.ServerResponse, hit: KeptAnswer) {
  if (matchesCopy(req.headers['if-none-match'], hit.headers.etag)) {
    const headers = Object.fromEntries(
      NOT_MODIFIED_HEADERS.filter((n) => n in hit.headers).map((n) => [n, hit.headers[n]!]),
    )
    res.writeHead(304, { ...headers, 'x-cache': 'HIT' })
    res.end()
    return
  }
  res.writeHead(hit.status, { ...hit.headers, 'content-length': hit.body.length, 'x-cache': 'HIT' })
  res.end(req.method === 'HEAD' ? undefined : hit.body)
}

/** Longest a request waits for another making the same answer, before asking the app itself. */
const WAIT_FOR_MAKER_MS = 5_000
/** Request headers every answer is assumed to vary on, whatever its `Vary` says. */
const KEYED = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'accept-encoding']

/** How long the app lets shared caches keep an answer, in ms (null: it does not say). */
function sharedLifetime(cacheControl: string): number | null {
  const seconds = /\bs-maxage=(\d+)/.exec(cacheControl) ?? /\bmax-age=(\d+)/.exec(cacheControl)
  return seconds ? Number(seconds[1]) * 1000 : null
}

/** The request headers an answer varies on, bar Accept-Encoding (in the key), or null for `Vary: *`. */
function variesOn(vary: string): string[] | null {
  const names = vary
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && name !== 'accept-encoding')
  return names.includes('*') ? null : names
}

const valuesOf = (req: http.IncomingMessage, names: string[]): [string, string][] =>
  names.map((name) => [name, String(req.headers[name] ?? '')])

/**
 * A cache of whole answers in front of Next.js, for what everyone reads the same (the Content API's
 * public answers, the site's cached pages): a kept answer costs a map lookup instead of Next's router, the
 * proxy and a render or cache read, and is retired the moment the content version changes — before
 * anyone is told of the change, so whoever reads again gets the new answer. It honours `Vary`, and keeps
 * an answer no longer than its `s-maxage` allows.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  const kept = keptAnswers({ maxBytes: options.maxBytes, maxVariants: options.maxVariants ?? Infinity })
  const personalCookies = options.personalCookies ? new Set(options.personalCookies) : null
  let seenVersion: string | null = null
  /** Answers being made now, by key: settled when the one request making it is done. */
  const inMaking = new Map<string, Promise<unknown>>()

  /** Serves `req` from the cache, or lets `pass` answer it and keeps the answer when it may. */
  async function cached(req: http.IncomingMessage, res: http.ServerResponse, pass: () => void) {
    const request = req.method === 'GET' || req.method === 'HEAD' ? options.keyOf(req) : null
    if (request === null || isPersonal(req.headers, personalCookies)) return pass()
    // The same for everyone: what else it carries is not the app's to read.
    delete req.headers.cookie
    req.url = request.url
    const version = await options.version.current()
    if (version === null) return pass()
    if (version !== seenVersion) {
      // Everything kept so far is from an older version.
      kept.clear()
      seenVersion = version
    }
    // The address as the app sees it (a page may name its own host), and the encoding it is sent in.
    const key = [request.url, ...KEYED.map((name) => req.headers[name] ?? '')].join('\n')
    const usable = (hit: KeptAnswer | undefined): hit is KeptAnswer =>
      hit !== undefined &&
      hit.version === version &&
      Date.now() < hit.expiresAt &&
      hit.varies.every(([name, value]) => String(req.headers[name] ?? '') === value)
    let hit = kept.get(key)
    // One request at a time makes an answer: others asking for it meanwhile wait for it, instead of
    // each rendering the same page (a page everyone reads, just retired by a publish).
    const making = usable(hit) ? undefined : inMaking.get(key)
    if (making) {
      await Promise.race([making, new Promise((resolve) => setTimeout(resolve, WAIT_FOR_MAKER_MS).unref())])
      hit = kept.get(key)
    }
    if (usable(hit)) return answerFromCache(req, res, hit)
    // Asked again by a browser that has a copy: the app answers in full (a 304 has nothing to keep), the
    // next such request gets its 304 from here.
    for (const name of CONDITIONAL) delete req.headers[name]
    res.setHeader('x-cache', 'MISS')
    if (req.method === 'GET')
      keepWhenDone(res, (status, headers, body) => {
        const storedAt = Date.now()
        const lifetime = sharedLifetime(String(headers['cache-control'] ?? '')) ?? options.maxAgeMs
        const expiresAt = storedAt + Math.min(lifetime, options.maxAgeMs)
        const varies = variesOn(String(headers.vary ?? ''))
        if (varies)
          kept.set(key, request.group, {
            version,
            storedAt,
            expiresAt,
            status,
            headers,
            body,
            varies: valuesOf(req, varies),
          })
      })
    if (req.method === 'GET' && !inMaking.has(key)) {
      // Settled once the answer is out and kept (or not): 'close' comes after 'finish'.
      inMaking.set(key, new Promise((resolve) => res.once('close', () => resolve(inMaking.delete(key)))))
    }
    pass()
  }
  /** How many answers are kept now (readiness: a web instance with pages to serve). */
  return Object.assign(cached, { size: kept.size })
}
