import type { Locale } from '@/i18n/locales'
import type { FooterContent } from './content'
import { absoluteUrl } from './site'

/** Organization structured data for the home page, from the same CMS content as the footer. */
export function organizationJsonLd(locale: Locale, footer: FooterContent): Record<string, unknown> {
  const c = footer.components
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'PT Jasamarga Transjawa Tol',
    alternateName: 'JTT',
    url: absoluteUrl(`/${locale}`),
    logo: absoluteUrl('/icon.png'),
    ...(c['footer-email'] && { email: c['footer-email'] }),
    ...(c['footer-phone-number'] && { telephone: c['footer-phone-number'] }),
    ...(c['footer-address'] && {
      address: { '@type': 'PostalAddress', streetAddress: c['footer-address'], addressCountry: 'ID' },
    }),
    sameAs: Object.values(footer.settings).filter((url) => /^https?:\/\//.test(url ?? '')),
    parentOrganization: { '@type': 'Organization', name: 'PT Jasa Marga (Persero) Tbk' },
  }
}
