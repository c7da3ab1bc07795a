import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import { screenT } from '../i18n/screens'
import { hasScope } from '../lib/scopes'
import { OperatorScreen } from './OperatorScreen'
import { RestAreaStatusList } from './RestAreaStatusList'
import type { StatusRow } from './statusRow'

/**
 * `/admin/rest-area-status`: every rest area with its live status, one tap to change it — made for
 * operators on a phone at the roadside. Saves go through Payload's REST API with the operator's own
 * session, so the collection's field access (only the status fields) still applies.
 */
export async function RestAreaStatusView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const { payload, user, i18n } = req
  const t = screenT(i18n.t)
  if (!user) redirect('/admin/login?redirect=%2Fadmin%2Frest-area-status')
  const allowed = hasScope(user, 'content:write') || hasScope(user, 'rest-area:status')
  const areas = allowed
    ? await payload.find({
        collection: 'rest-areas',
        locale: 'id',
        depth: 1,
        pagination: false,
        sort: 'km',
        overrideAccess: false,
        user,
        select: { name: true, km: true, side: true, road: true, status: true, statusNote: true, statusChangedAt: true },
      })
    : { docs: [] }
  const rows: StatusRow[] = areas.docs.map((doc) => ({
    id: String(doc.id),
    name: doc.name,
    road: typeof doc.road === 'object' && doc.road ? doc.road.name : '',
    km: doc.km,
    side: doc.side,
    status: doc.status,
    note: doc.statusNote ?? '',
    changedAt: doc.statusChangedAt ?? null,
  }))
  return (
    <OperatorScreen
      view={view}
      title={t('jtt:restAreaStatus:title')}
      intro={t('jtt:restAreaStatus:intro')}
      maxWidth="48rem"
      notAllowed={allowed ? null : t('jtt:restAreaStatus:notAllowed')}
    >
      <RestAreaStatusList rows={rows} />
    </OperatorScreen>
  )
}
