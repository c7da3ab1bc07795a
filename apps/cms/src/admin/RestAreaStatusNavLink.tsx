import Link from 'next/link'

/** The menu entry to the operators' status screen. */
export function RestAreaStatusNavLink() {
  return (
    <Link href="/admin/rest-area-status" style={{ display: 'block', padding: '0.5rem 0', fontWeight: 600 }}>
      Status rest area
    </Link>
  )
}
