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

type GlobalResource<S extends Slug, B> = {
  serialize: (doc: Doc<S>, locale: Locale, untranslated: string[]) => B
  /** Whether the global has content to show; without it the answer is a 404. Omitted: it always answers. */
  hasContent?: (doc: Doc<S>) => boolean
  /** The 404's message when `hasContent` says no. */
  emptyMessage?: string
  /** Relations to populate (1: images and linked documents); 0 where the serializer needs ids only. */
  depth?: 0 | 1
  /**
   * Whether the answer lists the fields that fell back to Indonesian. Globals whose contract has no
   * `untranslated` skip the extra read without fallback it takes.
   */
  reportsUntranslated?: boolean
}

/**
 * `GET /v1/<global>?locale=…[&draft=true]`: the published version in the language asked for
 * (Indonesian where English is missing, listed in `untranslated`); drafts need a token with
 * `content:preview`; 404 while the global has no content yet.
 */
export function globalResource<S extends Slug, B>(slug: S, resource: GlobalResource<S, B>) {
  const { serialize, hasContent, emptyMessage = 'This page has no content yet.', depth = 1 } = resource
  const reportsUntranslated = resource.reportsUntranslated ?? true
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
      depth,
    })) as Doc<S>
    if (hasContent && !hasContent(doc)) throw notFound(emptyMessage)
    const untranslated = reportsUntranslated ? await untranslatedGlobal(payload, slug, doc, read) : []
    const body = serialize(doc, q.locale, untranslated)
    return draft || signedIn ? item(body, PRIVATE_NO_STORE) : item(body)
  })
}
