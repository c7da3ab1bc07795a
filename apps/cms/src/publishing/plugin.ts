import type { Plugin } from 'payload'
import { notifyCollectionChange } from './hooks/notifyCollectionChange'
import { notifyCollectionDelete } from './hooks/notifyCollectionDelete'
import { notifyGlobalChange } from './hooks/notifyGlobalChange'
import { notifySiteTask } from './notifySiteTask'
import { indexCollectionChange, indexCollectionDelete, indexGlobalChange } from '../search/hooks'
import { reindexSearchTask } from '../search/indexer'
import { searchSources, sourceName, type RegisteredSource } from '../search/registry'
import type { PreviewTarget } from '../contentTypes/define'
import { collectionPreview, globalPreview, routeTarget } from './preview'
import { previewableGlobals, siteCollections, siteGlobals, type SiteCollection } from './siteContent'

/** Where the admin previews a collection's document: its own page, or the page that lists it. */
const previewTargetOf = (entry: SiteCollection): PreviewTarget | undefined =>
  entry.route ? routeTarget(entry.route) : entry.preview

const searchOf = (kind: RegisteredSource['kind'], slug: string) =>
  searchSources().find((registered) => registered.source === sourceName(kind, slug))

/**
 * Publish-to-live and site search: every collection and global the site shows (`siteContent.ts`) tells the web
 * site what changed, and those with a `search` entry keep the search index current. Failed
 * notifications and index updates are retried from Payload's job queue (see `jobs` in the config).
 * Those shown on a page also get the admin's preview button and live preview (preview.ts).
 */
export const sitePublishing = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    const entry = siteCollections[collection.slug]
    if (!entry) return collection
    const hooks = collection.hooks ?? {}
    const search = searchOf('collection', collection.slug)
    const preview = previewTargetOf(entry)
    return {
      ...collection,
      // Collections shown on the site get the admin's preview button and live preview.
      admin: preview ? { ...collectionPreview(preview), ...collection.admin } : collection.admin,
      hooks: {
        ...hooks,
        afterChange: [
          ...(hooks.afterChange ?? []),
          notifyCollectionChange(entry),
          ...(search ? [indexCollectionChange(search)] : []),
        ],
        afterDelete: [
          ...(hooks.afterDelete ?? []),
          notifyCollectionDelete(entry),
          ...(search ? [indexCollectionDelete(search)] : []),
        ],
      },
    }
  }),
  globals: (config.globals ?? []).map((global) => {
    const tags = siteGlobals[global.slug]?.tags
    if (!tags) return global
    const hooks = global.hooks ?? {}
    const target = previewableGlobals[global.slug]
    const search = searchOf('global', global.slug)
    const afterChange = [...(hooks.afterChange ?? []), notifyGlobalChange(tags)]
    if (search) afterChange.push(indexGlobalChange(search))
    return {
      ...global,
      admin: target ? { ...globalPreview(target), ...global.admin } : global.admin,
      hooks: { ...hooks, afterChange },
    }
  }),
  jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), notifySiteTask, reindexSearchTask] },
})
