import { cacheTags } from '@jtt/content-api'
import { defineCollection } from '../../contentTypes/define'
import { Redirects } from '.'

/** Old addresses the site redirects. */
export const redirectsType = defineCollection({
  config: Redirects,
  site: { tags: () => [cacheTags.redirects] },
  access: { read: 'public', write: 'editor', sample: { old_url: '/access-probe', new_url: '/id' } },
  seed: () => import('../../seed/records').then((m) => m.seedRedirects),
})
