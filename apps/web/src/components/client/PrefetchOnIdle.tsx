'use client'

import { useEffect } from 'react'
import { usePathname, useRouter } from 'next/navigation'
import { PREFETCH_IDLE_TIMEOUT_MS } from '@/config/constants'

/** Enough for the header, footer and the visible page links without flooding the network. */
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

/** Distinct page paths (hash removed) of the internal links in the document, in document order. */
function collectInternalHrefs(): string[] {
  const hrefs = new Set<string>()
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
    if (anchor.hasAttribute('data-no-prefetch') || anchor.hasAttribute('download')) continue
    const raw = anchor.getAttribute('href') ?? ''
    // `//host/path` is protocol-relative: another site, even though it starts with `/`.
    if (raw.startsWith('//')) continue
    const href = raw.split('#', 1)[0] ?? ''
    const path = href.split('?', 1)[0] ?? ''
    if (href === '' || FILE_EXTENSION.test(path)) continue
    hrefs.add(href)
    if (hrefs.size >= MAX_PREFETCHES) break
  }
  return [...hrefs]
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
 * The site's one prefetcher: links render with `prefetch={false}`, so nothing is fetched ahead on
 * slow or data-saver connections (spec §4).
 * Prefetches the internal links on the page once the browser is idle, after the first load and
 * after each route change, so the next click renders from cache. Skipped on data-saver and 2G
 * connections. Renders nothing.
 */
export function PrefetchOnIdle() {
  const router = useRouter()
  // Path only: a query change keeps the same page layout and links, and useSearchParams would
  // force a Suspense boundary on static pages.
  const pathname = usePathname()

  useEffect(() => {
    if (isConstrainedConnection()) return
    return whenIdle(() => {
      for (const href of collectInternalHrefs()) router.prefetch(href)
    })
  }, [pathname, router])

  return null
}
