import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import {
  placementProblems,
  type Placement,
  type ProblemLocale,
  type SectionRange,
} from '../../../trafficAdvisories/placement'

type Ref = number | string | { id: number | string } | null | undefined

const idOf = (ref: Ref) => (ref && typeof ref === 'object' ? ref.id : ref)

/** The chosen sections with the KM markers their routes run between (as the operator or editor saves). */
async function sectionRanges(req: PayloadRequest, refs: Ref[]): Promise<SectionRange[]> {
  const ids = refs.map(idOf).filter((id): id is number | string => id !== null && id !== undefined)
  if (ids.length === 0) return []
  const found = await req.payload.find({
    collection: 'toll-roads',
    where: { id: { in: ids } },
    select: { name: true, geometry: true },
    pagination: false,
    depth: 0,
    draft: true,
    overrideAccess: true,
    req,
  })
  return found.docs.map((section) => {
    const kms = (section.geometry ?? []).map((point) => point.km)
    return { id: section.id, name: section.name, kmFirst: Math.min(...kms), kmLast: Math.max(...kms) }
  })
}

/**
 * Indonesian for an admin in Indonesian, or a client (the operator's phone) whose first language is
 * Indonesian; English otherwise. The admin's own languages are English only, so its header is read too.
 */
const problemLocale = (req: PayloadRequest): ProblemLocale =>
  req.i18n?.language === 'id' || /^id\b/i.test(req.headers?.get('accept-language') ?? '') ? 'id' : 'en'

/**
 * Refuses a save whose KM range lies outside its sections, whose end is not after its start, or
 * whose directions or sub-kind do not fit (see placement.ts), with a message per field in the
 * admin's language (Indonesian when it is; English otherwise). An update is checked as a whole: the
 * saved fields together with those it leaves as they were.
 */
export const checkPlacement: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merged = { ...(originalDoc ?? {}), ...data } as Placement & { sections?: Ref[] | null }
  const locale = problemLocale(req)
  const problems = placementProblems(merged, await sectionRanges(req, merged.sections ?? []), locale)
  if (problems.length > 0) {
    throw new ValidationError({ collection: 'traffic-advisories', errors: problems, req })
  }
  return data
}
