import crypto from 'node:crypto'
import { NextResponse } from 'next/server'
import { env } from '../env'

/**
 * The proxy fetching a page of this same server over loopback, to answer 404/501 with the full site
 * page (header, menu, footer; see status-page.ts). The header marks the request as the proxy's own
 * (a secret per process), so the proxy passes it straight on.
 */
const INTERNAL_HEADER = 'x-jtt-internal'
const internalToken: string = ((globalThis as { __jttInternalToken?: string }).__jttInternalToken ??= crypto
  .randomBytes(16)
  .toString('hex'))

export const isInternalRequest = (headers: Headers) => headers.get(INTERNAL_HEADER) === internalToken

/** Headers of the visitor's request that matter to the page; everything else stays behind. */
const FORWARDED = ['accept', 'accept-language', 'user-agent']
/** Headers of the answer that do not survive re-sending (the body is already decoded). */
const DROPPED = ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']

/** GET `path` from this server; null when it cannot be fetched or answers with a server error. */
export async function fetchOwnPage(path: string, from: Headers, timeoutMs = 10_000): Promise<Response | null> {
  const headers = new Headers({ [INTERNAL_HEADER]: internalToken })
  for (const name of FORWARDED) {
    const value = from.get(name)
    if (value) headers.set(name, value)
  }
  try {
    const res = await fetch(`http://127.0.0.1:${env.port}${path}`, {
      headers,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    })
    return res.status >= 500 ? null : res
  } catch {
    return null
  }
}

/** The fetched page as the proxy's answer, with the given status (its own by default). */
export function relay(res: Response, status = res.status): NextResponse {
  const headers = new Headers(res.headers)
  for (const name of DROPPED) headers.delete(name)
  return new NextResponse(res.body, { status, headers })
}
