import type http from 'node:http'
import { cookieNames } from './drop-cookies'

/**
 * Headers that make a request one the cache must not answer: credentials, and partial requests (a kept
 * answer is whole). A conditional request is answered, with a 304 when the browser's copy is current.
 */
const UNSHARED = ['authorization', 'range']

/**
 * Is this request answered for this visitor alone? Yes with credentials, a partial request, or a cookie that makes a page personal (`personalCookies`: the app's session and preview
 * cookies). Without that list, any cookie does.
 */
export function isPersonal(headers: http.IncomingHttpHeaders, personalCookies: ReadonlySet<string> | null): boolean {
  if (UNSHARED.some((name) => headers[name] !== undefined)) return true
  if (!headers.cookie) return false
  if (!personalCookies) return true
  return cookieNames(headers.cookie).some((name) => personalCookies.has(name))
}
