import './check-env'
import path from 'node:path'
import { serveNext, applyBuiltNextConfig } from '@jtt/server'
import { contentVersion } from '@jtt/server/content-version'
import { processLogger } from '@jtt/server/log'
import next from 'next'
import { defaultLocale, isLocale, localeCodes, type Locale } from './i18n/locales'
import { PERSONAL_COOKIES } from './lib/auth/cookies'
import { contentServiceGauge } from './lib/content/call-metrics'
import { contentHealth } from './lib/content/health'
import { webReadiness } from './lib/content/readiness'
import { contentFailed, trackContentFailures } from './lib/content/request-failures'
import { isDocumentRequest } from './lib/document-request'
import { errorDocument } from './lib/error-document'
import { pageCacheKey } from './lib/page-cache-key'
import { pageRefusal } from './lib/page-refusal'
import { PAGE_VERSION } from './lib/page-version'
import { requestRoute } from './lib/request-route'
import { withPageScripts } from './lib/security/csp'
import { env } from './env'

/**
 * Production entry of the web site (`node dist/server.mjs`, bundled by the build): Next.js behind the
 * front in @jtt/server. Forms and notifications are small, so every body is limited to 64 KB.
 */
const port = env.port
// The proxy fetches the site's own pages over loopback (status pages, content-service outages).
process.env.PORT = String(port)

const localeOf = (url: string | undefined): Locale => {
  const first = (url ?? '').split(/[/?]/)[1]
  return isLocale(first) ? first : defaultLocale
}

/** Requests for a page of the site (or, for refusals, what looks like one). */
const PAGE = new RegExp(`^/(${localeCodes.join('|')})(/|\\?|$)`)

const dir = path.resolve(import.meta.dirname, '..')
// Several instances share Next's cache through Redis when REDIS_URL is set at start (cache-handler.mjs,
// beside dist/ in the artifact); otherwise each keeps its own in memory.
applyBuiltNextConfig(dir, (config) =>
  env.redisUrl
    ? { ...config, cacheHandler: path.join(dir, 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : { ...config, cacheHandler: undefined },
)
const site = next({ dir, dev: false })
contentServiceGauge()

await serveNext({
  name: 'web',
  // Named first: the page renders (Next's bundles, same process) log through this one (log.ts).
  logger: processLogger('web'),
  routeOf: requestRoute,
  app: {
    prepare: () => site.prepare(),
    // Each request notes whether the content service failed it (see errorAnswer).
    getRequestHandler: () => {
      const handle = site.getRequestHandler()
      return (req, res) => trackContentFailures(req, () => handle(req, res))
    },
  },
  port,
  host: env.host,
  trustedProxies: env.trustedProxies,
  metricsPort: env.metricsPort,
  drainTimeoutMs: env.drainTimeoutMs,
  bodyLimit: () => 64 * 1024,
  health: { readiness: webReadiness },
  // Pages the front keeps whole: those Next and the proxy call shareable (cached pages, and those rendered
  // per request that are the same for everyone, for their s-maxage), one per normalized query (see
  // page-cache-key.ts), for every visitor without the session or preview cookie (their other cookies,
  // analytics and consent, never reach Next). Not the router's RSC fetches (the same address, another
  // answer: Next's own cache serves them), nor route handlers or files.
  responseCache: {
    keyOf: (req) => pageCacheKey(req.url, req.headers.rsc !== undefined),
    version: contentVersion(PAGE_VERSION),
    maxAgeMs: 60_000,
    maxBytes: 128 * 1024 * 1024,
    maxVariants: env.pageCacheVariants,
    personalCookies: PERSONAL_COOKIES,
  },
  // Built assets and public files (`/_next/…`, `/img/x.png`): GET and HEAD only.
  readOnlyPaths: /^\/_next\/|^[^?]*\.[A-Za-z0-9]+(\?|$)/,
  // A method nothing here takes (TRACE, WebDAV's, made-up ones) is refused with a 405 and `Allow`, like
  // the proxy refuses methods a page does not take: the client's mistake, not a server error. The page
  // shown is the spec's one for it (the 501 page).
  methodRefusalStatus: 405,
  // Pages take server actions, and posts of their forms without JavaScript (the proxy judges both);
  // of the route handlers, the revalidation hook, one-click unsubscribing (RFC 8058) and the results
  // page's search analytics take a POST.
  postRules: {
    postPaths: new RegExp(`^/(${localeCodes.join('|')})(/|$)|^/api/(revalidate|alerts/unsubscribe|search-events)$`),
    actionPaths: new RegExp(`^/(${localeCodes.join('|')})(/|$)`),
  },
  // A page asked with a method Next cannot take (TRACE, WebDAV's) gets what the proxy answers any
  // method a page does not take: the full 501 page and the page's `Allow`. Files, data requests and
  // an outage get the self-contained document.
  refusal: async (req, refused) => {
    const page = req.url ?? ''
    const wantsPage = refused.status === 405 && PAGE.test(page) && isDocumentRequest(req.headers['sec-fetch-dest'])
    const full = wantsPage && !contentHealth.isDown() ? await pageRefusal(page, req.headers) : null
    const body = errorDocument(localeOf(req.url), refused.status === 405 ? 501 : 400)
    return full ?? { contentType: 'text/html; charset=utf-8', body }
  },
  // The CSP lists the hashes of each page's inline scripts (csp.ts). A 304 carries none: the browser
  // keeps the policy that came with its copy of the page.
  completeHtml: (html, res) => {
    const policy = res.getHeader('content-security-policy')
    if (typeof policy !== 'string') return
    if (html === null) res.removeHeader('content-security-policy')
    else res.setHeader('content-security-policy', withPageScripts(policy, html))
  },
  // A page that needed the content service when it did not answer (down, hung, failing): a readable
  // 503 'Data belum tersedia' (complete without JavaScript) instead of Next's 500 error shell. Pages in
  // the cache never get here; the router's own fetches keep the 500, so a navigation falls back to
  // loading this page.
  errorAnswer: (req, status) =>
    status >= 500 && (contentFailed(req) || contentHealth.isDown()) && isDocumentRequest(req.headers['sec-fetch-dest'])
      ? {
          status: 503,
          contentType: 'text/html; charset=utf-8',
          body: errorDocument(localeOf(req.url), 503),
          headers: { 'retry-after': '10' },
        }
      : null,
})
