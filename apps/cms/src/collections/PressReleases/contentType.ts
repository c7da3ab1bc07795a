import { defineCollection } from '../../contentTypes/define'
import { richText } from '../../seed/lexical'
import { PressReleases } from '.'
import { describePressRelease } from './alert'
import { pressReleaseSearch } from './search'

/** Press releases: a page each under its slug, found by site search, announced to subscribers. */
export const pressReleasesType = defineCollection({
  config: PressReleases,
  site: { route: { type: 'press-release', key: 'slug' }, search: pressReleaseSearch },
  alerts: [{ topic: 'press-releases', describe: describePressRelease }],
  access: {
    read: 'published',
    write: 'editor',
    sample: { title: 'Akses', slug: 'akses-siaran-uji', body: richText([{ p: 'Uji akses.' }]), _status: 'draft' },
    draftProbe: () => '/press-releases/akses-siaran-uji?locale=id',
  },
  seed: () => import('../../seed/seedPressReleases').then((m) => m.seedPressReleaseContent),
})
