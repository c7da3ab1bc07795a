import { withPayload } from '@payloadcms/next/withPayload'

/**
 * Headers for the admin, both APIs and media. The admin's CSP carries a per-response nonce (src/proxy.ts);
 * everything else is data that runs nothing (the same value as apiPolicy in src/security/adminPolicy.ts,
 * which this file, read before TypeScript is compiled, cannot import).
 */
const securityHeaders = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
]
const dataPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
const dataHeaders = [{ key: 'Content-Security-Policy', value: dataPolicy }]
/** Uploaded files are shown and linked on the web site, another origin. */
const fileHeaders = [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }]

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The shared packages ship TypeScript sources.
  transpilePackages: ['@jtt/content-api', '@jtt/server'],
  poweredByHeader: false,
  // The production artifact (scripts/lib/artifact.mjs): the server's files and the packages they need.
  output: 'standalone',
  // Uploads can be large; the admin streams them through the API routes.
  experimental: {
    serverActions: { bodySizeLimit: '20mb' },
    // Payload names its errors after their classes; minified, every name is a letter, and the
    // per-error log levels in payload.config.ts (and readable logs) need the real names.
    serverMinification: false,
    // Turbopack's build cache, unless the build is told to keep none (scripts/lib/build.mjs).
    turbopackFileSystemCacheForBuild: process.env.JTT_BUILD_CACHE !== 'off',
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/(api|v1)/:path*', headers: dataHeaders },
      { source: '/api/:collection/file/:path*', headers: fileHeaders },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
