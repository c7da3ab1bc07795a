/// <reference lib="webworker" />
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate, type PrecacheEntry } from 'serwist'

/**
 * The service worker of the rest-area and traffic pages (registered only there, see
 * ServiceWorkerRegistration):
 * pages a traveller opened open again without a connection. HTML is network-first, so publish-to-live
 * (a status change) shows as soon as the network answers; only after 6 s without an answer, or with
 * no network at all, the saved copy is shown. Nothing is precached: a visitor on a phone downloads
 * only what they look at. CMS drafts are never here: the site never renders them on these pages.
 */
declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined }

const REST_AREA_PAGE = /^\/(?:id\/layanan\/rest-area|en\/services\/rest-area)(?:\/\d+)?\/?$/
/** The traffic list and an advisory's page: offline, the last read copy says when it was read (never "now"). */
const TRAFFIC_PAGE = /^\/(?:id\/layanan\/info-lalu-lintas|en\/services\/traffic-information)(?:\/\d+)?\/?$/
const DAY = 24 * 60 * 60

/** A full page load or a page fetched to keep (not a router's RSC request, which has its own format). */
const isDocument = (request: Request, url: URL) =>
  !url.searchParams.has('_rsc') &&
  request.headers.get('rsc') === null &&
  (request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html'))

const serwist = new Serwist({
  // The build's manifest is empty by design (globPatterns: [], see app/serwist/[path]/route.ts).
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin &&
        (REST_AREA_PAGE.test(url.pathname) || TRAFFIC_PAGE.test(url.pathname)) &&
        isDocument(request, url),
      handler: new NetworkFirst({
        cacheName: 'rest-area-pages',
        networkTimeoutSeconds: 6,
        // One copy per address: a kept page must match the reload whatever headers each request had.
        matchOptions: { ignoreVary: true },
        plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 14 * DAY })],
      }),
    },
    {
      // Built assets have content hashes in their names: a cached copy is always right.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'next-static',
        plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY })],
      }),
    },
    {
      // Photos and icons the pages show (album thumbnails come from the content service).
      matcher: ({ request }) => request.destination === 'image',
      handler: new StaleWhileRevalidate({
        cacheName: 'rest-area-images',
        plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 14 * DAY })],
      }),
    },
  ],
})

serwist.addEventListeners()
