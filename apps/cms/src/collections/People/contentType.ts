import { cacheTags } from '@jtt/content-api'
import { defineCollection } from '../../contentTypes/define'
import { personPreview } from '../../contentTypes/previewTargets'
import { People } from '.'
import { personSearch } from './search'

/** Board members appear on their board's page (and the corporate secretary's); no page of their own. */
export const peopleType = defineCollection({
  config: People,
  site: { tags: () => [cacheTags.list('person')], search: personSearch, preview: personPreview },
  access: {
    read: 'published',
    write: 'editor',
    sample: { name: 'Akses Uji', slug: 'akses-uji', board: 'directors', order: 1, position: 'Uji', _status: 'draft' },
    draftProbe: () => '/people?filter[slug]=akses-uji&locale=id',
  },
  seed: () => import('../../seed/about/seed').then((m) => m.seedPeopleContent),
})
