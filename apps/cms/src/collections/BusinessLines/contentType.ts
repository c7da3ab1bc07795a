import { defineCollection } from '../../contentTypes/define'
import { BusinessLines } from '.'
import { businessLineSearch } from './search'

/** Business lines: a page each under its slug, found by site search. */
export const businessLinesType = defineCollection({
  config: BusinessLines,
  site: { route: { type: 'business-line', key: 'slug' }, search: businessLineSearch },
  access: {
    read: 'published',
    write: 'editor',
    sample: { title: 'Akses', slug: 'akses-uji', order: 1, summary: 'Uji', _status: 'draft' },
    draftProbe: () => '/business-lines?filter[slug]=akses-uji&locale=id',
  },
  seed: () => import('../../seed/about/seed').then((m) => m.seedBusinessLineContent),
})
