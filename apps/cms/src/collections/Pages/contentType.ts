import { defineCollection } from '../../contentTypes/define'
import { Pages } from '.'
import { pageSearch } from './search'

/** Free-standing pages: a page per slug (the catch-all route), found by site search. */
export const pagesType = defineCollection({
  config: Pages,
  site: { route: { type: 'page', key: 'slug' }, search: pageSearch },
  access: {
    read: 'published',
    write: 'editor',
    sample: { title: 'Akses', slug: 'akses-uji', _status: 'draft' },
    draftProbe: () => '/pages?filter[slug]=akses-uji&locale=id',
  },
  seed: () => import('../../seed/seedPages').then((m) => m.seedPageContent),
})
