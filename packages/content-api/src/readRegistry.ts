import * as schemas from './schemas'
import { isReadGroup, type READS, type ReadEndpoint, type ReadGroup } from './read'

type SchemaExport = (typeof schemas)[keyof typeof schemas]
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never

/**
 * Every read the contract declares, by the client method it becomes: the `reads({ … })` groups the
 * schemas' index exports, merged. Nothing lists them by hand, so a schema module's reads reach the
 * client and the README's table by its export alone.
 */
export type DeclaredReads = Omit<UnionToIntersection<Extract<SchemaExport, ReadGroup>>, typeof READS>

/** The read groups among a module's exports, merged by method name. */
export function collectReads(exports: Record<string, unknown>): Record<string, ReadEndpoint> {
  const all: Record<string, ReadEndpoint> = {}
  for (const [exportName, group] of Object.entries(exports)) {
    if (!isReadGroup(group)) continue
    for (const [name, endpoint] of Object.entries(group)) {
      // Two groups with one method name would merge silently in the client's type: refuse it here.
      if (Object.hasOwn(all, name)) throw new Error(`Two reads are named '${name}' (the second in ${exportName})`)
      all[name] = endpoint
    }
  }
  return all
}

export const READ_ENDPOINTS = collectReads(schemas) as Record<keyof DeclaredReads, ReadEndpoint>
