import type { TrafficAdvisory } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { formatDateTime, formatNumber } from '@/lib/format'

/** An advisory's page in one language. */
export const advisoryHref = (locale: Locale, id: string) =>
  getPathname({ locale, href: { pathname: '/layanan/info-lalu-lintas/[id]', params: { id } } })

/** The words shared by the list, the detail page, the banner and the feeds. */
export async function advisoryWords(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'traffic' })
  const km = (a: Pick<TrafficAdvisory, 'kmFrom' | 'kmTo'>) =>
    a.kmFrom === a.kmTo
      ? t('kmOne', { km: formatNumber(a.kmFrom, locale) })
      : t('kmRange', { from: formatNumber(a.kmFrom, locale), to: formatNumber(a.kmTo, locale) })
  const directions = (a: Pick<TrafficAdvisory, 'directions'>) =>
    a.directions.map((d) => t('towards', { city: d.towards })).join(', ')
  const kind = (a: Pick<TrafficAdvisory, 'kind' | 'subKind'>) => {
    const sub = a.subKind ? t('subKindName', { subKind: a.subKind }) : ''
    return sub ? `${t('kindName', { kind: a.kind })}: ${sub}` : t('kindName', { kind: a.kind })
  }
  /** Section(s), KM range and direction(s): `Semarang–Solo, KM 440–470, arah Solo`. */
  const place = (a: TrafficAdvisory) => [a.sections.map((s) => s.name).join(' – '), km(a), directions(a)].join(', ')
  const period = (a: Pick<TrafficAdvisory, 'startsAt' | 'endsAt'>) => ({
    start: formatDateTime(a.startsAt, locale),
    end: a.endsAt ? formatDateTime(a.endsAt, locale) : t('endsOpen'),
  })
  return { t, km, directions, kind, place, period }
}
