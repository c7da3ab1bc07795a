import type { ServerProps } from 'payload'
import Link from 'next/link'
import { canReadSearchAnalytics } from '../access/canReadSearchAnalytics'
import { screenT } from '../i18n/screens'

/** The menu entry to the search analytics screen, for the accounts that may read it. */
export function SearchAnalyticsNavLink({ i18n, user }: Pick<ServerProps, 'i18n' | 'user'>) {
  if (!canReadSearchAnalytics({ req: { user } })) return null
  return (
    <Link href="/admin/search-analytics" style={{ display: 'block', padding: '0.5rem 0', fontWeight: 600 }}>
      {screenT(i18n.t)('jtt:searchAnalytics:menu')}
    </Link>
  )
}
