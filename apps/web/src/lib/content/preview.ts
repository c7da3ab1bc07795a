import type { CallOptions } from '@jtt/content-api'
import { draftMode } from 'next/headers'
import { cache } from 'react'
import { readToken } from '../auth/session'
import { api } from './client'
import { cached } from './tags'

/**
 * The token drafts are read with in this render: null for visitors (no draft mode), and for a token the
 * content service refuses (the session ended during preview; the proxy sends the editor to sign in on
 * the next page load). Asked once per render.
 */
const previewToken = cache(async (): Promise<string | null> => {
  if (!(await draftMode()).isEnabled) return null
  const token = await readToken()
  if (!token) return null
  const profile = await api.profile(token, { init: { cache: 'no-store' } })
  return !profile.ok && profile.error.status === 401 ? null : token
})

/**
 * How to read content for this render. Visitors: published content, cached under `tags` (the page
 * stays static: reading draft mode does not make it dynamic). An editor in preview (Next's draft
 * mode, entered through /api/preview): drafts, with their token, never cached. An ended session reads
 * what visitors see rather than failing the page.
 */
export async function readMode(...tags: string[]): Promise<{ draft: boolean; call: CallOptions }> {
  const token = await previewToken()
  if (!token) return { draft: false, call: cached(...tags) }
  return { draft: true, call: { token, init: { cache: 'no-store' } } }
}
