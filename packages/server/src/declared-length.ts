import type http from 'node:http'

/**
 * Next.js drops `Content-Length` from route handlers' responses (it may have decoded the body), so a
 * route that knows its exact length — a file it streams — names it in this header instead, and the
 * front turns it back into `Content-Length` as the headers go out. Downloads then show their size
 * and progress; without it they are sent chunked.
 */
export const DECLARED_LENGTH_HEADER = 'x-declared-content-length'

export function applyDeclaredLength(res: http.ServerResponse) {
  // Next.js's own calls vary in arity; the original is called with whatever it passed.
  const writeHead = res.writeHead as (...args: unknown[]) => http.ServerResponse
  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    const declared = res.getHeader(DECLARED_LENGTH_HEADER)
    if (declared !== undefined) {
      res.removeHeader(DECLARED_LENGTH_HEADER)
      // A re-encoded (compressed) body has another length; it then stays chunked.
      if (/^\d{1,15}$/.test(String(declared)) && !res.hasHeader('content-encoding')) {
        res.setHeader('content-length', String(declared))
      }
    }
    return writeHead.apply(res, args)
  } as typeof res.writeHead
}
