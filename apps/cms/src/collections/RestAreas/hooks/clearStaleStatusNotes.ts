import { LOCALES } from '@jtt/content-api'
import type { CollectionAfterChangeHook } from 'payload'

/** Set on the clearing saves themselves, so they do not clear again. */
const CLEARING = 'clearingStaleStatusNotes'

const noteOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)

/**
 * The status note is localized, but a save writes one language only (the operators' status screen
 * saves in Indonesian). A note describes the status it was written with, so when the status changes,
 * or the Indonesian note (the source the translations follow) changes, the notes in the other
 * languages are stale: they are cleared. English readers then get the current Indonesian note through
 * the Content API's Indonesian fallback (or none), never an old note that contradicts the status.
 * A translation saved in English on its own touches nothing.
 */
export const clearStaleStatusNotes: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || context[CLEARING]) return doc
  const source = LOCALES[0]
  const savedIn = req.locale ?? source
  const statusChanged = doc.status !== previousDoc?.status
  const sourceNoteChanged = savedIn === source && noteOf(doc.statusNote) !== noteOf(previousDoc?.statusNote)
  if (!statusChanged && !sourceNoteChanged) return doc

  const everyLocale = await req.payload.findByID({
    collection: 'rest-areas',
    id: doc.id,
    locale: 'all',
    depth: 0,
    req,
    overrideAccess: true,
  })
  const notes = (everyLocale.statusNote ?? {}) as unknown as Record<string, unknown>
  for (const locale of LOCALES) {
    if (locale === savedIn || !noteOf(notes[locale])) continue
    await req.payload.update({
      collection: 'rest-areas',
      id: doc.id,
      locale,
      data: { statusNote: null },
      depth: 0,
      req,
      overrideAccess: true,
      context: { [CLEARING]: true },
    })
  }
  return doc
}
