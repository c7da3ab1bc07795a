import { globalResource } from '@/api/globalResource'
import { toAboutPages } from '@/api/serializers/about'

/** GET /v1/about-pages?locale=…[&draft=true]: titles, introductions and SEO of the About Us list pages. */
export const GET = globalResource('about-pages', {
  serialize: toAboutPages,
  hasContent: (doc) => Boolean(doc.commissioners?.title),
})
