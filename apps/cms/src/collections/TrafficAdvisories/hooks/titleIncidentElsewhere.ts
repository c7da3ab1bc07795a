import type { CollectionAfterChangeHook } from 'payload'
import { OTHER_TITLE, type OtherTitle } from './titleIncident'

/**
 * Writes the other language's title of an incident titled on create (titleIncident), in the same
 * transaction. With overrideAccess: the operator who reported it may not change titles, but this one
 * is the CMS's own, from the facts they saved.
 */
export const titleIncidentElsewhere: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const other = req.context[OTHER_TITLE] as OtherTitle | undefined
  if (operation !== 'create' || !other) return doc
  delete req.context[OTHER_TITLE]
  // The Local API sets the shared request's locale to the one it writes: the rest of this request
  // (the hooks after this one) goes on in the language it was made in.
  const { locale, fallbackLocale } = req
  try {
    await req.payload.update({
      collection: 'traffic-advisories',
      id: doc.id,
      locale: other.locale,
      data: { title: other.title },
      overrideAccess: true,
      req,
    })
  } finally {
    Object.assign(req, { locale, fallbackLocale })
  }
  return doc
}
