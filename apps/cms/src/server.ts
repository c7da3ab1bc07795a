import './lib/checkEnv'
import path from 'node:path'
import { serveNext, applyBuiltNextConfig } from '@jtt/server'
import { contentVersion } from '@jtt/server/content-version'
import { processLogger } from '@jtt/server/log'
import type { ErrorCode } from '@jtt/content-api'
import next from 'next'
import { env } from './lib/env'
import { requestRoute } from './lib/requestRoute'
import { MAX_UPLOAD_BYTES } from './lib/uploadLimit'
import { CONTENT_VERSION } from './publishing/contentVersion'

/**
 * Production entry of the content service (`node dist/server.mjs`, bundled by the build): Next.js
 * (Payload's admin and REST API, and the Content API) behind the front in @jtt/server. Payload
 * initialises at start (the health check's request), not on the first visitor's request.
 */
const MB = 1024 * 1024
const dir = path.resolve(import.meta.dirname, '..')
applyBuiltNextConfig(dir)
const port = env.port

/** Uploads (images, PDFs) are large; JSON bodies are small; the admin's server actions sit between. */
function bodyLimit(url: string, contentType: string): number {
  if (url.startsWith('/api/') && contentType.startsWith('multipart/form-data')) return MAX_UPLOAD_BYTES
  if (url.startsWith('/api/')) return 2 * MB
  if (url.startsWith('/admin')) return 20 * MB
  return 64 * 1024
}

/**
 * Content API answers kept in front of Next.js (see @jtt/server's response cache): those the API calls
 * public, until the next published change. Not search, whose index is brought up to date after the
 * change is committed (search/indexer.ts), nor health, which reports on the database now.
 */
const CACHED_API = /^\/v1\/(?!(search|health)(\/|\?|$))/
/** Kept under its own address; each resource (its path) keeps a bounded number of query variants. */
const cachedApiRequest = (url = '') => (CACHED_API.test(url) ? { url, group: url.split('?')[0]! } : null)
/**
 * Payload's session cookie (its default prefix): the one cookie that makes an answer personal (an
 * editor's drafts). Others a browser sends along (the site's analytics on a shared domain) are not.
 */
const SESSION_COOKIES = ['payload-token']

/**
 * The Content API's resources that take POST (and nothing else): sign-in, the forms and search
 * analytics' events. Every other resource is read with GET. An integration test walks the route files
 * and holds this to them.
 */
const POST_RESOURCES =
  /^\/v1\/(auth\/(login|logout)|contact-messages|alert-subscriptions(\/[a-z-]+)?|search-events)\/?(\?|$)/

/** The contract's error code for each refusal of the front (see @jtt/content-api's ERROR_CODES). */
const refusalCode = (status: number): ErrorCode =>
  status === 405 || status === 501 ? 'method_not_allowed' : status === 413 ? 'payload_too_large' : 'bad_request'

const apiError = (code: ErrorCode, message: string) => ({
  contentType: 'application/json',
  body: JSON.stringify({ error: { code, message } }),
})

/**
 * `GET /readyz`: Payload initialised and its database answering, as the Content API's own health
 * resource finds (one count query). `GET /healthz` asks nothing (see @jtt/server's health.ts).
 */
async function readiness() {
  const res = await fetch(`http://127.0.0.1:${port}/v1/health`, { signal: AbortSignal.timeout(2000) })
  return { ready: res.ok, checks: { database: res.ok ? 'ok' : `HTTP ${res.status}` } }
}

await serveNext({
  name: 'cms',
  // Named first: Payload (Next's bundles, same process) logs through this one (lib/logger.ts).
  logger: processLogger('cms'),
  routeOf: requestRoute,
  app: next({ dir, dev: false }),
  port,
  host: env.host,
  trustedProxies: env.trustedProxies,
  metricsPort: env.metricsPort,
  drainTimeoutMs: env.drainTimeoutMs,
  warmUpPath: '/v1/health',
  health: { readiness },
  responseCache: {
    keyOf: (req) => cachedApiRequest(req.url),
    version: contentVersion(CONTENT_VERSION),
    maxAgeMs: 60_000,
    maxBytes: 64 * 1024 * 1024,
    maxVariants: 1000,
    personalCookies: SESSION_COOKIES,
  },
  methodRefusalStatus: 405,
  // The web site's draft-mode cookies (Next's): on one host (the local stack) the browser sends them
  // here too, and Next would answer them by deleting them, ending the editor's preview on the site.
  dropCookies: ['__prerender_bypass', '__next_preview_data'],
  // POSTs go to the route handlers (the Content API and Payload's REST and GraphQL); the admin's pages
  // take only its server actions (its layout's server function), which need JavaScript.
  postRules: { postPaths: /^\/(v1|api)(\/|$)/, actionPaths: /^\/admin(\/|$)/ },
  bodyLimit: (req) => bodyLimit(req.url ?? '', String(req.headers['content-type'] ?? '')),
  // The API's error shape for everyone; the admin's browser shows it as plain JSON, which is enough
  // for requests no browser sends.
  refusal: (_req, refused) => apiError(refusalCode(refused.status), refused.reason),
  // A Content API route asked with a method it does not export: Next's 405 has neither body nor
  // `Allow`; the contract's JSON error instead, with what the resource takes.
  errorAnswer: (req, status, allow) =>
    status === 405 && /^\/v1(\/|\?|$)/.test(req.url ?? '')
      ? {
          status,
          ...apiError('method_not_allowed', `This resource does not take ${req.method}.`),
          headers: { allow: allow ?? (POST_RESOURCES.test(req.url ?? '') ? 'POST' : 'GET, HEAD') },
        }
      : null,
})
