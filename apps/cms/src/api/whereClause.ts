import { resolveWherePath, type WhereLeaf, type WhereScope } from './wherePaths'
import { describeValues, isGeoValue, isValueFor, operatorsFor, takesNullString } from './whereValues'

/** Deeper or longer than any clause the admin builds: bounds the work one request can ask for. */
const MAX_DEPTH = 8
const MAX_CONDITIONS = 200
const GEO = ['near', 'within', 'intersects']

type Budget = { conditions: number; inBlocks: number }

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const clip = (s: string) => (s.length > 60 ? `${s.slice(0, 60)}…` : s)
const isBoolean = (v: unknown) => typeof v === 'boolean' || v === 'true' || v === 'false'

/**
 * What is wrong with a `where` clause (as Payload receives it, from qs or JSON) for these fields, or
 * null when Payload can run it: `and`/`or` take lists of clauses; a field path takes operators its
 * type has, each with a value of that type. Payload itself checks paths and read access, but passes
 * values to the database as they come, where `id in (NaN)`, an unparseable date or an operator the
 * adapter lacks fail with a 500 and a stack trace in the log.
 */
export function whereProblem(where: unknown, scope: WhereScope): string | null {
  return clauseProblem(where, scope, 0, { conditions: 0, inBlocks: 0 })
}

function clauseProblem(where: unknown, scope: WhereScope, depth: number, budget: Budget): string | null {
  if (!isPlainObject(where)) return 'where takes field paths with operators, as in where[title][like]=tol.'
  if (depth > MAX_DEPTH) return `where is nested more than ${MAX_DEPTH} levels deep.`
  for (const [key, constraint] of Object.entries(where)) {
    const problem = ['and', 'or'].includes(key.toLowerCase())
      ? listProblem(key, constraint, scope, depth, budget)
      : conditionProblem(key, constraint, scope, budget)
    if (problem) return problem
  }
  return null
}

function listProblem(key: string, list: unknown, scope: WhereScope, depth: number, budget: Budget) {
  if (!Array.isArray(list)) return `where[${key}] takes a list of clauses, as in where[${key}][0][title][like]=tol.`
  for (const item of list) {
    const problem = clauseProblem(item, scope, depth + 1, budget)
    if (problem) return problem
  }
  return null
}

function conditionProblem(path: string, constraint: unknown, scope: WhereScope, budget: Budget) {
  const name = `where[${clip(path)}]`
  const leaf = resolveWherePath(path, scope)
  if (!leaf) return `${name}: there is no such field to query.`
  if (!isPlainObject(constraint) || Object.keys(constraint).length === 0)
    return `${name} takes an operator, as in ${name}[equals]=….`
  const operators = operatorsFor(leaf)
  // Payload joins a block's table once per condition under one name: a second one fails the query.
  if (leaf.inBlocks && leaf.kind !== 'blockType') budget.inBlocks += Object.keys(constraint).length
  if (budget.inBlocks > 1) return `${name}: one condition on fields inside blocks per query, at most.`
  for (const [operator, value] of Object.entries(constraint)) {
    if (++budget.conditions > MAX_CONDITIONS) return `where has more than ${MAX_CONDITIONS} conditions.`
    if (!operators.includes(operator))
      return `${name}[${clip(operator)}]: this field takes ${operators.join(', ') || 'no operator'}.`
    if (!valueFits(leaf, operator, value)) return `${name}[${operator}] takes ${expected(leaf, operator)}.`
  }
  return null
}

function valueFits(leaf: WhereLeaf, operator: string, value: unknown): boolean {
  if (operator === 'exists') return isBoolean(value)
  if (GEO.includes(operator)) return isGeoValue(operator, value)
  if (operator === 'in' || operator === 'not_in') {
    // Payload splits a string at commas (not block names), and takes a lone number as a list of one.
    const split = typeof value === 'string' && leaf.kind !== 'blockType'
    const list = split ? value.split(',') : typeof value === 'string' || typeof value === 'number' ? [value] : value
    return Array.isArray(list) && list.length > 0 && list.every((v) => isValueFor(leaf, v))
  }
  if (operator === 'equals' || operator === 'not_equals') {
    if (value === null || (value === 'null' && takesNullString(leaf))) return true
  }
  // Payload splits a `like` value into words: it must be text.
  if (operator === 'like' || operator === 'not_like') return typeof value === 'string'
  return isValueFor(leaf, value)
}

function expected(leaf: WhereLeaf, operator: string): string {
  if (operator === 'exists') return 'true or false'
  if (operator === 'near') return 'longitude,latitude[,maxDistance[,minDistance]]'
  if (GEO.includes(operator)) return 'a GeoJSON geometry'
  if (leaf.kind === 'blockType' && operator === 'in') return `a list (in[0]=…&in[1]=…), each ${describeValues(leaf)}`
  if (operator === 'in' || operator === 'not_in') return `a comma-separated list, each ${describeValues(leaf)}`
  return describeValues(leaf)
}
