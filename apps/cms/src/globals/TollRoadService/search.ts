import { globalSearch } from '../../search/source'
import { joinText } from '../../search/text'
import { calculatorKeywords, calculatorText } from '../../tollRoads/searchWords'

/**
 * Site search for the toll-road service page: its title and introduction, the emergency and
 * call-centre numbers, payment methods and traffic links (by their labels and descriptions), and the
 * tariff calculator the page shows beside them (its heading and vehicle classes: 'tarif golongan II').
 */
export const tollRoadServiceSearch = globalSearch<'toll-road-service'>({
  type: 'toll-road',
  // 2: the tariff calculator's words are indexed (issue 28).
  version: 2,
  extract: (page, locale) => {
    if (!page.title) return null
    return {
      title: page.title,
      body: joinText(
        page.intro,
        ...(page.contacts ?? []).map((c) => joinText(`${c.label} ${c.number}`, c.description)),
        ...(page.paymentMethods ?? []).map((m) => joinText(m.name, m.description)),
        ...(page.trafficLinks ?? []).map((l) => joinText(l.label, l.description)),
        ...calculatorText(locale),
      ),
      summary: page.meta?.metaDesc ?? '',
      // The page is where tariffs are looked up: 'tarif golongan II' ranks it above the sections, whose
      // panels only name their tariff system.
      keywords: calculatorKeywords(locale),
      target: { kind: 'screen', screen: 'toll-road-services' },
    }
  },
})
