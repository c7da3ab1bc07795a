import { globalResource } from '@/api/globalResource'
import { toHome } from '@/api/serializers/home'

/** GET /v1/home?locale=…[&draft=true]: the home page; drafts need a token with `content:preview`. */
export const GET = globalResource('home', {
  serialize: toHome,
  hasContent: (doc) => Boolean(doc.hero?.title),
  emptyMessage: 'The home page has no content yet.',
  reportsUntranslated: false,
})
