import type { ServerProps } from 'payload'
import Link from 'next/link'
import { screenT } from '../i18n/screens'

/** The menu entry to the operators' traffic incident screen, in the user's interface language. */
export function TrafficIncidentNavLink({ i18n }: Pick<ServerProps, 'i18n'>) {
  return (
    <Link href="/admin/traffic-incidents" style={{ display: 'block', padding: '0.5rem 0', fontWeight: 600 }}>
      {screenT(i18n.t)('jtt:trafficIncident:menu')}
    </Link>
  )
}
