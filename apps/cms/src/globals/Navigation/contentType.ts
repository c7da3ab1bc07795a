import { cacheTags } from '@jtt/content-api'
import { defineGlobal } from '../../contentTypes/define'
import { Navigation } from '.'
import { menuSearch } from './search'

/** The menu: on every page, and its items are found by site search. */
export const navigationType = defineGlobal({
  config: Navigation,
  site: { tags: [cacheTags.menu], search: menuSearch },
  access: { read: 'public', write: 'editor' },
  seed: () => import('../../seed/records').then((m) => m.seedMenu),
})
