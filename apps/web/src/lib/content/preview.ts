import type { CallOptions } from '@jtt/content-api'
import { draftMode } from 'next/headers'
import { readToken } from '../auth/session'
import { cached } from './tags'

/**
 * How to read content for this render. Visitors: published content, cached under `tags` (the page
 * stays static: reading draft mode does not make it dynamic). An editor in preview (Next's draft
 * mode, entered through /api/preview): drafts, with their token, never cached.
 */
export async function readMode(...tags: string[]): Promise<{ draft: boolean; call: CallOptions }> {
  if (!(await draftMode()).isEnabled) return { draft: false, call: cached(...tags) }
  const token = await readToken()
  if (!token) return { draft: false, call: cached(...tags) }
  return { draft: true, call: { token, init: { cache: 'no-store' } } }
}
