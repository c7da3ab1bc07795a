import type { Plugin } from 'payload'
import { notifyCollectionChange } from './hooks/notifyCollectionChange'
import { notifyCollectionDelete } from './hooks/notifyCollectionDelete'
import { notifyGlobalChange } from './hooks/notifyGlobalChange'
import { notifySiteTask } from './notifySiteTask'
import { collectionPreview, globalPreview } from './preview'
import { previewableGlobals, siteCollections, siteGlobals, type SiteCollection } from './siteContent'

const entryOf = (slug: string): SiteCollection | undefined => (siteCollections as Record<string, SiteCollection>)[slug]
const tagsOf = (slug: string): string[] | undefined => (siteGlobals as Record<string, string[]>)[slug]

/**
 * Publish-to-live: every collection and global in `siteContent.ts` tells the web site what changed,
 * and failed notifications are retried from Payload's job queue (see `jobs` in the config). Those
 * with pages also get the admin's preview button and live preview (preview.ts).
 */
export const sitePublishing = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    const entry = entryOf(collection.slug)
    if (!entry) return collection
    const hooks = collection.hooks ?? {}
    return {
      ...collection,
      // Collections with pages get the admin's preview button and live preview.
      admin: entry.route ? { ...collectionPreview(entry.route), ...collection.admin } : collection.admin,
      hooks: {
        ...hooks,
        afterChange: [...(hooks.afterChange ?? []), notifyCollectionChange(entry)],
        afterDelete: [...(hooks.afterDelete ?? []), notifyCollectionDelete(entry)],
      },
    }
  }),
  globals: (config.globals ?? []).map((global) => {
    const tags = tagsOf(global.slug)
    if (!tags) return global
    const hooks = global.hooks ?? {}
    const target = (previewableGlobals as Record<string, string[]>)[global.slug]
    return {
      ...global,
      admin: target ? { ...globalPreview(target), ...global.admin } : global.admin,
      hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), notifyGlobalChange(tags)] },
    }
  }),
  jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), notifySiteTask] },
})
