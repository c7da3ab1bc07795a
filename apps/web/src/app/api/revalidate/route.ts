import { cacheTags } from '@jtt/content-api'
import { SIGNATURE_HEADER, siteChangeSchema, verifySignature } from '@jtt/content-api/webhook'
import { revalidateTag } from 'next/cache'
import { env } from '@/env'
import { forgetRecentSearches } from '@/lib/content/search'
import { pageChangeStarted } from '@/lib/page-version'
import { markTablesStale, type TableName } from '@/lib/ttl-table'
import { rememberOnce } from '@/lib/replay-guard'

/** A notification lists tags, never more than a few kilobytes. */
const MAX_BODY_BYTES = 64 * 1024

const answer = (status: number, body: object) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/**
 * Publish-to-live: the content service posts the cache tags a change affects, signed with the shared
 * secret (see @jtt/content-api/webhook). Each tag expires at once, so the next request renders the
 * page afresh, the proxy's redirect table and route index reload when they are affected, and the pages
 * the front keeps (server.ts) are no longer served.
 */
export async function POST(request: Request) {
  const secret = env.revalidateSecret
  if (secret.length < 32) return answer(503, { error: 'Publish-to-live is not configured (REVALIDATE_SECRET).' })
  const body = await request.text()
  if (body.length > MAX_BODY_BYTES) return answer(413, { error: 'Body too large.' })
  const signature = verifySignature(secret, body, request.headers.get(SIGNATURE_HEADER))
  if (!signature.ok) return answer(401, { error: `Signature ${signature.reason}.` })
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return answer(400, { error: 'Body is not JSON.' })
  }
  const change = siteChangeSchema.safeParse(json)
  if (!change.success) return answer(400, { error: 'Body is not a site change.' })
  if (!rememberOnce(change.data.id)) return answer(409, { error: 'This change was applied already.' })

  // The pages the front keeps are retired too (all of them: a change is rare, a page cheap to render).
  const announce = pageChangeStarted()
  try {
    for (const tag of change.data.tags) revalidateTag(tag, { expire: 0 })
    const tables: TableName[] = []
    if (change.data.tags.includes(cacheTags.redirects)) tables.push('redirects')
    if (change.data.tags.includes(cacheTags.sitemap)) tables.push('routes')
    if (change.data.tags.includes(cacheTags.list('traffic-advisory'))) tables.push('traffic')
    markTablesStale(tables)
    forgetRecentSearches() // any change may change what a search finds
  } finally {
    await announce()
  }
  return answer(200, { revalidated: change.data.tags.length })
}
