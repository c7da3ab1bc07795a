import { cacheTags } from '@jtt/content-api'
import { defineCollection } from '../../contentTypes/define'
import { Components } from '.'

/** Shared texts of the footer. */
export const componentsType = defineCollection({
  config: Components,
  site: { tags: () => [cacheTags.footer] },
  access: { read: 'public', write: 'editor', sample: { slug: 'access-probe', title: 'Uji' } },
  seed: () => import('../../seed/records').then((m) => m.seedComponents),
})
