import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import { languageOf } from '../i18n/language'
import { screenT } from '../i18n/screens'
import { hasScope } from '../lib/scopes'
import { OperatorScreen } from './OperatorScreen'
import { TrafficIncidentScreen } from './TrafficIncidentScreen'
import type { IncidentRow, SectionOption } from './trafficRows'

/**
 * `/admin/traffic-incidents`: report an incident in a few taps (section, KM, direction, type, severity,
 * note; it starts now) and end one with one tap — for operators with `traffic:write` on a phone. Saves
 * go through Payload's REST API with the operator's own session, so the collection's access and
 * validation (KM on the section, only incidents, only their end) apply as everywhere.
 */
export async function TrafficIncidentView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const { payload, user, i18n } = req
  const t = screenT(i18n.t)
  // Names and titles in the operator's language (each incident is titled in both).
  const locale = languageOf(req)
  if (!user) redirect('/admin/login?redirect=%2Fadmin%2Ftraffic-incidents')
  const allowed = hasScope(user, 'content:write') || hasScope(user, 'traffic:write')
  const [sections, incidents] = allowed
    ? await Promise.all([
        payload.find({
          collection: 'toll-roads',
          locale,
          pagination: false,
          depth: 0,
          sort: 'slug',
          overrideAccess: false,
          user,
          select: { name: true, start: true, end: true, geometry: true },
        }),
        payload.find({
          collection: 'traffic-advisories',
          locale,
          pagination: false,
          depth: 1,
          sort: '-startsAt',
          overrideAccess: false,
          user,
          where: {
            kind: { equals: 'incident' },
            or: [{ endsAt: { exists: false } }, { endsAt: { greater_than: new Date().toISOString() } }],
          },
          populate: { 'toll-roads': { name: true } },
          select: { title: true, sections: true, kmFrom: true, severity: true, startsAt: true },
        }),
      ])
    : [{ docs: [] }, { docs: [] }]
  const options: SectionOption[] = sections.docs.map((s) => {
    const kms = (s.geometry ?? []).map((p) => p.km)
    return { id: s.id, name: s.name, start: s.start, end: s.end, kmFirst: Math.min(...kms), kmLast: Math.max(...kms) }
  })
  const rows: IncidentRow[] = incidents.docs.map((doc) => ({
    id: String(doc.id),
    title: doc.title,
    section: (doc.sections ?? []).map((s) => (typeof s === 'object' ? s.name : '')).join(', '),
    km: doc.kmFrom,
    severity: doc.severity,
    startsAt: doc.startsAt,
  }))
  return (
    <OperatorScreen
      view={view}
      title={t('jtt:trafficIncident:title')}
      intro={t('jtt:trafficIncident:intro')}
      maxWidth="40rem"
      notAllowed={allowed ? null : t('jtt:trafficIncident:notAllowed')}
    >
      <TrafficIncidentScreen sections={options} incidents={rows} />
    </OperatorScreen>
  )
}
