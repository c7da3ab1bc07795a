import type { Locale } from '@jtt/content-api'
import type { Bilingual } from '../../i18n/language'

/**
 * The headings the web's toll-road service page shows above its sections (apps/web/messages,
 * tollRoads.contacts, .paymentMethods, .trafficInfo): the site's own words, not the editors'. Kept
 * equal to the web's messages by a unit test.
 */
export const SECTION_HEADINGS = {
  contacts: { id: 'Nomor darurat dan call center', en: 'Emergency and call-centre numbers' },
  paymentMethods: { id: 'Metode pembayaran', en: 'Payment methods' },
  trafficInfo: { id: 'Informasi lalu lintas', en: 'Traffic information' },
} satisfies Record<string, Bilingual>

export const sectionHeading = (section: keyof typeof SECTION_HEADINGS, locale: Locale): string =>
  SECTION_HEADINGS[section][locale]
