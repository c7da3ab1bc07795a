import type { Payload } from 'payload'
import { FINDING_KINDS, findingKindLabels } from '../i18n/healthOptions'
import { documentUrl, globalUrl, listUrl } from './adminUrls'
import type { CountLine, Section } from './attention'

/** What the content health checks found (health/), one count per kind, and the latest findings, each linking to its item. */
export async function healthSection(payload: Payload): Promise<Section> {
  const [counts, latest] = await Promise.all([
    Promise.all(
      FINDING_KINDS.map(async (kind): Promise<CountLine> => {
        const where = { kind: { equals: kind } }
        const { totalDocs } = await payload.count({ collection: 'content-findings', where, overrideAccess: true })
        return {
          key: `finding-${kind}`,
          label: { word: 'findingKind', values: { kind: findingKindLabels[kind] } },
          count: totalDocs,
          href: listUrl('content-findings', { where }),
        }
      }),
    ),
    payload.find({
      collection: 'content-findings',
      sort: '-createdAt',
      limit: 10,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  return {
    key: 'health',
    heading: 'health',
    counts,
    entries: latest.docs.map((finding) => ({
      key: `finding-${finding.id}`,
      text: {
        word: 'healthEntry',
        values: {
          item: finding.itemTitle,
          field: finding.field ?? '—',
          target: finding.target ?? findingKindLabels[finding.kind],
        },
      },
      href: finding.isGlobal ? globalUrl(finding.source) : documentUrl(finding.source, finding.itemId ?? ''),
    })),
  }
}
