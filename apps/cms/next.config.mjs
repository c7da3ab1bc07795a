import { withPayload } from '@payloadcms/next/withPayload'

/** Headers for the admin and both APIs (a CSP for the admin comes with the security work). */
const securityHeaders = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The shared packages ship TypeScript sources.
  transpilePackages: ['@jtt/content-api', '@jtt/server'],
  poweredByHeader: false,
  // Uploads can be large; the admin streams them through the API routes.
  experimental: {
    serverActions: { bodySizeLimit: '20mb' },
    // Payload names its errors after their classes; minified, every name is a letter, and the
    // per-error log levels in payload.config.ts (and readable logs) need the real names.
    serverMinification: false,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
