import type { Redirect } from '@jtt/content-api'
import { api } from './content/client'

/** How long the proxy trusts its copy of the CMS redirect table; edits apply within this time. */
const TTL_MS = Number(process.env.REDIRECTS_TTL_MS ?? 10_000)
/** Longest chain of CMS redirects followed so the visitor gets one hop (guards against loops). */
const MAX_CHAIN = 5

type Table = { map: Map<string, string>; fetchedAt: number }
let table: Table | null = null
let refreshing: Promise<Table | null> | null = null

async function fetchTable(): Promise<Table | null> {
  const map = new Map<string, string>()
  for (let page = 1; ; page++) {
    const result = await api.redirects({ page, perPage: 100 }, { init: { cache: 'no-store' } })
    if (!result.ok) return null
    result.data.data.forEach((r: Redirect) => map.set(normalize(r.old_url), r.new_url))
    if (page >= result.data.meta.total_pages) return { map, fetchedAt: Date.now() }
  }
}

/** One refresh at a time; while the CMS is unreachable the last good table keeps working. */
async function currentTable(): Promise<Table | null> {
  if (table && Date.now() - table.fetchedAt < TTL_MS) return table
  refreshing ??= fetchTable()
    .then((fresh) => {
      if (fresh) table = fresh
      else if (table) table = { ...table, fetchedAt: Date.now() - TTL_MS / 2 } // retry sooner
      return table
    })
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** The final target for a path that an editor redirected, following chains, or null. */
export async function findRedirect(pathname: string): Promise<string | null> {
  const current = await currentTable()
  if (!current) return null
  let target: string | undefined = current.map.get(normalize(pathname))
  if (!target) return null
  for (let hops = 1; hops < MAX_CHAIN; hops++) {
    const next: string | undefined = target.startsWith('/') ? current.map.get(normalize(target)) : undefined
    if (!next || next === pathname) break
    target = next
  }
  return target
}
