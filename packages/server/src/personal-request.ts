import type http from 'node:http'
import { cookieNames } from './drop-cookies'

/** Headers that make a request one the cache must not answer: credentials, conditional and partial requests. */
const UNSHARED = ['authorization', 'if-none-match', 'if-modified-since', 'range']

/**
 * Is this request answered for this visitor alone? Yes with credentials, a conditional or partial
 * request, or a cookie that makes a page personal (`personalCookies`: the app's session and preview
 * cookies). Without that list, any cookie does.
 */
export function isPersonal(headers: http.IncomingHttpHeaders, personalCookies: ReadonlySet<string> | null): boolean {
  if (UNSHARED.some((name) => headers[name] !== undefined)) return true
  if (!headers.cookie) return false
  if (!personalCookies) return true
  return cookieNames(headers.cookie).some((name) => personalCookies.has(name))
}
