import { fixedPageTitle } from '../../search/fixedPage'
import { globalSearch } from '../../search/source'
import { joinText, richTextToPlain } from '../../search/text'

/**
 * Site search for the whistleblowing system page: what can be reported, how reporters are protected,
 * how a report is handled and the channels. Null without an introduction (required) in the language read.
 */
export const whistleblowingSearch = globalSearch<'whistleblowing'>({
  type: 'profile',
  extract: (page, locale) => {
    const intro = richTextToPlain(page.intro)
    if (!intro) return null
    return {
      title: fixedPageTitle(page.meta, locale, { id: 'Whistleblowing System', en: 'Whistleblowing System' }),
      body: joinText(
        intro,
        ...(page.reportable ?? []).map((item) => item.text),
        richTextToPlain(page.protection),
        ...(page.steps ?? []).map((step) => joinText(step.title, step.description)),
        ...(page.channels ?? []).map((channel) => channel.label),
        page.external?.label,
      ),
      summary: page.meta?.metaDesc ?? '',
      target: { kind: 'screen', screen: 'whistleblowing' },
    }
  },
})
