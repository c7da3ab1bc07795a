import type http from 'node:http'
import zlib from 'node:zlib'
import { adoptHeadArguments, chunkBytes } from './response-writes'
import { processLogger } from './log'

/** Reads an HTML body whatever Next.js compressed it with. */
function decode(body: Buffer, encoding: string): string {
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8')
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8')
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8')
  return body.toString('utf8')
}

const WITHOUT_BODY = new Set([204, 304])

/**
 * Holds back an HTML answer until it is complete, then lets `complete` set headers from its text
 * before anything is sent (the web site adds the hashes of the page's inline scripts to its CSP); for
 * a 304 it is called with null (the browser keeps the page it has, and the headers that came with it).
 * Other answers pass as they come. The body goes out as Next.js made it, compressed or not; an HTML
 * page is never streamed, which the site's pages (rendered ahead, cached) do not need.
 */
export function holdHtml(res: http.ServerResponse, complete: (html: string | null, res: http.ServerResponse) => void) {
  // Next.js's own calls vary in arity; the originals are called with whatever it passed.
  const writeHead = res.writeHead as (...args: unknown[]) => http.ServerResponse
  const write = res.write as (...args: unknown[]) => boolean
  const end = res.end as (...args: unknown[]) => http.ServerResponse
  const flushHeaders = res.flushHeaders
  let holding: boolean | null = null
  const chunks: Buffer[] = []

  const decide = () => {
    if (holding !== null) return holding
    if (res.statusCode === 304) complete(null, res)
    holding = !WITHOUT_BODY.has(res.statusCode) && /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))
    return holding
  }
  const keep = (chunk: unknown, encoding?: unknown) => {
    const bytes = chunkBytes(chunk, encoding)
    if (bytes) chunks.push(bytes)
  }

  res.writeHead = function (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    // Headers given here become the response's own, so the decision and `complete` see them.
    const passOn = adoptHeadArguments(res, statusCode, rest)
    if (!decide()) return writeHead.call(res, statusCode, ...passOn)
    return res
  } as typeof res.writeHead
  res.flushHeaders = function (this: http.ServerResponse) {
    if (!decide()) flushHeaders.call(res)
  }
  res.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!decide()) return write.call(res, chunk, ...rest)
    keep(chunk, rest[0])
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined
    if (callback) process.nextTick(callback)
    return true
  } as typeof res.write
  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!decide()) return end.apply(res, args)
    keep(args[0], args[1])
    const callback = args.find((arg) => typeof arg === 'function')
    const body = Buffer.concat(chunks)
    try {
      complete(decode(body, String(res.getHeader('content-encoding') ?? '')), res)
    } catch (error) {
      processLogger().error({ err: error }, 'could not read the complete page (holdHtml)')
    }
    if (res.hasHeader('content-length')) res.setHeader('content-length', body.length)
    // From here on, writes pass (Node's own end() would otherwise send its implicit head through us).
    holding = false
    if (!res.headersSent) writeHead.call(res, res.statusCode)
    return end.call(res, body, callback)
  } as typeof res.end
}
