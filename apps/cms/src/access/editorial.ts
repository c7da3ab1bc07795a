import type { CollectionConfig, GlobalConfig } from 'payload'
import { publishedOrPreview } from './publishedOrPreview'
import { requireScope } from './requireScope'

/**
 * Access of content editors publish (pages, people, business lines, CSR posts, press releases, documents,
 * toll-road sections): visitors read the published versions, editors write, only publishers delete,
 * previewers read drafts and versions.
 */
export const editorialAccess: CollectionConfig['access'] = {
  read: publishedOrPreview,
  create: requireScope('content:write'),
  update: requireScope('content:write'),
  delete: requireScope('content:publish'),
  readVersions: requireScope('content:preview'),
}

/** The same for globals with drafts (the About Us pages): visitors read the published version only. */
export const editorialGlobalAccess: GlobalConfig['access'] = {
  read: publishedOrPreview,
  update: requireScope('content:write'),
  readVersions: requireScope('content:preview'),
}
