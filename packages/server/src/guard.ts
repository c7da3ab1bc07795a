/**
 * What the front refuses before a request reaches Next.js, as pure functions of the request line and
 * headers. Next.js answers these with a 500 (TRACE: "method is unsupported"; `%ff`: URIError in its
 * router), and reads bodies whole, so they are stopped here with the right 4xx/5xx status.
 */

/** Methods Next.js (its WHATWG Request) can represent; TRACE, TRACK and CONNECT throw there. */
const NEXT_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Longest request target accepted; longer ones are never links of this site. */
export const MAX_URL_LENGTH = 8 * 1024

/** `allow`: the methods the address takes, when it is not the app's usual set. */
export type Refusal = { status: 400 | 405 | 411 | 413 | 414 | 501; reason: string; allow?: string }

/** How an app refuses a method: 501 Not Implemented (a site page) or 405 Method Not Allowed (an API). */
export type MethodRefusalStatus = 405 | 501

const READ_METHODS = new Set(['GET', 'HEAD'])

/** `readOnly`: the path is a file (Next's static files fail with a 500 on any other method). */
export function checkMethod(
  method: string | undefined,
  status: MethodRefusalStatus = 501,
  readOnly = false,
): Refusal | null {
  const allowed = readOnly ? READ_METHODS : NEXT_METHODS
  return method && allowed.has(method) ? null : { status, reason: `Method ${method ?? '?'} is not supported.` }
}

/** The path (query excluded) must be valid percent-encoded UTF-8 without NUL bytes. */
export function checkTarget(url: string | undefined): Refusal | null {
  if (!url || !url.startsWith('/')) return { status: 400, reason: 'The request target is not a path.' }
  if (url.length > MAX_URL_LENGTH) return { status: 414, reason: 'The address is too long.' }
  const path = url.split('?', 1)[0] ?? ''
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return { status: 400, reason: 'The address has a malformed escape (%…).' }
  }
  if (decoded.includes('\0')) return { status: 400, reason: 'The address contains a NUL character.' }
  // The query is parsed by Next's routing too; a malformed escape there is just as fatal.
  const query = url.slice(path.length + 1)
  if (query && !isValidQuery(query)) return { status: 400, reason: 'The query has a malformed escape (%…).' }
  return null
}

function isValidQuery(query: string): boolean {
  try {
    decodeURIComponent(query.replace(/\+/g, ' '))
    return true
  } catch {
    return false
  }
}

/** Where an app takes more than GET and HEAD: its route handlers, and its pages with server actions. */
export type PostRules = {
  /** Paths whose route handlers (or pages) take POST — and PUT, PATCH, DELETE… where they export them. */
  postPaths: RegExp
  /** Paths whose pages have server actions (calls carry a `Next-Action` header). */
  actionPaths: RegExp
}

/** The path as Next sees it, dot segments resolved (`/admin/%2e%2e/x` is `/x`); null if not a path. */
function pathnameOf(url: string | undefined): string | null {
  try {
    return new URL(url ?? '/', 'http://front.invalid').pathname
  } catch {
    return null
  }
}

/** What an address takes, for `Allow`: pages only read; the paths of route handlers take POST too. */
export function allowedMethods(url: string | undefined, rules: PostRules | undefined, readOnly = false): string {
  const pathname = pathnameOf(url)
  return readOnly || !rules || pathname === null || !rules.postPaths.test(pathname) ? 'GET, HEAD' : 'GET, HEAD, POST'
}

/**
 * Next.js treats a POST to a page as a server action: it parses a form body as a script-less action
 * and looks up the `Next-Action` id, and answers a malformed form body, or any action on a static page
 * (its 404 page), with a 500; a page given PUT, PATCH or DELETE is rendered as if it were a GET. So a
 * server action to an address without any (400), and any method but GET and HEAD to an address that
 * is not a route handler's (405), are refused here.
 */
export function checkPost(
  method: string | undefined,
  url: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  rules: PostRules | undefined,
): Refusal | null {
  const action = headers['next-action'] !== undefined
  if (!rules || (!action && READ_METHODS.has(method ?? ''))) return null
  const pathname = pathnameOf(url)
  if (pathname === null) return { status: 400, reason: 'The request target is not a path.' }
  if (action)
    return rules.actionPaths.test(pathname) ? null : { status: 400, reason: 'This address has no server actions.' }
  return rules.postPaths.test(pathname)
    ? null
    : { status: 405, reason: `This address does not take ${method ?? '?'}.`, allow: 'GET, HEAD' }
}

/**
 * Bodies must declare their length (browsers always do) and stay within the route's limit, so an
 * oversized body is refused before a byte of it is read.
 */
export function checkBody(
  method: string | undefined,
  headers: { 'content-length'?: string; 'transfer-encoding'?: string },
  limitBytes: number,
): Refusal | null {
  const length = headers['content-length']
  if (length === undefined) {
    const streamed = headers['transfer-encoding'] !== undefined
    return streamed && BODY_METHODS.has(method ?? '')
      ? { status: 411, reason: 'Send the body with a Content-Length.' }
      : null
  }
  if (!/^\d{1,15}$/.test(length)) return { status: 400, reason: 'Content-Length is not a number.' }
  if (Number(length) > limitBytes) return { status: 413, reason: `The body is larger than ${limitBytes} bytes.` }
  return null
}
