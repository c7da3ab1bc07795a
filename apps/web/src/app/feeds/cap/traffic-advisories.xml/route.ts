import { getTranslations } from 'next-intl/server'
import { REVALIDATE_SECONDS } from '@/lib/content/tags'
import { ATOM_TYPE } from '@/lib/feeds/atom'
import { feedResponse } from '@/lib/feeds/respond'
import { capAdvisories, capIndex } from '@/lib/feeds/traffic-feeds'
import { lifetimeSeconds } from '@/lib/services/traffic'

export const dynamic = 'force-dynamic'

/** The index of the CAP 1.2 alerts (Atom): one entry per current or upcoming advisory, linking its alert. */
export async function GET() {
  const now = Date.now()
  const [t, { alerts, changed, all }] = await Promise.all([
    getTranslations({ locale: 'id', namespace: 'traffic' }),
    capAdvisories(now),
  ])
  return feedResponse(
    capIndex(alerts, t('capIndexTitle'), changed),
    ATOM_TYPE,
    lifetimeSeconds(all, now, REVALIDATE_SECONDS),
  )
}
