import { globalSearch } from '../../search/source'
import { joinText } from '../../search/text'

/**
 * Site search for the toll-road service page: its title and introduction, the emergency and
 * call-centre numbers, payment methods and traffic links (by their labels and descriptions).
 */
export const tollRoadServiceSearch = globalSearch<'toll-road-service'>({
  type: 'toll-road',
  extract: (page) => {
    if (!page.title) return null
    return {
      title: page.title,
      body: joinText(
        page.intro,
        ...(page.contacts ?? []).map((c) => joinText(`${c.label} ${c.number}`, c.description)),
        ...(page.paymentMethods ?? []).map((m) => joinText(m.name, m.description)),
        ...(page.trafficLinks ?? []).map((l) => joinText(l.label, l.description)),
      ),
      summary: page.meta?.metaDesc ?? '',
      target: { kind: 'screen', screen: 'toll-road-services' },
    }
  },
})
