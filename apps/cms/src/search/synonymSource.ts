import type { Locale } from '@jtt/content-api'
import type { Payload } from 'payload'
import { synonymTable, type SynonymRecord, type SynonymTable } from './synonyms'

const SYNONYMS_COLLECTION = 'search-synonyms'

/**
 * How long an instance keeps the editors' synonyms: a change made through this instance applies at
 * once (its hooks forget them); one made through another instance of a scaled-out CMS within this.
 */
const KEEP_MS = 5_000
/** Far more groups than editors write; a table this size stays a few milliseconds to build. */
const MAX_GROUPS = 5_000

type Kept = { at: number; records: Promise<SynonymRecord[]> }
const kept = new WeakMap<Payload, Kept>()

async function load(payload: Payload): Promise<SynonymRecord[]> {
  const found = await payload.find({
    collection: SYNONYMS_COLLECTION,
    depth: 0,
    limit: MAX_GROUPS,
    pagination: false,
    // The service's own reading: visitors never read the collection, their searches use it.
    overrideAccess: true,
  })
  return found.docs as SynonymRecord[]
}

/** The synonyms of one language, as search applies them to queries (no reindex: they act at query time). */
export async function synonymsOf(payload: Payload, locale: Locale): Promise<SynonymTable> {
  let entry = kept.get(payload)
  if (!entry || Date.now() - entry.at > KEEP_MS) {
    entry = { at: Date.now(), records: load(payload) }
    kept.set(payload, entry)
    // A failed read is not kept: the next search tries again.
    entry.records.catch(() => kept.delete(payload))
  }
  return synonymTable(await entry.records, locale)
}

/** Forgets the kept synonyms (after a change committed through this instance). */
export const forgetSynonyms = (payload: Payload): void => {
  kept.delete(payload)
}
