import type { OrganizationStructure } from '../../payload-types'
import { fixedPageTitle } from '../../search/fixedPage'
import { globalSearch } from '../../search/source'
import { joinText } from '../../search/text'

type Unit = { name?: string | null; head?: string | null; subunits?: Unit[] | null; teams?: Unit[] | null }

/** Every unit's name and head, level by level. */
const unitTexts = (units: Unit[] | null | undefined): string[] =>
  (units ?? []).flatMap((unit) => [
    joinText(unit.name, unit.head),
    ...unitTexts(unit.subunits),
    ...unitTexts(unit.teams),
  ])

/**
 * Site search for the organizational structure: its introduction and the units with who heads them.
 * Null with neither an introduction nor named units in the language read.
 */
export const organizationSearch = globalSearch<'organization-structure'>({
  type: 'profile',
  extract: (structure: OrganizationStructure, locale) => {
    if (!structure.intro && !structure.units?.some((unit) => unit.name)) return null
    return {
      title: fixedPageTitle(structure.meta, locale, { id: 'Struktur Organisasi', en: 'Organizational Structure' }),
      body: joinText(structure.intro, ...unitTexts(structure.units)),
      summary: structure.meta?.metaDesc ?? '',
      target: { kind: 'screen', screen: 'organization-structure' },
    }
  },
})
