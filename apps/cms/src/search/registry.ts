import { siteCollections, siteGlobals } from '../publishing/siteContent'
import type { SearchSource } from './source'

/** A collection or global that joined site search, and the name its rows carry in the index. */
export type RegisteredSource =
  | { kind: 'collection'; slug: string; source: string; spec: SearchSource }
  | { kind: 'global'; slug: string; source: string; spec: SearchSource }

export const sourceName = (kind: RegisteredSource['kind'], slug: string) =>
  kind === 'global' ? `global:${slug}` : slug

/** Every searchable collection and global, from their declarations (`contentTypeRegistry.ts`). */
export function searchSources(): RegisteredSource[] {
  const sources: RegisteredSource[] = []
  for (const [slug, entry] of Object.entries(siteCollections)) {
    if (entry.search)
      sources.push({ kind: 'collection', slug, source: sourceName('collection', slug), spec: entry.search })
  }
  for (const [slug, entry] of Object.entries(siteGlobals)) {
    if (entry.search) {
      sources.push({ kind: 'global', slug, source: sourceName('global', slug), spec: entry.search })
    }
  }
  return sources
}

export const findSource = (source: string): RegisteredSource | undefined =>
  searchSources().find((registered) => registered.source === source)
