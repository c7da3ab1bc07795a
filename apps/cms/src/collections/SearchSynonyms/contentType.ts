import { cacheTags } from '@jtt/content-api'
import { defineCollection } from '../../contentTypes/define'
import { SearchSynonyms } from '.'

/**
 * Site search's synonyms. No pages: a change tells the site (publish-to-live), which empties its recent
 * search results; the service applies synonyms to queries as they are asked (search/synonymSource.ts).
 */
export const searchSynonymsType = defineCollection({
  config: SearchSynonyms,
  site: { tags: () => [cacheTags.list(SearchSynonyms.slug)] },
  access: {
    read: 'none',
    write: 'editor',
    sample: { locale: 'id', kind: 'equivalent', terms: [{ term: 'uji akses' }, { term: 'akses uji' }] },
  },
  seed: () => import('../../seed/records').then((m) => m.seedSearchSynonyms),
})
