import type { Seed } from '../contentTypes/define'
import { JAKARTA } from '../fields/jakartaTime'
import { seedTollRoadContent } from './services/seedServices'
import { seedAdvisories } from './traffic/advisories'

/**
 * Creates the sample traffic advisories once each (matched by Indonesian title), published, on the
 * sample sections (ensured first), with their English texts where they have them.
 */
export const seedTrafficAdvisoryContent: Seed = async (payload, context) => {
  await seedTollRoadContent(payload, context)
  for (const advisory of seedAdvisories) {
    const found = await payload.count({
      collection: 'traffic-advisories',
      where: { title: { equals: advisory.title.id } },
      locale: 'id',
    })
    if (found.totalDocs) continue
    const sections = await payload.find({
      collection: 'toll-roads',
      where: { slug: { in: advisory.sections } },
      depth: 0,
      pagination: false,
      select: { slug: true },
    })
    const idOf = new Map(sections.docs.map((s) => [s.slug, s.id]))
    const { startsAt, endsAt } = advisory
    const now = Date.now()
    const doc = await payload.create({
      collection: 'traffic-advisories',
      locale: 'id',
      data: {
        title: advisory.title.id,
        kind: advisory.kind,
        subKind: advisory.subKind,
        severity: advisory.severity,
        sections: advisory.sections.flatMap((slug) => idOf.get(slug) ?? []),
        kmFrom: advisory.kmFrom,
        kmTo: advisory.kmTo,
        directions: advisory.directions,
        startsAt: typeof startsAt === 'function' ? startsAt(now) : startsAt,
        startsAt_tz: JAKARTA,
        endsAt: typeof endsAt === 'function' ? endsAt(now) : endsAt,
        endsAt_tz: JAKARTA,
        lanesAffected: advisory.lanesAffected,
        advice: advisory.advice.id,
        detour: advisory.detour?.id,
        _status: 'published',
      },
    })
    const english = {
      ...(advisory.title.en ? { title: advisory.title.en } : {}),
      ...(advisory.advice.en ? { advice: advisory.advice.en } : {}),
      ...(advisory.detour?.en ? { detour: advisory.detour.en } : {}),
    }
    await payload.update({
      collection: 'traffic-advisories',
      id: doc.id,
      locale: 'en',
      data: { ...english, _status: 'published' },
    })
    context.log(`traffic advisory ${advisory.title.id}`)
  }
}
