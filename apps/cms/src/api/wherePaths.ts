import type { FlattenedField, SanitizedCollectionConfig, SanitizedConfig } from 'payload'

export type IdType = 'number' | 'text'

/**
 * What a `where` path reaches: a field's column, a document id, or one of a fixed set of names (a
 * polymorphic relationship's collection, a block's kind); `inBlocks` when it lies inside blocks.
 */
export type WhereLeaf = (
  | { kind: 'field'; field: FlattenedField; idType: IdType }
  | { kind: 'id'; idType: IdType }
  | { kind: 'relationTo'; values: string[] }
  | { kind: 'blockType'; values: string[] }
) & { inBlocks?: true }

/** The fields a query runs over and what it needs to follow relationships and localized fields. */
export type WhereScope = {
  fields: FlattenedField[]
  idType: IdType
  localeCodes: readonly string[]
  collection: (slug: string) => { fields: FlattenedField[]; idType: IdType } | undefined
}

/** A collection's id type: its own `id` field's, else the database's (whole numbers on SQL). */
export function idTypeOf(collection: SanitizedCollectionConfig, databaseIdType: IdType): IdType {
  const id = collection.flattenedFields.find((field) => field.name === 'id')
  return id ? (id.type === 'number' ? 'number' : 'text') : databaseIdType
}

/** The scope of a query over `fields` (a collection's, or its versions') in this config. */
export function whereScope(
  config: SanitizedConfig,
  fields: FlattenedField[],
  idType: IdType,
  databaseIdType: IdType,
): WhereScope {
  return {
    fields,
    idType,
    localeCodes: config.localization ? config.localization.localeCodes : [],
    collection: (slug) => {
      const found = config.collections.find((c) => c.slug === slug)
      return found && { fields: found.flattenedFields, idType: idTypeOf(found, databaseIdType) }
    },
  }
}

/** A query may follow a relationship into another collection (`image.alt`), and that one once more. */
const MAX_HOPS = 2

/** Where the walk along a path is: in which collection (its ids), how many relationships deep, inside blocks or not. */
type Walk = { scope: WhereScope; idType: IdType; hops: number; documentLevel: boolean; inBlocks: boolean }

/**
 * The column a `where` (or `sort`) path names, read the way Payload reads it (`a__b` is `a.b`, a
 * locale code may follow a localized field, `blockType` names a block's kind, `rel.value` and
 * `rel.relationTo` the halves of a polymorphic relationship), or null when the path names no column
 * Payload can query. Not: containers (groups, arrays, blocks: a 500), the `id` of an array row or
 * block, or a relationship followed from inside blocks (Payload fails on both).
 */
export function resolveWherePath(path: string, scope: WhereScope): WhereLeaf | null {
  const walk = { scope, idType: scope.idType, hops: 0, documentLevel: true, inBlocks: false }
  return resolveIn(path.replace(/__/g, '.').split('.'), scope.fields, walk)
}

function resolveIn(segments: string[], fields: FlattenedField[], walk: Walk): WhereLeaf | null {
  const [name, ...rest] = segments
  if (walk.documentLevel && name === 'id' && rest.length === 0) return { kind: 'id', idType: walk.idType }
  const leaves = fields
    .filter((field) => field.name === name && (walk.documentLevel || name !== 'id'))
    .map((field) => resolveField(field, rest, walk))
  // One name in several blocks: the query is read alike only when every block reads it alike.
  const [first] = leaves
  if (!first || leaves.some((leaf) => !leaf || signature(leaf) !== signature(first))) return null
  return first
}

function resolveField(field: FlattenedField, rest: string[], walk: Walk): WhereLeaf | null {
  const { localeCodes } = walk.scope
  const next = field.localized && rest[0] !== undefined && localeCodes.includes(rest[0]) ? rest.slice(1) : rest
  const inside = (fields: FlattenedField[], inBlocks = walk.inBlocks) =>
    next.length ? resolveIn(next, fields, { ...walk, documentLevel: false, inBlocks }) : null
  switch (field.type) {
    case 'group':
    case 'tab':
    case 'array':
      return inside(field.flattenedFields)
    case 'blocks': {
      const leaf =
        next.length === 1 && next[0] === 'blockType'
          ? { kind: 'blockType' as const, values: field.blocks.map((b) => b.slug) }
          : inside(
              field.blocks.flatMap((block) => block.flattenedFields),
              true,
            )
      return leaf && { ...leaf, inBlocks: true }
    }
    case 'relationship':
    case 'upload':
      return relationLeaf(field, next, walk)
    case 'join':
      return null
    default:
      return next.length ? null : { kind: 'field', field, idType: walk.scope.idType }
  }
}

function relationLeaf(
  field: Extract<FlattenedField, { type: 'relationship' | 'upload' }>,
  next: string[],
  walk: Walk,
): WhereLeaf | null {
  const slugs = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
  const targets = slugs.map((slug) => walk.scope.collection(slug))
  if (targets.some((t) => !t)) return null
  const idType: IdType = targets.every((t) => t?.idType === 'number') ? 'number' : 'text'
  if (next.length === 0 || (next.length === 1 && next[0] === 'id' && slugs.length === 1)) {
    return { kind: 'field', field, idType }
  }
  if (slugs.length > 1) {
    if (next.length === 1 && next[0] === 'value') return { kind: 'id', idType }
    if (next.length === 1 && next[0] === 'relationTo') return { kind: 'relationTo', values: slugs }
    return null
  }
  const [target] = targets
  if (!target || walk.hops >= MAX_HOPS || walk.inBlocks) return null
  return resolveIn(next, target.fields, { ...walk, idType: target.idType, hops: walk.hops + 1, documentLevel: true })
}

/** Two leaves that a query reads alike (the same type, options and targets). */
function signature(leaf: WhereLeaf): string {
  if (leaf.kind !== 'field') return JSON.stringify(leaf)
  const { type, hasMany, relationTo, options } = leaf.field as {
    type: string
    hasMany?: boolean
    relationTo?: unknown
    options?: unknown
  }
  return JSON.stringify({ type, hasMany, relationTo, options, idType: leaf.idType })
}
