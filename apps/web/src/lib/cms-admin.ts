/** What an editor edits in the CMS for the page shown: a document of a collection, or a global. */
export type EditTarget = { collection: string; id: string } | { global: string }

/** The CMS's public origin (its admin), for editors' links from a preview. */
export const cmsOrigin = () => (process.env.CMS_PUBLIC_URL ?? 'http://127.0.0.1:3001').replace(/\/+$/, '')

export function cmsAdminUrl(edit: EditTarget | undefined) {
  const origin = cmsOrigin()
  if (!edit) return { origin, edit: null }
  const path = 'global' in edit ? `globals/${edit.global}` : `collections/${edit.collection}/${edit.id}`
  return { origin, edit: `${origin}/admin/${path}` }
}
