import { cacheTags } from '@jtt/content-api'
import { defineGlobal } from '../../contentTypes/define'
import { AboutPages } from '.'
import { aboutPagesSearch } from './search'

/** The introductions of the About Us sections (boards, corporate secretary, business, CSR). */
export const aboutPagesType = defineGlobal({
  config: AboutPages,
  site: { tags: [cacheTags.aboutPages], search: aboutPagesSearch },
  access: { read: 'published', write: 'editor', resource: '/about-pages' },
  seed: () => import('../../seed/about/seed').then((m) => m.seedAboutGlobal('about-pages')),
})
