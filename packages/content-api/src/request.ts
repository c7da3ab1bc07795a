import type { z } from 'zod'
import { errorBodySchema } from './schemas/common'
import { fail, ok, type Result } from './result'

type QueryValue = string | number | boolean | undefined | null
export type Query = Record<string, QueryValue>

export type RequestOptions = {
  baseUrl: string
  timeoutMs: number
  fetchImpl: typeof fetch
  /** Extra fetch options (Next.js adds `next: { tags, revalidate }` here). */
  init?: RequestInit
  token?: string
}

/** Builds `base/path?k=v` with `filter[...]` keys kept literal and empty values dropped. */
export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.append(key, String(value))
  }
  const qs = params.toString()
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`
}

/** One HTTP exchange with the content service, validated against the contract schema. */
export async function requestJson<S extends z.ZodType>(
  method: 'GET' | 'POST',
  url: string,
  schema: S,
  options: RequestOptions,
  body?: unknown,
): Promise<Result<z.infer<S>>> {
  const headers = new Headers(options.init?.headers)
  headers.set('accept', 'application/json')
  if (body !== undefined) headers.set('content-type', 'application/json')
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)

  const timeout = AbortSignal.timeout(options.timeoutMs)
  const signal = options.init?.signal ? AbortSignal.any([options.init.signal, timeout]) : timeout

  let response: Response
  try {
    response = await options.fetchImpl(url, {
      ...options.init,
      method,
      headers,
      signal,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch (error) {
    const timedOut = timeout.aborted
    return fail({
      kind: timedOut ? 'timeout' : 'network',
      status: 0,
      code: timedOut ? 'timeout' : 'network_error',
      message: timedOut
        ? `No answer from the content service within ${options.timeoutMs} ms`
        : `Content service unreachable: ${error instanceof Error ? error.message : String(error)}`,
    })
  }

  // 204: nothing to read; the schema says whether that is the answer the call expects (`null`).
  if (response.status === 204) {
    const empty = schema.safeParse(null)
    if (empty.success) return ok(empty.data)
  }

  let json: unknown
  try {
    json = await response.json()
  } catch {
    return fail({
      kind: response.ok ? 'invalid-response' : 'http',
      status: response.status,
      code: response.ok ? 'invalid_json' : 'http_error',
      message: `Content service sent a non-JSON answer (status ${response.status})`,
    })
  }

  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(json)
    return fail({
      kind: 'http',
      status: response.status,
      code: parsed.success ? parsed.data.error.code : 'http_error',
      message: parsed.success ? parsed.data.error.message : `HTTP ${response.status}`,
    })
  }

  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    return fail({
      kind: 'invalid-response',
      status: response.status,
      code: 'contract_mismatch',
      message: `Answer does not match the contract: ${parsed.error.issues[0]?.message ?? 'unknown'}`,
    })
  }
  return ok(parsed.data)
}
