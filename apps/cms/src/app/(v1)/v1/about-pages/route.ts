import { globalResource } from '@/api/globalResource'
import { toAboutPages } from '@/api/serializers/about'

/** GET /v1/about-pages?locale=…[&draft=true]: titles, introductions and SEO of the About Us list pages. */
export const GET = globalResource('about-pages', toAboutPages, (doc) => Boolean(doc.commissioners?.title))
