import { collectAllPages, isLinkTarget, isSitePath } from '@jtt/content-api'
import { api } from './content/client'
import { PROXY_TABLES_TTL_MS, ttlTable } from './ttl-table'
/** Longest chain of CMS redirects followed so the visitor gets one hop (guards against loops). */
const MAX_CHAIN = 5

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

const redirectTable = ttlTable(
  'redirects',
  async () => {
    const all = await collectAllPages((page) => api.redirects({ page, perPage: 100 }, { init: { cache: 'no-store' } }))
    if (!all.ok) return null
    // Only targets the CMS would accept today: one saved before its check (`/\evil.example`) is
    // not followed, as browsers would lead the visitor to another site.
    return new Map(all.data.filter((r) => isLinkTarget(r.new_url)).map((r) => [normalize(r.old_url), r.new_url]))
  },
  PROXY_TABLES_TTL_MS,
)

/** The final target for a path that an editor redirected, following chains, or null. */
export async function findRedirect(pathname: string): Promise<string | null> {
  const table = await redirectTable.get()
  if (!table) return null
  let target: string | undefined = table.get(normalize(pathname))
  if (!target) return null
  for (let hops = 1; hops < MAX_CHAIN; hops++) {
    const next: string | undefined = isSitePath(target) ? table.get(normalize(target)) : undefined
    if (!next || next === pathname) break
    target = next
  }
  return target
}
