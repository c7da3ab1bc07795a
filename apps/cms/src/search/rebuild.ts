import type { Payload } from 'payload'
import { underMigrationLock } from '../lib/migrationLock'
import { searchEngine } from './engine'
import { searchSources } from './registry'
import { allPublished, readPublished, rowsOf } from './rows'

/**
 * Bump when what the index stores changes for every source (word folding, row format): the index
 * is then rebuilt at the next start. A source's own changes bump its `version` in its entry.
 * 2: a `screen` target names a route id of the registry, no longer the web's internal pathname.
 * 3: each word's stems are kept beside the words (two more columns, stem/index.ts).
 */
const INDEX_FORMAT = 3
const SIGNATURE_KEY = 'signature'

/** What the index was built from: the format and every source with its type and version. */
const signature = () =>
  JSON.stringify({
    format: INDEX_FORMAT,
    sources: searchSources()
      .map(({ source, spec }) => [source, spec.type, spec.version ?? 1])
      .sort(),
  })

/**
 * Builds the index again from the collections and globals: every published document of every
 * searchable source, in every language. Safe at any time; searches meanwhile see a partial index.
 */
export async function rebuildSearchIndex(payload: Payload): Promise<number> {
  const engine = searchEngine(payload)
  const started = Date.now()
  await engine.clear()
  let rows = 0
  for (const registered of searchSources()) {
    if (registered.kind === 'global') {
      const batch = rowsOf(registered, registered.slug, await readPublished(payload, registered, registered.slug))
      await engine.insertMany(batch)
      rows += batch.length
      continue
    }
    for await (const page of allPublished(payload, registered)) {
      const batch = page.flatMap(({ id, docs }) => rowsOf(registered, id, docs))
      await engine.insertMany(batch)
      rows += batch.length
    }
  }
  await engine.rebuildVocabulary()
  await engine.setMeta(SIGNATURE_KEY, signature())
  payload.logger.info(`search: index rebuilt, ${rows} entries in ${Date.now() - started} ms (${engine.name})`)
  return rows
}

/**
 * Rebuilds the index when it was built from other sources (a content type joined search, an
 * extractor changed) or is empty; otherwise leaves it, as the hooks keep it current. Under the
 * migration lock: two instances starting at once would otherwise both rebuild, one clearing the
 * index while the other fills it.
 */
export function ensureSearchIndex(payload: Payload): Promise<void> {
  return underMigrationLock(payload, async () => {
    const engine = searchEngine(payload)
    const current = (await engine.getMeta(SIGNATURE_KEY)) === signature() && (await engine.countRows()) > 0
    if (!current) await rebuildSearchIndex(payload)
  })
}
