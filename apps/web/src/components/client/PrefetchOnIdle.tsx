'use client'

import { useEffect } from 'react'
import { usePathname, useRouter } from 'next/navigation'
import { PREFETCH_IDLE_TIMEOUT_MS } from '@/config/constants'

/** A page view prefetches at most this many pages, however far the visitor scrolls. */
const MAX_PREFETCHES = 40
/** `/img/x.png`, `/files/report.pdf`: static files, not pages, so the router cannot prefetch them. */
const FILE_EXTENSION = /\.[a-z0-9]+$/i

/** The part of the Network Information API used here (not in TypeScript's DOM types). */
interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

function isConstrainedConnection(): boolean {
  const { connection } = navigator as Navigator & { connection?: NetworkInformationLike }
  if (!connection) return false
  return connection.saveData === true || (connection.effectiveType ?? '').includes('2g')
}

/** The page path (hash removed) a link leads to, or null when it is not a page of this site to prefetch. */
function prefetchableHref(anchor: HTMLAnchorElement): string | null {
  if (anchor.hasAttribute('data-no-prefetch') || anchor.hasAttribute('download')) return null
  const raw = anchor.getAttribute('href') ?? ''
  // `//host/path` is protocol-relative: another site, even though it starts with `/`.
  if (!raw.startsWith('/') || raw.startsWith('//')) return null
  const href = raw.split('#', 1)[0] ?? ''
  const path = href.split('?', 1)[0] ?? ''
  return href === '' || FILE_EXTENSION.test(path) ? null : href
}

/** Runs `task` when the browser is idle; returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  // Safari has no requestIdleCallback: wait as long as the idle callback's upper bound, so the
  // page's own loading work goes first.
  const timer = window.setTimeout(task, PREFETCH_IDLE_TIMEOUT_MS)
  return () => window.clearTimeout(timer)
}

/**
 * The site's one prefetcher: links (SiteLink) prefetch nothing themselves, so nothing is fetched ahead on
 * slow or data-saver connections (spec §4).
 * Prefetches the internal links the visitor can see — in the viewport, or in a menu once it opens —
 * one per idle period of the browser, so the next click renders from cache. Links further down are
 * prefetched when scrolled to. Not every link on the page at once: on a phone the rest-area list has
 * forty, and reading forty prefetched pages kept the main thread busy for a second after load (and
 * cost the data of forty pages). Skipped on data-saver and 2G connections. Renders nothing.
 */
export function PrefetchOnIdle() {
  const router = useRouter()
  // Path only: a query change keeps the same page layout and links, and useSearchParams would
  // force a Suspense boundary on static pages.
  const pathname = usePathname()

  useEffect(() => {
    if (isConstrainedConnection() || typeof IntersectionObserver !== 'function') return
    const queued: string[] = []
    const seen = new Set<string>()
    let cancelIdle: (() => void) | null = null
    const prefetchNext = () => {
      cancelIdle = null
      const href = queued.shift()
      if (href) router.prefetch(href)
      if (queued.length > 0) cancelIdle = whenIdle(prefetchNext)
    }
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        const href = prefetchableHref(entry.target as HTMLAnchorElement)
        if (!href || seen.has(href) || seen.size >= MAX_PREFETCHES) continue
        seen.add(href)
        queued.push(href)
      }
      if (queued.length > 0 && !cancelIdle) cancelIdle = whenIdle(prefetchNext)
    })
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) observer.observe(anchor)
    return () => {
      observer.disconnect()
      cancelIdle?.()
    }
  }, [pathname, router])

  return null
}
