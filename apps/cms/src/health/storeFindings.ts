import type { Payload } from 'payload'
import { findingKey, type Finding } from './findings'

/** At most this many rows are kept: past it, the dashboard's count says enough, and a run stays short. */
const MAX_STORED = 2000

/**
 * Makes the stored findings those of the latest run: a problem still there keeps its row (and the
 * date it was first found), a fixed one is removed, a new one added. Answers how many there are.
 */
export async function storeFindings(payload: Payload, findings: readonly Finding[]): Promise<number> {
  const byKey = new Map(findings.slice(0, MAX_STORED).map((finding) => [findingKey(finding), finding]))
  const stored = await payload.find({
    collection: 'content-findings',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { key: true },
  })
  const gone = stored.docs.filter((doc) => !byKey.has(doc.key)).map((doc) => doc.id)
  if (gone.length) {
    await payload.delete({ collection: 'content-findings', where: { id: { in: gone } }, overrideAccess: true })
  }
  const kept = new Set(stored.docs.map((doc) => doc.key))
  for (const [key, finding] of byKey) {
    if (kept.has(key)) continue
    // Two instances checking at once (scale-out) may both add a finding: the second add is refused by
    // the unique key, and the finding is there all the same.
    await payload
      .create({
        collection: 'content-findings',
        overrideAccess: true,
        data: {
          key,
          kind: finding.kind,
          source: finding.source,
          isGlobal: finding.isGlobal,
          itemId: finding.itemId,
          itemTitle: finding.itemTitle.slice(0, 300),
          field: finding.field,
          target: finding.target?.slice(0, 1000) ?? null,
        },
      })
      .catch((error: unknown) => payload.logger.debug(`content health: finding not added (${String(error)})`))
  }
  return findings.length
}
