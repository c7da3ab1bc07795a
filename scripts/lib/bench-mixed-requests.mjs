// What each wrk process of the mixed load sends (scripts/lib/bench-mixed.mjs): its requests, the
// variants of headers real visitors add, and its share of the connections. Pure, unit-tested.

/** What analytics (the tag manager's Google Analytics) stores on every returning visitor. */
export const ANALYTICS_COOKIE = '_ga=GA1.1.1234.5678; _gid=GA1.1.99'
/** What a browser that takes Brotli sends; the other requests send none (identity), as wrk does. */
export const BROTLI = 'br, gzip'

/**
 * The header variants each URL is sent with, in turn: 2 of 6 carry analytics cookies (about a third of
 * visitors return with them) and 3 of 6 accept Brotli (half). Every combination occurs.
 * @returns {Record<string, string>[]}
 */
export function headerVariants() {
  return Array.from({ length: 6 }, (_, i) => ({
    ...(i % 3 === 0 ? { Cookie: ANALYTICS_COOKIE } : {}),
    ...(i < 3 ? { 'Accept-Encoding': BROTLI } : {}),
  }))
}

/**
 * A page type's requests: every path with every header variant, the paths interleaved so that
 * consecutive requests (and connections) ask for different pages.
 * @param {string[]} paths
 * @returns {{ path: string, headers: Record<string, string> }[]}
 */
export function typeRequests(paths) {
  return headerVariants().flatMap((headers) => paths.map((path) => ({ path, headers })))
}

/**
 * The two visitors' requests (scripts/lib/bench-visitors.lua): every path of every type twice in a row,
 * once with the analytics cookies and once without, so that the two requests of a pair differ by the
 * cookie alone. Brotli is on every other pair, and which visitor goes first changes every two pairs
 * (cookie first, then plain first: ABBA), so that each goes first as often with either encoding: tied
 * to the encoding, the order alone made the cookie look 15 % slower (the second request of a pair
 * finds the same answer warm in the CPU's caches, and the answers of one encoding are the larger).
 * @param {string[]} paths
 * @returns {{ visitor: 'cookie' | 'plain', path: string, headers: Record<string, string> }[]}
 */
export function visitorPairs(paths) {
  return paths.flatMap((path, i) => {
    const encoding = i % 2 === 0 ? { 'Accept-Encoding': BROTLI } : {}
    const cookie = {
      visitor: /** @type {const} */ ('cookie'),
      path,
      headers: { Cookie: ANALYTICS_COOKIE, ...encoding },
    }
    const plain = { visitor: /** @type {const} */ ('plain'), path, headers: { ...encoding } }
    return Math.floor(i / 2) % 2 === 0 ? [cookie, plain] : [plain, cookie]
  })
}

/** A field of a requests file, refused when it would break the format (a tab or line break). */
function field(text) {
  if (/[\t\r\n]/.test(text)) throw new Error(`Cannot send ${JSON.stringify(text)}: tab or line break`)
  return text
}

/** One request as a line's fields: its path, then its headers. */
const requestFields = ({ path, headers }) => [
  field(path),
  ...Object.entries(headers).map(([name, value]) => field(`${name}: ${value}`)),
]

/**
 * The requests file bench-mixed.lua reads: one request a line, its path then its headers,
 * tab-separated.
 * @param {{ path: string, headers: Record<string, string> }[]} requests
 */
export function requestsFile(requests) {
  return `${requests.map((r) => requestFields(r).join('\t')).join('\n')}\n`
}

/**
 * The file bench-visitors.lua reads: as requestsFile, each line led by its visitor.
 * @param {ReturnType<typeof visitorPairs>} requests
 */
export function visitorsFile(requests) {
  return `${requests.map((r) => [r.visitor, ...requestFields(r)].join('\t')).join('\n')}\n`
}

/**
 * Splits `total` connections over processes: `reserved` to each named one first (the visitors), the
 * rest as evenly as possible over the others, the first ones taking the remainder. Each gets at least
 * one (wrk needs a connection per thread).
 * @param {number} total
 * @param {number} count processes sharing what is left
 * @param {number[]} reserved connections of the processes set apart
 */
export function splitConnections(total, count, reserved = []) {
  const left = total - reserved.reduce((sum, n) => sum + n, 0)
  if (count < 1 || left < count) throw new Error(`${total} connections cannot give ${count} processes one each`)
  const each = Math.floor(left / count)
  return Array.from({ length: count }, (_, i) => each + (i < left % count ? 1 : 0))
}
