'use client'

import { useEffect } from 'react'

/**
 * Registers the offline service worker for one part of the site only (`scope`, e.g. the rest-area
 * pages of one language), so no other page is ever served by it, and asks it to keep the page being
 * shown: the first visit happens before the worker controls the page, and a client-side navigation
 * never fetches the page's HTML.
 */
export function ServiceWorkerRegistration({ scope }: { scope: string }) {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !navigator.onLine) return
    const keepThisPage = (worker: ServiceWorker | null) =>
      worker?.postMessage({
        type: 'CACHE_URLS',
        payload: { urlsToCache: [[location.href, { headers: { accept: 'text/html' } }]] },
      })
    navigator.serviceWorker
      .register('/serwist/sw.js', { scope, type: 'module', updateViaCache: 'none' })
      .then((registration) => {
        const worker = registration.active ?? registration.waiting ?? registration.installing
        if (worker?.state === 'activated') keepThisPage(worker)
        else worker?.addEventListener('statechange', () => worker.state === 'activated' && keepThisPage(worker))
      })
      .catch(() => {
        // No service worker (private mode, old browser): the pages still work online.
      })
  }, [scope])
  return null
}
