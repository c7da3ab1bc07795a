import type { MetadataRoute } from 'next'
import { sitePath } from '@jtt/content-api/routes'
import { absoluteUrl } from '@/lib/site'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: [sitePath('search-results', 'id'), sitePath('search-results', 'en')] },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
