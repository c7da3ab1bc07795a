import { cacheTags } from '@jtt/content-api'
import { defineGlobal } from '../../contentTypes/define'
import { routePreview } from '../../contentTypes/previewTargets'
import { Whistleblowing } from '.'
import { whistleblowingSearch } from './search'

/** The whistleblowing system page. */
export const whistleblowingType = defineGlobal({
  config: Whistleblowing,
  site: { tags: [cacheTags.whistleblowing], search: whistleblowingSearch, preview: routePreview('whistleblowing') },
  access: { read: 'published', write: 'editor', resource: '/whistleblowing' },
  seed: () => import('../../seed/about/seed').then((m) => m.seedAboutGlobal('whistleblowing')),
})
