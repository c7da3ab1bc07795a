'use client'

import { useRouter } from 'next/navigation'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }

/**
 * A click the browser handles itself, as next/link leaves it: another tab or window (a target, a
 * modifier key, the middle button), a download, or an address of another site.
 */
function browserHandles(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget
  const target = anchor.getAttribute('target')
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    anchor.hasAttribute('download') ||
    new URL(anchor.href, window.location.href).origin !== window.location.origin
  )
}

/**
 * The site's link: an `<a>` that a plain click turns into a client-side navigation, as next/link
 * with `prefetch={false}` did (the router's `push`, the same navigation next/link starts). Nothing is
 * prefetched here: PrefetchOnIdle prefetches the links in view. next/link brought about 3.3 KB gz of
 * its own code (URL objects, status tracking, viewport and hover prefetching, development checks)
 * to every page, for features the site does not use.
 */
export function SiteLink({ href, onClick, ...rest }: SiteLinkProps) {
  const router = useRouter()
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (browserHandles(event)) return
        event.preventDefault()
        router.push(href)
      }}
    />
  )
}
