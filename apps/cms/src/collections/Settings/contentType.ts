import { cacheTags } from '@jtt/content-api'
import { defineCollection } from '../../contentTypes/define'
import { Settings } from '.'

/** Key–value settings the footer shows. */
export const settingsType = defineCollection({
  config: Settings,
  site: { tags: () => [cacheTags.footer] },
  access: { read: 'public', write: 'editor', sample: { key: 'access-probe', value: 'uji' } },
  seed: () => import('../../seed/records').then((m) => m.seedSettings),
})
