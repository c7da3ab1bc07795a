'use client'

import type { FormEvent, ReactNode } from 'react'

type Props = { id: string; action: string; className?: string; children: ReactNode; 'aria-labelledby'?: string }

/**
 * A GET form that leaves empty fields out of the address (spec §5) — and a typed KM wins over a
 * position from the browser. Without JavaScript the browser submits every field and the page
 * redirects to the same clean address.
 */
export function CleanGetForm({ id, action, className, children, ...rest }: Props) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const params = new URLSearchParams()
    const data = new FormData(event.currentTarget)
    const typedKm = String(data.get('km') ?? '').trim() !== ''
    for (const [key, value] of data) {
      if (typeof value !== 'string' || value.trim() === '') continue
      if (typedKm && (key === 'lat' || key === 'lng')) continue
      params.append(key, value.trim())
    }
    const search = params.toString()
    // A full page load on purpose: the offline worker keeps the page's HTML, which a client-side
    // navigation (RSC payload only) would never fetch.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${action}${search ? `?${search}` : ''}`)
  }
  return (
    <form id={id} action={action} method="get" className={className} onSubmit={submit} {...rest}>
      {children}
    </form>
  )
}
