import type { TrafficAdvisory } from '@jtt/content-api'
import type { Point } from './services/geo'
import { plainText } from './rich-text'

/**
 * schema.org structured data for one advisory: a SpecialAnnouncement (a dated information update from
 * a local organization) whose spatial coverage is the stretch of road, as a GeoShape line when the
 * section's route is known; `expires` is its end (none: until further notice).
 */
export function advisoryJsonLd(
  a: TrafficAdvisory,
  { url, place, line, lang }: { url: string; place: string; line: readonly Point[]; lang: string },
): Record<string, unknown> {
  const text = [plainText(a.advice), plainText(a.detour)].filter(Boolean).join('\n\n')
  return {
    '@context': 'https://schema.org',
    '@type': 'SpecialAnnouncement',
    name: a.title,
    url,
    inLanguage: lang,
    datePosted: a.updatedAt,
    temporalCoverage: `${a.startsAt}/${a.endsAt ?? '..'}`,
    ...(a.endsAt && { expires: a.endsAt }),
    ...(text && { text }),
    spatialCoverage: {
      '@type': 'Place',
      name: place,
      ...(line.length > 1 && {
        geo: { '@type': 'GeoShape', line: line.map((p) => `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`).join(' ') },
      }),
    },
    publisher: { '@type': 'Organization', name: 'PT Jasamarga Transjawa Tol' },
  }
}
