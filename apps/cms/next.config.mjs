import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The contract package ships TypeScript sources.
  transpilePackages: ['@jtt/content-api'],
  poweredByHeader: false,
  // Uploads can be large; the admin streams them through the API routes.
  experimental: { serverActions: { bodySizeLimit: '20mb' } },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
