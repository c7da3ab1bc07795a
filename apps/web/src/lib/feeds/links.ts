import { feedPath } from '@jtt/content-api/routes'
import type { Metadata } from 'next'
import type { Locale } from '@/i18n/locales'
import { absoluteUrl } from '@/lib/site'
import { ATOM_TYPE } from './atom'
import { CAP_TYPE } from './cap'

type Types = NonNullable<NonNullable<Metadata['alternates']>['types']>
type Advisory = { id: string; title: string }

/** Each advisory's CAP 1.2 alert, as `<link rel="alternate" type="application/cap+xml">`. */
export const capLinks = (advisories: readonly Advisory[]): Types => ({
  [CAP_TYPE]: advisories.map((a) => ({
    url: absoluteUrl(feedPath('traffic-cap-alert', { id: a.id })),
    title: `CAP 1.2: ${a.title}`,
  })),
})

/**
 * The traffic page's feeds in `<head>`: the Atom feed of its language, the Atom index of the CAP
 * alerts, and each shown advisory's alert (CAP documents hold one alert each).
 */
export function trafficFeedLinks(
  locale: Locale,
  titles: { atom: string; capIndex: string },
  advisories: readonly Advisory[],
): Types {
  return {
    [ATOM_TYPE]: [
      { url: absoluteUrl(feedPath('traffic-advisories', { locale })), title: titles.atom },
      { url: absoluteUrl(feedPath('traffic-cap-index')), title: titles.capIndex },
    ],
    ...(advisories.length > 0 ? capLinks(advisories) : {}),
  }
}

/** The press-release list's Atom feed in its language. */
export const pressFeedLinks = (locale: Locale, title: string): Types => ({
  [ATOM_TYPE]: [{ url: absoluteUrl(feedPath('press-releases', { locale })), title }],
})
