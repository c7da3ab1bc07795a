import type { Payload } from 'payload'
import { env } from '../lib/env'
import { rebuildSearchIndex } from '../search/rebuild'
import { richText } from '../seed/lexical'
import { insertPages, type BenchPage } from './insertPages'
import { benchText } from './text'

/** Items the benchmark grows the site to (BENCH_ITEMS overrides). */
const TARGET = env.benchItems
/** Every fourth item has no English text, so searches in English also meet the fallback. */
const UNTRANSLATED_EVERY = 4
/** Pages written per statement (SQLite allows 32,766 parameters; a page has up to 2 × (5 + 6) + 4). */
const BATCH = 500

function benchPage(id: number, n: number): BenchPage {
  const { title, paragraphs } = benchText(n)
  const locales = n % UNTRANSLATED_EVERY === 0 ? (['id'] as const) : (['id', 'en'] as const)
  return {
    id,
    locales: locales.map((locale) => ({
      locale,
      title: title[locale],
      slug: `bench-${n}${locale === 'en' ? '-en' : ''}`,
      content: JSON.stringify(richText(paragraphs.map((p) => ({ p: p[locale] })))),
      metaDesc: paragraphs[0]![locale].slice(0, 150),
    })),
  }
}

/**
 * Bench only (`npm run bench`), never in `npm start`: adds generated published pages until the
 * site has TARGET searchable items, then builds the search index from the collections once.
 */
export async function seedSearchBench(payload: Payload): Promise<void> {
  const existing = (await payload.count({ collection: 'pages' })).totalDocs
  const last = await payload.find({ collection: 'pages', sort: '-id', limit: 1, depth: 0, select: {} })
  let id = Number(last.docs[0]?.id ?? 0)
  for (let n = existing + 1; n <= TARGET; n += BATCH) {
    const batch: BenchPage[] = []
    for (let k = n; k < Math.min(n + BATCH, TARGET + 1); k++) batch.push(benchPage(++id, k))
    await insertPages(payload, batch)
  }
  payload.logger.info(`bench seed: ${TARGET - existing} pages added`)
  await rebuildSearchIndex(payload)
}
