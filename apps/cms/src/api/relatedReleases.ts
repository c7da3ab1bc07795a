import type { Locale } from '@jtt/content-api'
import type { Payload } from 'payload'
import type { PressRelease, User } from '../payload-types'
import type { SummaryDoc } from './serializers/pressRelease'

/** How many releases "related releases" shows when the editor chose none. */
const NEAREST_COUNT = 3

const SUMMARY = { title: true, slug: true, publishedAt: true, excerpt: true, body: true, image: true } as const

/**
 * The releases to show as related: the editor's choice (those this visitor may read), or else the
 * releases nearest in time — the ones just before it, then the ones just after.
 */
export async function relatedReleases(
  payload: Payload,
  doc: PressRelease,
  options: { locale: Locale; draft: boolean; user: User | null },
): Promise<SummaryDoc[]> {
  const chosen = (doc.related ?? []).filter((r): r is PressRelease => typeof r === 'object' && r !== null)
  if (chosen.length > 0) return chosen

  const around = (direction: 'before' | 'after', limit: number) =>
    payload.find({
      collection: 'press-releases',
      where: {
        id: { not_equals: doc.id },
        publishedAt: direction === 'before' ? { less_than_equal: doc.publishedAt } : { greater_than: doc.publishedAt },
      },
      sort: direction === 'before' ? ['-publishedAt', '-id'] : ['publishedAt', 'id'],
      limit,
      depth: 1,
      locale: options.locale,
      fallbackLocale: 'id',
      draft: options.draft,
      user: options.user,
      overrideAccess: false,
      select: SUMMARY,
    })
  const before = (await around('before', NEAREST_COUNT)).docs
  const after = before.length < NEAREST_COUNT ? (await around('after', NEAREST_COUNT - before.length)).docs : []
  return [...before, ...after]
}
