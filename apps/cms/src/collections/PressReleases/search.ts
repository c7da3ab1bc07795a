import { collectionSearch } from '../../search/source'
import { richTextToPlain } from '../../search/text'

/** Site search for press releases: title, the release's text, and its excerpt as the snippet. */
export const pressReleaseSearch = collectionSearch<'press-releases'>({
  type: 'press-release',
  extract: (release) => ({
    title: release.title,
    body: richTextToPlain(release.body),
    summary: release.excerpt ?? '',
    target: { kind: 'item', type: 'press-release', key: release.slug },
  }),
})
