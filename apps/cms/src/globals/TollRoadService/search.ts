import type { SearchEntry } from '../../search/source'
import { globalSearch } from '../../search/source'
import { joinText } from '../../search/text'
import { calculatorKeywords, calculatorText } from '../../tollRoads/searchWords'
import { sectionHeading } from './headings'

/**
 * Site search for the toll-road service page, one row per section the page shows under its heading:
 * the introduction with the emergency and call-centre numbers, the payment methods, the traffic links
 * and the tariff calculator (its heading and vehicle classes: 'tarif golongan II'). One result all the
 * same (one result per destination: the best section's, its snippet from that section). Kept whole, the
 * page's long text (every number, link and class) weighed each of its words down against short texts:
 * 'bayar tol' and 'uang elektronik' found the sections' panels and a traffic advisory above the page
 * that explains paying the toll.
 */
export const tollRoadServiceSearch = globalSearch<'toll-road-service'>({
  type: 'toll-road',
  // 2: the tariff calculator's words are indexed (issue 28). 3: one row per section, under its heading.
  version: 3,
  extract: (page, locale) => {
    if (!page.title) return null
    const title = page.title
    const target = { kind: 'screen', screen: 'toll-road-services' } as const
    const section = (part: string, body: string, keywords = ''): SearchEntry => ({
      part,
      title,
      body,
      keywords,
      target,
    })
    const contacts = page.contacts ?? []
    const payments = page.paymentMethods ?? []
    const links = page.trafficLinks ?? []
    const entries: SearchEntry[] = [
      {
        title,
        body: joinText(
          page.intro,
          contacts.length ? sectionHeading('contacts', locale) : '',
          ...contacts.map((c) => joinText(`${c.label} ${c.number}`, c.description)),
        ),
        summary: page.meta?.metaDesc ?? '',
        target,
      },
      // The page is where tariffs are looked up: 'tarif golongan II' ranks it above the sections,
      // whose panels only name their tariff system.
      section('calculator', joinText(...calculatorText(locale)), calculatorKeywords(locale)),
    ]
    if (payments.length) {
      const heading = sectionHeading('paymentMethods', locale)
      entries.push(
        section('payment', joinText(heading, ...payments.map((m) => joinText(m.name, m.description))), heading),
      )
    }
    if (links.length) {
      const heading = sectionHeading('trafficInfo', locale)
      entries.push(
        section('traffic', joinText(heading, ...links.map((l) => joinText(l.label, l.description))), heading),
      )
    }
    return entries
  },
})
