'use client'

import { useEffect } from 'react'

/**
 * Google's container snippet, once the page is interactive: the data layer's start event, then
 * gtm.js. A few lines instead of `next/script` (whose loader every page would ship), and an external
 * script added by the site’s own code rather than an inline one (the CSP allows its host, csp.ts).
 */
export function TagManagerLoader({ id, script: scriptUrl }: { id: string; script: string }) {
  useEffect(() => {
    const src = `${scriptUrl}?id=${encodeURIComponent(id)}`
    if (document.querySelector(`script[src="${src}"]`)) return
    const w = window as Window & { dataLayer?: unknown[] }
    w.dataLayer ??= []
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    const script = document.createElement('script')
    script.async = true
    script.src = src
    document.head.appendChild(script)
  }, [id, scriptUrl])
  return null
}
