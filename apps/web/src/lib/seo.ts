import type { Metadata } from 'next'
import type { Media, SeoMeta } from '@jtt/content-api'
import { localeInfo, locales, defaultLocale, type Locale } from '@/i18n/locales'
import type { Alternates } from './alternates'
import { absoluteUrl, defaultDescription } from './site'

type PageSeo = {
  locale: Locale
  title: string
  alternates: Alternates
  meta?: Partial<SeoMeta> | null
  /** Default title of the site, used as-is on the home page. */
  absoluteTitle?: boolean
}

const imageOf = (media: Media | null | undefined) => {
  const source = media?.conversions.hero ?? media?.conversions.card
  if (source) return { url: source.url, width: source.width, height: source.height, alt: media?.alt ?? '' }
  if (media) return { url: media.url, alt: media.alt }
  return { url: absoluteUrl('/icon.png'), width: 512, height: 512, alt: '' }
}

/**
 * Metadata for a page from its CMS SEO fields (spec §3) with the defaults: image /icon.png and the
 * package description. Canonical is the page in its own language; hreflang lists both plus x-default.
 */
export function pageMetadata({ locale, title, alternates, meta, absoluteTitle }: PageSeo): Metadata {
  const metaTitle = meta?.metaTitle || title
  const description = meta?.metaDesc || defaultDescription
  const image = imageOf(meta?.metaImage)
  const languages: Record<string, string> = Object.fromEntries(
    locales.map((l) => [l.iso, absoluteUrl(alternates[l.code])]),
  )
  languages['x-default'] = absoluteUrl(alternates[defaultLocale])
  return {
    title: absoluteTitle ? { absolute: metaTitle } : metaTitle,
    description,
    keywords: meta?.metaKeywords
      ? meta.metaKeywords
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean)
      : undefined,
    alternates: { canonical: absoluteUrl(alternates[locale]), languages },
    openGraph: {
      type: 'website',
      siteName: 'PT Jasamarga Transjawa Tol',
      title: metaTitle,
      description,
      url: absoluteUrl(alternates[locale]),
      locale: localeInfo(locale).iso.replace('-', '_'),
      alternateLocale: locales.filter((l) => l.code !== locale).map((l) => l.iso.replace('-', '_')),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: metaTitle, description, images: [image.url] },
  }
}
