import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/site'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/id/hasil-pencarian', '/en/search-result'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
