import type { ScreenId } from '@jtt/content-api/routes'
import { collectionSearch } from '../../search/source'
import { joinText, richTextToPlain } from '../../search/text'
import type { Person } from '../../payload-types'

/** Each board's page (route ids of the registry); a member's profile opens at their anchor. */
const BOARD_SCREENS: Record<Person['board'], ScreenId> = {
  commissioners: 'board-of-commissioners',
  directors: 'board-of-directors',
  secretary: 'corporate-secretary',
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
