import type { Locale } from '@jtt/content-api'
import type { Config } from '../payload-types'
import { previewAccess } from './auth'
import { notFound } from './errors'
import { apiRoute } from './handler'
import { payloadClient } from './payload'
import { parseQuery } from './query'
import { item, PRIVATE_NO_STORE } from './respond'
import { untranslatedGlobal } from './untranslated'

type Slug = keyof Config['globals']
type Doc<S extends Slug> = Config['globals'][S]

/**
 * `GET /v1/<global>?locale=…[&draft=true]` for an About Us global: the published version in the
 * language asked for (Indonesian where English is missing, listed in `untranslated`); drafts need a
 * token with `content:preview`; 404 while the global has no content yet.
 */
export function globalResource<S extends Slug, B>(
  slug: S,
  serialize: (doc: Doc<S>, locale: Locale, untranslated: string[]) => B,
  hasContent: (doc: Doc<S>) => boolean,
) {
  return apiRoute(async (request) => {
    const q = parseQuery(request, { locale: true, flags: ['draft'] })
    const payload = await payloadClient()
    const { user, draft, signedIn } = await previewAccess(payload, request, q.flags.draft)
    const read = { locale: q.locale, draft, user } as const
    const doc = (await payload.findGlobal({
      slug,
      ...read,
      fallbackLocale: 'id',
      overrideAccess: false,
      depth: 1,
    })) as Doc<S>
    if (!hasContent(doc)) throw notFound('This page has no content yet.')
    const body = serialize(doc, q.locale, await untranslatedGlobal(payload, slug, doc, read))
    return draft || signedIn ? item(body, PRIVATE_NO_STORE) : item(body)
  })
}
