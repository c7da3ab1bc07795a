import Link from 'next/link'

/** The menu entry to the operators' traffic incident screen. */
export function TrafficIncidentNavLink() {
  return (
    <Link href="/admin/traffic-incidents" style={{ display: 'block', padding: '0.5rem 0', fontWeight: 600 }}>
      Lapor kejadian lalu lintas
    </Link>
  )
}
