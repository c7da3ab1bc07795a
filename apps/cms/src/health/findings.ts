import type { FindingKind } from '../i18n/healthOptions'

/** One problem a health check found: in which item (a collection's document or a global), which field, what. */
export type Finding = {
  kind: FindingKind
  /** The collection or global slug. */
  source: string
  isGlobal: boolean
  /** The document's id; null for a global. */
  itemId: string | null
  itemTitle: string
  /** Where in the item (a dotted field path, with the locale for localized fields); null for the item itself. */
  field: string | null
  /** The link or chain that is wrong, or the language missing. */
  target: string | null
}

/** A finding's identity from one run to the next: the same problem in the same place. */
export const findingKey = (finding: Finding): string =>
  [finding.kind, finding.source, finding.itemId ?? '', finding.field ?? '', finding.target ?? '']
    .join('|')
    .slice(0, 1000)

/** A title for an item read with every locale (`{ id, en }`) or one. */
export function titleOf(value: unknown, fallback: string): string {
  if (typeof value === 'string' && value) return value
  if (typeof value === 'object' && value !== null) {
    const byLocale = value as Record<string, unknown>
    for (const locale of ['id', 'en']) {
      const title = byLocale[locale]
      if (typeof title === 'string' && title) return title
    }
  }
  return fallback
}
