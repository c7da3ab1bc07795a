import { REVALIDATE_SECONDS } from '@/lib/content/tags'
import { CAP_TYPE } from '@/lib/feeds/cap'
import { feedResponse, notFoundResponse } from '@/lib/feeds/respond'
import { capAdvisories, capAlert, capSender } from '@/lib/feeds/traffic-feeds'
import { lifetimeSeconds } from '@/lib/services/traffic'

export const dynamic = 'force-dynamic'

/** `traffic-advisory-{id}.xml`: the file name of one advisory's alert (the registry's FEEDS). */
const FILE = /^traffic-advisory-(\d{1,12})\.xml$/

/** One current or upcoming advisory as a CAP 1.2 alert; an ended or unknown one is gone (404). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const id = FILE.exec((await params).file)?.[1]
  if (!id) return notFoundResponse()
  const now = Date.now()
  const { alerts, all } = await capAdvisories(now)
  const alert = alerts.find((a) => a.id === id)
  if (!alert) return notFoundResponse()
  return feedResponse(
    capAlert(alert, capSender(), new Date(now)),
    CAP_TYPE,
    lifetimeSeconds(all, now, REVALIDATE_SECONDS),
  )
}
