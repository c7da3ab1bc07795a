import { createSerwistRoute } from '@serwist/turbopack'

/**
 * Serves the service worker (`/serwist/sw.js`), bundled from src/sw.ts by Serwist with esbuild at
 * build time (Turbopack has no plugin hook for it). Nothing is precached (`globPatterns: []`): the
 * worker keeps only the rest-area pages a visitor opened and the assets they used.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'src/sw.ts',
  globPatterns: [],
  useNativeEsbuild: true,
})
