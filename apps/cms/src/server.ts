import path from 'node:path'
import { serveNext } from '@jtt/server'
import { contentVersion } from '@jtt/server/content-version'
import next from 'next'
import { MAX_UPLOAD_BYTES } from './lib/uploadLimit'
import { CONTENT_VERSION } from './publishing/contentVersion'

/**
 * Production entry of the content service (`node dist/server.mjs`, bundled by the build): Next.js
 * (Payload's admin and REST API, and the Content API) behind the front in @jtt/server. Payload
 * initialises at start (the health check's request), not on the first visitor's request.
 */
const MB = 1024 * 1024
const port = Number(process.env.PORT ?? process.env.CMS_PORT ?? 3001)

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
const cachedApiPath = (url = '') => (CACHED_API.test(url) ? url : null)

await serveNext({
  name: 'cms',
  app: next({ dir: path.resolve(import.meta.dirname, '..'), dev: false }),
  port,
  host: process.env.CMS_HOST || undefined,
  trustedProxies: process.env.TRUSTED_PROXIES,
  warmUpPath: '/v1/health',
  responseCache: {
    keyOf: (req) => cachedApiPath(req.url),
    version: contentVersion(CONTENT_VERSION),
    maxAgeMs: 60_000,
    maxBytes: 64 * 1024 * 1024,
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
  refusal: (_req, refused) => ({
    contentType: 'application/json',
    body: JSON.stringify({
      error: { code: refused.status === 405 ? 'method_not_allowed' : 'bad_request', message: refused.reason },
    }),
  }),
})
