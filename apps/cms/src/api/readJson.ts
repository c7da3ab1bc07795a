import { ApiError, badRequest } from './errors'

/** Max body size for JSON endpoints; login needs a few hundred bytes. */
const MAX_JSON_BYTES = 16 * 1024

const tooLarge = (limit: number) =>
  new ApiError(413, 'payload_too_large', `The request body is larger than ${limit} bytes.`)

/** The body as text, read no further than `limit` bytes (the front checks Content-Length; this checks the bytes). */
async function readLimited(request: Request, limit: number): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge(limit)
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw tooLarge(limit)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Reads a JSON body, answering 400 for a wrong content type or malformed JSON and 413 when too large
 * (16 KB unless the route allows more: a contact message in any script takes up to ~16 KB alone).
 */
export async function readJson(request: Request, limit = MAX_JSON_BYTES): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('application/json')) {
    throw badRequest('invalid_json', 'Send the body as application/json.')
  }
  const text = await readLimited(request, limit)
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('invalid_json', 'The request body is not valid JSON.')
  }
}
