import { feedPath } from '@jtt/content-api/routes'
import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import { isLocale, localeInfo } from '@/i18n/locales'
import { routeAlternates } from '@/lib/alternates'
import { getLatestPressReleases } from '@/lib/content/press-releases'
import { REVALIDATE_SECONDS } from '@/lib/content/tags'
import { ATOM_TYPE, atomFeed, tagUri } from '@/lib/feeds/atom'
import { feedResponse, notFoundResponse } from '@/lib/feeds/respond'
import { absoluteUrl, siteUrl } from '@/lib/site'

/** Releases in the feed: the newest, as feed readers expect (older ones are on the site). */
const FEED_SIZE = 20

// Built per request from cached content, so `next build` never needs the content service.
export const dynamic = 'force-dynamic'

/** Atom feed of the newest press releases in one language. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return notFoundResponse()
  const [t, releases] = await Promise.all([
    getTranslations({ locale, namespace: 'pressReleases' }),
    getLatestPressReleases(locale, FEED_SIZE),
  ])
  const body = atomFeed({
    id: tagUri(siteUrl(), 'press-releases', locale),
    title: t('feedTitle'),
    lang: localeInfo(locale).iso,
    selfUrl: absoluteUrl(feedPath('press-releases', { locale })),
    alternateUrl: absoluteUrl(routeAlternates('/media-informasi/siaran-pers')[locale]),
    author: { name: 'PT Jasamarga Transjawa Tol', uri: siteUrl() },
    emptySince: new Date(0),
    entries: releases.map((r) => ({
      // The release's id, not its slug: an edited slug is the same release.
      id: tagUri(siteUrl(), 'press-release', r.id, locale),
      title: r.title,
      updated: new Date(r.publishedAt),
      published: new Date(r.publishedAt),
      link: absoluteUrl(
        getPathname({ locale, href: { pathname: '/media-informasi/siaran-pers/[slug]', params: { slug: r.slug } } }),
      ),
      summary: r.excerpt || undefined,
    })),
  })
  return feedResponse(body, ATOM_TYPE, REVALIDATE_SECONDS)
}
