import { trafficStateAt } from '@jtt/content-api'
import type { AlertDeclaration } from '../../contentTypes/define'

const slugsOf = (sections: unknown): string[] =>
  Array.isArray(sections)
    ? sections.flatMap((s) => (s && typeof s === 'object' && 'slug' in s ? [String(s.slug)] : []))
    : []

/**
 * Subscribers of the traffic topic are told of an advisory that needs them to act (caution or
 * closure) once it is in force: when it is published during its time, or at its start.
 */
export const announceTraffic: NonNullable<AlertDeclaration['when']> = (doc, now) =>
  (doc.severity === 'caution' || doc.severity === 'closure') &&
  typeof doc.startsAt === 'string' &&
  trafficStateAt(doc.startsAt, typeof doc.endsAt === 'string' ? doc.endsAt : null, now) === 'current'

/** Those who chose one of the advisory's sections, and those who chose none (every section). */
export const trafficAudience: NonNullable<AlertDeclaration['audience']> = (doc) => {
  const on = new Set(slugsOf(doc.sections))
  return ({ sections }) => !sections?.length || sections.some((slug) => on.has(slug))
}
