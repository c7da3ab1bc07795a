import { collectionSearch } from '../../search/source'
import { joinText, richTextToPlain } from '../../search/text'
import type { Person } from '../../payload-types'

/** Each board's page (internal pathnames of the routing table); a member's profile opens at their anchor. */
const BOARD_SCREENS: Record<Person['board'], string> = {
  commissioners: '/tentang-kami/profil/dewan-komisaris',
  directors: '/tentang-kami/profil/direksi',
  secretary: '/tentang-kami/profil/sekretaris-perusahaan',
}

/** Site search for board members: found by name and position; a result opens their profile. */
export const personSearch = collectionSearch<'people'>({
  type: 'person',
  extract: (person) => ({
    title: person.name,
    body: joinText(person.shortBio, richTextToPlain(person.biography)),
    summary: person.position,
    target: { kind: 'screen', screen: BOARD_SCREENS[person.board], hash: person.slug },
  }),
})
