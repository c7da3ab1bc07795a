import { defineCollection } from '../../contentTypes/define'
import { CsrPosts } from '.'
import { csrSearch } from './search'

/** CSR posts: a page each under its id, found by site search. */
export const csrPostsType = defineCollection({
  config: CsrPosts,
  site: { route: { type: 'csr', key: 'id' }, search: csrSearch },
  access: {
    read: 'published',
    write: 'editor',
    sample: {
      title: 'Akses',
      excerpt: 'Uji',
      publishedAt: '2026-01-01T00:00:00.000Z',
      category: 'health',
      _status: 'draft',
    },
    draftProbe: (id) => `/csr-posts?filter[id]=${id}&locale=id`,
  },
  seed: () => import('../../seed/about/seed').then((m) => m.seedCsrContent),
})
