import type http from 'node:http'

/**
 * What wrappers of a response's writeHead/write/end (hold-html.ts, response-cache.ts) need of the
 * arguments Next.js passes them, whose arity varies.
 */

/** A chunk given to write() or end() as bytes; null when there is none (nothing, or just a callback). */
export function chunkBytes(chunk: unknown, encoding?: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk)
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
}

/**
 * Makes the headers given to writeHead(status, [message], [headers]) the response's own, so getHeader
 * sees them before the head goes out; answers the arguments to pass on (the status message, if any).
 */
export function adoptHeadArguments(res: http.ServerResponse, statusCode: number, rest: unknown[]): unknown[] {
  res.statusCode = statusCode
  const headers = rest.find((arg) => arg && typeof arg === 'object') as http.OutgoingHttpHeaders | undefined
  for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value)
  return rest.filter((arg) => typeof arg === 'string')
}
