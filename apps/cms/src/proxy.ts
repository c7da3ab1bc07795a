import crypto from 'node:crypto'
import { NextResponse, type NextRequest } from 'next/server'
import { adminPolicy } from './security/adminPolicy'

const CSP = 'content-security-policy'

/** The admin's pages: a fresh nonce per response (see security/adminPolicy.ts). */
export function proxy(request: NextRequest) {
  const nonce = crypto.randomBytes(18).toString('base64')
  const policy = adminPolicy(nonce)
  const headers = new Headers(request.headers)
  headers.set(CSP, policy) // read by Next.js while rendering, to stamp the nonce
  const response = NextResponse.next({ request: { headers } })
  response.headers.set(CSP, policy)
  return response
}

export const config = { matcher: ['/admin/:path*', '/admin'] }
