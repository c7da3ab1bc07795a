import { badRequest } from './errors'

/** Max body size for JSON endpoints; login needs a few hundred bytes. */
const MAX_JSON_BYTES = 16 * 1024

/** Reads a JSON body, answering 400 for a wrong content type, an oversized body or malformed JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('application/json')) {
    throw badRequest('invalid_json', 'Send the body as application/json.')
  }
  const text = await request.text()
  if (text.length > MAX_JSON_BYTES) throw badRequest('invalid_json', 'The request body is too large.')
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('invalid_json', 'The request body is not valid JSON.')
  }
}
