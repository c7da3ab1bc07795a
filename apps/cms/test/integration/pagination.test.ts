import { describe, expect, it } from 'vitest'
import { paginationMeta, paginationMetaSchema } from '@jtt/content-api'
import { getRaw } from './helpers'

/** Every paginated list of the Content API, with a filter that matches nothing (the sitemap has none). */
const LISTS = [
  ['/components', 'filter[slug]=no-such-slug'],
  ['/settings', 'filter[key]=no-such-key'],
  ['/redirects', 'filter[old_url]=/no-such-path'],
  ['/media', 'filter[id]=999999'],
  ['/pages', 'filter[slug]=no-such-page'],
  ['/people', 'filter[slug]=no-such-person'],
  ['/business-lines', 'filter[slug]=no-such-line'],
  ['/csr-posts', 'filter[id]=999999'],
  ['/press-releases', 'filter[year]=1990'],
  ['/documents', 'filter[year]=1990'],
  ['/rest-areas', 'filter[q]=no-such-rest-area'],
  ['/toll-roads', 'filter[slug]=no-such-road'],
  ['/tariffs', 'filter[road]=no-such-road'],
  ['/sitemap', ''],
] as const

describe('one pagination meta for every list (contract paginationMeta)', () => {
  for (const [path, emptyFilter] of LISTS) {
    it(`${path}: past the last page echoes the page with the real total`, async () => {
      const first = await getRaw(`${path}?per_page=2`)
      expect(first.status).toBe(200)
      const { meta } = first.json as { meta: { total: number } }
      const past = await getRaw(`${path}?per_page=2&page=999`)
      expect(past.status).toBe(200)
      expect(past.json).toEqual({ data: [], meta: paginationMeta(999, 2, meta.total) })
    })

    if (emptyFilter) {
      it(`${path}: an empty result has one empty page`, async () => {
        const empty = await getRaw(`${path}?${emptyFilter}`)
        expect(empty.status).toBe(200)
        expect(empty.json).toEqual({ data: [], meta: paginationMeta(1, 20, 0) })
        expect(paginationMetaSchema.parse((empty.json as { meta: unknown }).meta).total_pages).toBe(1)
      })
    }
  }
})
