import type http from 'node:http'
import { REQUEST_ID_HEADER } from './request-context'
import { adoptHeadArguments, chunkBytes } from './response-writes'

/** Headers about the connection or the one request, not the answer (each request has its own id). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', REQUEST_ID_HEADER])

/**
 * What the app said anyone may share, made for no one in particular — and current: Next.js answers a
 * page past its revalidation time once more as it was (`x-nextjs-cache: STALE`) while it renders it
 * again, and keeping that answer would serve the old page on after Next.js has the new one.
 */
function shareable(res: http.ServerResponse): boolean {
  const cacheControl = String(res.getHeader('cache-control') ?? '')
  return (
    res.statusCode === 200 &&
    String(res.getHeader('x-nextjs-cache') ?? '').toUpperCase() !== 'STALE' &&
    /\b(public|s-maxage=\d+)\b/.test(cacheControl) && // s-maxage alone also says shared caches may keep it
    !/\b(private|no-store|no-cache)\b/.test(cacheControl) &&
    !res.hasHeader('set-cookie')
  )
}

/** Copies what Next.js writes (as it goes out) and hands it to `keep` once all of it went out, if shareable. */
export function keepWhenDone(
  res: http.ServerResponse,
  keep: (status: number, headers: http.OutgoingHttpHeaders, body: Buffer) => void,
) {
  const writeHead = res.writeHead as (...args: unknown[]) => http.ServerResponse
  const write = res.write as (...args: unknown[]) => boolean
  const end = res.end as (...args: unknown[]) => http.ServerResponse
  const chunks: Buffer[] = []
  let headers: http.OutgoingHttpHeaders | null = null

  const copy = (chunk: unknown, encoding: unknown) => {
    const bytes = chunkBytes(chunk, encoding)
    if (bytes) chunks.push(bytes)
  }
  const snapshot = () => {
    headers ??= Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !HOP_BY_HOP.has(name)))
  }

  res.writeHead = function (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    // Headers given here are made the response's own first, so the snapshot has them.
    const passOn = adoptHeadArguments(res, statusCode, rest)
    snapshot()
    return writeHead.call(res, statusCode, ...passOn)
  } as typeof res.writeHead
  res.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    snapshot()
    copy(chunk, rest[0])
    return write.call(res, chunk, ...rest)
  } as typeof res.write
  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    snapshot()
    copy(args[0], args[1])
    return end.apply(res, args)
  } as typeof res.end

  res.once('finish', () => {
    const status = res.statusCode
    if (headers && shareable(res)) keep(status, headers, Buffer.concat(chunks))
  })
}
