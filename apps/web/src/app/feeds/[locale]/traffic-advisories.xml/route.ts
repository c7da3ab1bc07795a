import { isLocale } from '@/i18n/locales'
import { REVALIDATE_SECONDS } from '@/lib/content/tags'
import { ATOM_TYPE } from '@/lib/feeds/atom'
import { feedResponse, notFoundResponse } from '@/lib/feeds/respond'
import { trafficAtom } from '@/lib/feeds/traffic-feeds'
import { lifetimeSeconds } from '@/lib/services/traffic'

// Built per request from cached content: what is current follows the clock.
export const dynamic = 'force-dynamic'

/** Atom feed of the current and upcoming traffic advisories in one language. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return notFoundResponse()
  const now = Date.now()
  const { body, advisories } = await trafficAtom(locale, now)
  return feedResponse(body, ATOM_TYPE, lifetimeSeconds(advisories, now, REVALIDATE_SECONDS))
}
