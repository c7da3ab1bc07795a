import type { IncomingHttpHeaders } from 'node:http'
import { env } from '../env'

type Page = { contentType: string; body: string; headers: Record<string, string> }

/** Headers of the visitor's request that shape the page; everything else stays behind. */
const FORWARDED = ['accept', 'accept-language', 'user-agent', 'sec-fetch-dest']

/**
 * The proxy's answer to a method a page does not take — the full 501 page (header, menu, footer) with
 * 405 and the page's own `Allow` — for a request the server front refuses before Next.js sees it
 * (TRACE, WebDAV's methods, which Next cannot represent): the same address is asked again over
 * loopback with a method Next can carry and the proxy refuses alike. The page's policy comes along,
 * since its inline scripts are hashed in it. Null when it cannot be had quickly (the caller then
 * sends the self-contained document).
 */
export async function pageRefusal(url: string, from: IncomingHttpHeaders): Promise<Page | null> {
  const headers = new Headers()
  for (const name of FORWARDED) {
    const value = from[name]
    if (typeof value === 'string') headers.set(name, value)
  }
  try {
    const res = await fetch(`http://127.0.0.1:${env.port}${url}`, {
      method: 'DELETE',
      headers,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(3_000),
    })
    const allow = res.headers.get('allow')
    if (res.status !== 405 || !allow) return null
    const policy = res.headers.get('content-security-policy')
    return {
      contentType: res.headers.get('content-type') ?? 'text/html; charset=utf-8',
      body: await res.text(),
      headers: { allow, ...(policy ? { 'content-security-policy': policy } : {}) },
    }
  } catch {
    return null
  }
}
