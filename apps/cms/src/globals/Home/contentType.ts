import { cacheTags } from '@jtt/content-api'
import { defineGlobal } from '../../contentTypes/define'
import { Home } from '.'

/** The home page. */
export const homeType = defineGlobal({
  config: Home,
  site: { tags: [cacheTags.home], preview: ['home'] },
  access: { read: 'published', write: 'editor', resource: '/home' },
  seed: () => import('../../seed/seedHome').then((m) => m.seedHome),
})
