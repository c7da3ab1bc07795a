import type { PressRelease } from '@jtt/content-api'
import type { Locale } from '@/i18n/locales'
import { localeInfo } from '@/i18n/locales'
import { contentAlternates } from './alternates'
import { absoluteUrl } from './site'

/** NewsArticle structured data for a press release. */
export function newsArticleJsonLd(release: PressRelease, locale: Locale): Record<string, unknown> {
  const image = release.image?.conversions.hero?.url ?? release.image?.url
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: release.title,
    description: release.excerpt,
    inLanguage: localeInfo(locale).iso,
    datePublished: release.publishedAt,
    dateModified: release.updatedAt,
    mainEntityOfPage: absoluteUrl(contentAlternates('press-release', release.slugs)[locale]),
    ...(image ? { image: [image] } : {}),
    author: { '@type': 'Organization', name: 'PT Jasamarga Transjawa Tol' },
    publisher: {
      '@type': 'Organization',
      name: 'PT Jasamarga Transjawa Tol',
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.png') },
    },
  }
}
