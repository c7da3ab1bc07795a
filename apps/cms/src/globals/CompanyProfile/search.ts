import { fixedPageTitle } from '../../search/fixedPage'
import { globalSearch } from '../../search/source'
import { joinText, richTextToPlain } from '../../search/text'

/**
 * Site search for the company overview: introduction, key facts, history, vision, mission and core
 * values ('Sejarah', 'AKHLAK', 'visi misi' find it). Null without a vision (required) in the language
 * read, so an overview with no English of its own is marked as Indonesian text.
 */
export const companyProfileSearch = globalSearch<'company-profile'>({
  type: 'profile',
  extract: (profile, locale) => {
    if (!profile.vision) return null
    return {
      title: fixedPageTitle(profile.meta, locale, {
        id: 'Sekilas PT Jasamarga Transjawa Tol',
        en: 'PT Jasamarga Transjawa Tol Overview',
      }),
      body: joinText(
        richTextToPlain(profile.intro),
        ...(profile.keyFacts ?? []).map((fact) => fact.label),
        profile.history?.intro,
        ...(profile.history?.milestones ?? []).map((m) => joinText(String(m.year), m.title, m.description)),
        profile.vision,
        ...(profile.mission ?? []).map((item) => item.text),
        ...(profile.values ?? []).map((value) => joinText(value.name, value.description)),
      ),
      summary: profile.meta?.metaDesc ?? '',
      target: { kind: 'screen', screen: 'company-overview' },
    }
  },
})
