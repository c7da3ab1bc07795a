import type { PayloadRequest } from 'payload'
import { incidentTitle, isIncidentType } from './incidentReport'

type Ref = number | string | { id: number | string } | null | undefined
type Titles = { id: string; en: string }

/** What an advisory being saved says of itself (the request body: anything). */
type Saved = { kind?: unknown; subKind?: unknown; kmFrom?: unknown; directions?: unknown; sections?: unknown }

const idOf = (ref: Ref) => (ref && typeof ref === 'object' ? ref.id : ref)

/**
 * The titles, in Indonesian and English, of an incident saved without one (the operators' screen
 * sends none), from its sub-kind, KM, first direction and first section; null when it is no incident
 * or lacks one of these (validation then says what is missing).
 */
export async function incidentTitles(req: PayloadRequest, data: Saved): Promise<Titles | null> {
  const side = Array.isArray(data.directions) ? data.directions[0] : undefined
  const section = Array.isArray(data.sections) ? idOf(data.sections[0] as Ref) : undefined
  const { subKind, kmFrom } = data
  if (data.kind !== 'incident' || !isIncidentType(subKind) || typeof kmFrom !== 'number') return null
  if ((side !== 'A' && side !== 'B') || section === undefined || section === null) return null
  const read = (locale: 'id' | 'en') =>
    req.payload
      .find({
        collection: 'toll-roads',
        where: { id: { equals: section } },
        locale,
        depth: 0,
        limit: 1,
        select: { name: true, start: true, end: true },
        overrideAccess: true,
        req,
      })
      .then((found) => found.docs[0])
  const [inId, inEn] = [await read('id'), await read('en')]
  if (!inId || !inEn) return null
  const place = { type: subKind, km: kmFrom, towards: side === 'A' ? inId.end : inId.start }
  return {
    id: incidentTitle({ ...place, section: inId.name }, 'id'),
    en: incidentTitle({ ...place, section: inEn.name }, 'en'),
  }
}
