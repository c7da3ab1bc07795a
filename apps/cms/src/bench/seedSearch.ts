import type { Payload } from 'payload'
import { rebuildSearchIndex } from '../search/rebuild'
import { richText } from '../seed/lexical'
import { benchText } from './text'

/** Items the benchmark grows the site to (BENCH_ITEMS overrides). */
const TARGET = Number(process.env.BENCH_ITEMS ?? 10_000)
/** Share of items left without English text, so searches in English also meet the fallback. */
const UNTRANSLATED_EVERY = 4
const SLUG_PREFIX = 'bench-'

/**
 * Bench only (`npm run bench`), never in `npm start`: adds generated published pages until the
 * site has TARGET searchable items, then rebuilds the search index once (the hooks are skipped
 * while loading, which would otherwise index every page twice).
 */
export async function seedSearchBench(payload: Payload): Promise<void> {
  const existing = (await payload.count({ collection: 'pages' })).totalDocs
  const started = Date.now()
  const context = { skipSearchIndex: true }
  for (let n = existing + 1; n <= TARGET; n++) {
    const { title, paragraphs } = benchText(n)
    const content = (locale: 'id' | 'en') => richText(paragraphs.map((p) => ({ p: p[locale] })))
    const doc = await payload.create({
      collection: 'pages',
      locale: 'id',
      context,
      data: {
        title: title.id,
        slug: `${SLUG_PREFIX}${n}`,
        content: content('id'),
        meta: { metaDesc: paragraphs[0]!.id.slice(0, 150) },
        _status: 'published',
      },
    })
    if (n % UNTRANSLATED_EVERY !== 0) {
      await payload.update({
        collection: 'pages',
        id: doc.id,
        locale: 'en',
        context,
        data: { title: title.en, slug: `${SLUG_PREFIX}${n}-en`, content: content('en'), _status: 'published' },
      })
    }
    if (n % 1000 === 0)
      payload.logger.info(`bench seed: ${n} of ${TARGET} pages (${Math.round((Date.now() - started) / 1000)} s)`)
  }
  await rebuildSearchIndex(payload)
}
