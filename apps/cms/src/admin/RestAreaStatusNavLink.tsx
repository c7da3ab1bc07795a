import type { ServerProps } from 'payload'
import Link from 'next/link'
import { screenT } from '../i18n/screens'

/** The menu entry to the operators' status screen, in the user's interface language. */
export function RestAreaStatusNavLink({ i18n }: Pick<ServerProps, 'i18n'>) {
  return (
    <Link href="/admin/rest-area-status" style={{ display: 'block', padding: '0.5rem 0', fontWeight: 600 }}>
      {screenT(i18n.t)('jtt:restAreaStatus:menu')}
    </Link>
  )
}
