import { env } from '../env'

/**
 * What an editor edits in the CMS for the page shown: a document of a collection, a collection's
 * documents that the page lists (`field` = `value`: a board's members, a kind of report), or a global.
 */
export type EditTarget =
  { collection: string; id: string } | { collection: string; field: string; value: string } | { global: string }

/** The CMS's public origin (its admin), for editors' links from a preview. */
export const cmsOrigin = () => env.cmsUrl

function adminPath(edit: EditTarget): string {
  if ('global' in edit) return `globals/${edit.global}`
  if ('id' in edit) return `collections/${edit.collection}/${edit.id}`
  // The admin's list view, filtered as the page lists them.
  const filter = new URLSearchParams({ [`where[${edit.field}][equals]`]: edit.value })
  return `collections/${edit.collection}?${filter}`
}

export function cmsAdminUrl(edit: EditTarget | undefined) {
  const origin = cmsOrigin()
  return { origin, edit: edit ? `${origin}/admin/${adminPath(edit)}` : null }
}
