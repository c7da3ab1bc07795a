import type { FlattenedField, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { whereSweep } from '../../../../scripts/lib/fuzz/where.mjs'
import { restQueryRefusal, type RestRefusal } from '../../src/api/restQuery'
import { idTypeOf, resolveWherePath, whereScope, type WhereLeaf } from '../../src/api/wherePaths'
import { operatorsFor } from '../../src/api/whereValues'
import { logDuring, requestEntries, STACK_IN_LOG } from './cmsLog'
import { loginToken, useCmsEnvironment } from './helpers'
import { rest, type RestAnswer } from './restApi'

/** Every path into a collection's fields — containers, block kinds, locales, relationship halves — and names that are none. */
function pathsOf(fields: FlattenedField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`
    const extra = [
      ...(field.localized ? [`${path}.en`, `${path}.fr`] : []),
      ...(field.type === 'blocks' ? [`${path}.blockType`] : []),
      ...(field.type === 'relationship' || field.type === 'upload'
        ? Array.isArray(field.relationTo)
          ? [`${path}.value`, `${path}.relationTo`]
          : [`${path}.id`]
        : []),
    ]
    const inner =
      'flattenedFields' in field
        ? field.flattenedFields
        : field.type === 'blocks'
          ? field.blocks.flatMap((block) => block.flattenedFields)
          : []
    return [path, ...extra, ...pathsOf(inner, `${path}.`)]
  })
}

/** A value of the leaf's type for the operator, as a query string suffix (`=…` or `[…]=…`). */
function sample(leaf: WhereLeaf, operator: string): string {
  if (operator === 'exists') return '=true'
  const one = (i: number): string => {
    if (leaf.kind === 'id') return leaf.idType === 'number' ? String(i + 1) : `x${i}`
    if (leaf.kind !== 'field') return leaf.values[i % leaf.values.length]!
    const { field } = leaf
    if (field.type === 'number') return String(i + 1.5)
    if (field.type === 'date') return `202${i}-01-31T08:00:00.000Z`
    if (field.type === 'checkbox') return 'true'
    if (field.type === 'select' || field.type === 'radio') {
      const option = field.options[i % field.options.length]!
      return typeof option === 'string' ? option : option.value
    }
    if (field.type === 'relationship' || field.type === 'upload') return String(i + 1)
    return `tol ${i}`
  }
  const poly = leaf.kind === 'field' && leaf.field.type === 'relationship' && Array.isArray(leaf.field.relationTo)
  if (poly) return `[relationTo]=${(leaf.field as { relationTo: string[] }).relationTo[0]}&[value]=1`
  if (operator === 'in' || operator === 'not_in')
    return leaf.kind === 'blockType' ? `[0]=${one(0)}&[1]=${one(1)}` : `=${encodeURIComponent(`${one(0)},${one(1)}`)}`
  return `=${encodeURIComponent(one(0))}`
}

/** Sends queries a few at a time (the machine is shared); answers their answers, in order. */
async function answersTo(queries: string[], headers: Record<string, string>): Promise<RestAnswer[]> {
  const answers: RestAnswer[] = []
  for (let i = 0; i < queries.length; i += 4)
    answers.push(...(await Promise.all(queries.slice(i, i + 4).map((q) => rest(q, { headers })))))
  return answers
}

const serverErrors = (queries: string[], answers: RestAnswer[]) =>
  answers.flatMap((a, i) => (a.status >= 500 ? [`${a.status} ${queries[i]}`] : []))

/** Answers that differ from the refusal the check made here (`rest` gives the message as JSON has it). */
const unlikeRefusals = (queries: string[], answers: RestAnswer[], refusals: Map<string, RestRefusal | null>) =>
  answers.flatMap((a, i) => {
    const refusal = refusals.get(queries[i]!)
    const message = JSON.parse(`"${a.message}"`) as string
    return refusal && (a.status !== refusal.status || message !== refusal.message)
      ? [`${a.status} ${message} (the check: ${refusal.status} ${refusal.message}) ${queries[i]}`]
      : []
  })

/**
 * The refused queries to send: the first of each kind in each collection (its status and message, the
 * field's path left out: `where[title][like]: takes text.` is one kind with `where[slug][like]: …`), and
 * every 25th.
 */
function refusalSample(queries: string[], refusals: Map<string, RestRefusal | null>) {
  const kinds = new Set<string>()
  return queries
    .filter((q) => refusals.get(q))
    .filter((q, i) => {
      const refusal = refusals.get(q)!
      const kind = `${q.split('?')[0]} ${refusal.status} ${refusal.message.replace(/^where\[[^ ]*/, '')}`
      const firstOfKind = !kinds.has(kind)
      kinds.add(kind)
      return firstOfKind || i % 25 === 0
    })
}

describe("Payload's where grammar over every collection, field and operator", () => {
  let config: SanitizedConfig
  let auth: Record<string, string>
  let restoreEnvironment = () => {}
  beforeAll(async () => {
    // The collections as the CMS under test defines them (its config, read with its environment).
    restoreEnvironment = useCmsEnvironment()
    config = await (await import('../../src/payload.config')).default
    auth = { authorization: `JWT ${await loginToken()}` }
  })
  afterAll(() => restoreEnvironment())
  const pathsOfCollection = (c: SanitizedConfig['collections'][number]) => [
    ...new Set(['id', '_id', 'nope', ...pathsOf(c.flattenedFields)]),
  ]

  it('malformed: no 5xx, no stack trace in the log', { timeout: 600_000 }, async () => {
    let queries: string[] = []
    for (const c of config.collections)
      queries = queries.concat(whereSweep(pathsOfCollection(c)).map((q) => `/${c.slug}?${q}`))
    expect(queries.length).toBeGreaterThan(1000)
    // The check the CMS runs before Payload (restQuery.ts), run here on the same config. It refuses most
    // of the sweep before any database is read, so its answers are the same on either database.
    const schema = { config, databaseIdType: config.db.defaultIDType }
    const refusals = new Map<string, RestRefusal | null>()
    for (const q of queries) refusals.set(q, await restQueryRefusal(new Request(`http://cms/api${q}`), schema))
    const passed = queries.filter((q) => !refusals.get(q))
    expect(passed.length).toBeGreaterThan(0)
    // Over HTTP, each database gets what passes the check and a sample of what it refuses: every kind of
    // refusal in each collection, and every 25th. Each answer sent must be the check's, so the refusals
    // the check made here are the server's (sending all ~10,000 took 30–45 s of each suite).
    const sent = [...passed, ...refusalSample(queries, refusals)]
    let answers: RestAnswer[] = []
    const log = await logDuring(async () => {
      answers = await answersTo(sent, auth)
    })
    expect(serverErrors(sent, answers).slice(0, 20)).toEqual([])
    expect(unlikeRefusals(sent, answers, refusals).slice(0, 20)).toEqual([])
    expect(requestEntries(log).join('\n')).not.toMatch(STACK_IN_LOG)
    expect(log).not.toMatch(/Failed query/)
  })

  it('well-formed (what the check lets through): no 5xx either', { timeout: 600_000 }, async () => {
    const queries: string[] = []
    for (const c of config.collections) {
      const scope = whereScope(config, c.flattenedFields, idTypeOf(c, 'number'), 'number')
      for (const path of pathsOfCollection(c)) {
        const leaf = resolveWherePath(path, scope)
        if (!leaf) continue
        for (const op of operatorsFor(leaf)) {
          const query = `where[${path}][${op}]${sample(leaf, op)}`.replaceAll('&[', `&where[${path}][${op}][`)
          queries.push(`/${c.slug}?${query}${leaf.kind === 'field' && op === 'equals' ? `&sort=-${path}` : ''}`)
        }
      }
    }
    let answers: RestAnswer[] = []
    const log = await logDuring(async () => {
      answers = await answersTo(queries, auth)
    })
    expect(queries.length).toBeGreaterThan(500)
    expect(serverErrors(queries, answers).slice(0, 20)).toEqual([])
    expect(requestEntries(log).join('\n')).not.toMatch(STACK_IN_LOG)
  })
})
