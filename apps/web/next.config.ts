import type { NextConfig } from 'next'
import { withSerwist } from '@serwist/turbopack'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
]
/** Route handlers answer data (JSON, feeds): nothing in them runs or frames. Pages get theirs from the proxy. */
const dataPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

const nextConfig: NextConfig = {
  // The contract package ships TypeScript sources.
  transpilePackages: ['@jtt/content-api', '@jtt/server'],
  poweredByHeader: false,
  // The production artifact (scripts/lib/artifact.mjs): the server's files and the packages they need.
  output: 'standalone',
  // Several instances share one cache through Redis (cache-handler.mjs): src/server.ts names it when
  // REDIS_URL is set at start; without it, Next.js's own cache.
  // Without Redis, rendered pages and fetched data stay in the instance's memory, never in `.next` on
  // disk: instances are stateless, a restarted one starts from the CMS's current content, and a build
  // shared by several stacks (tests, the bench) never serves a page rendered against another CMS.
  experimental: {
    isrFlushToDisk: false,
    // Turbopack's build cache, unless the build is told to keep none (scripts/lib/build.mjs).
    turbopackFileSystemCacheForBuild: process.env.JTT_BUILD_CACHE !== 'off',
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: dataPolicy }] },
      { source: '/feeds/:path*', headers: [{ key: 'Content-Security-Policy', value: dataPolicy }] },
    ]
  },
}

// withSerwist keeps esbuild (which bundles the service worker, see app/serwist) out of the server bundle.
const config = withSerwist(withNextIntl(nextConfig))

/**
 * `ANALYZE=1 npx next build --webpack`: webpack's treemaps of every bundle (@next/bundle-analyzer,
 * written to .next/analyze/; a dev dependency, loaded only then). The site builds with Turbopack, which
 * that plugin cannot see into: `npm run analyze` (Next's own analyzer) is the everyday tool.
 */
export default async function nextConfigFor(): Promise<NextConfig> {
  if (process.env.ANALYZE !== '1') return config
  const { default: bundleAnalyzer } = await import('@next/bundle-analyzer')
  return bundleAnalyzer({ enabled: true, openAnalyzer: false })(config)
}
