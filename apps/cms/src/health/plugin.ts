import type { Plugin } from 'payload'
import { siteCollections, siteGlobals } from '../publishing/siteContent'
import { checkAfterCollectionChange, checkAfterCollectionDelete, checkAfterGlobalChange } from './checkAfterPublish'
import { contentHealthTask } from './healthTask'

/**
 * Content health: a change to anything the site shows queues the checks (one run for a burst of
 * publishes, see queueHealthCheck.ts), which store what they find in `content-findings` for the
 * admin's dashboard. The nightly run is queued at the server's start (payload.config.ts onInit).
 */
export const contentHealth = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    if (!siteCollections[collection.slug]) return collection
    const hooks = collection.hooks ?? {}
    return {
      ...collection,
      hooks: {
        ...hooks,
        afterChange: [...(hooks.afterChange ?? []), checkAfterCollectionChange],
        afterDelete: [...(hooks.afterDelete ?? []), checkAfterCollectionDelete],
      },
    }
  }),
  globals: (config.globals ?? []).map((global) => {
    if (!siteGlobals[global.slug]) return global
    const hooks = global.hooks ?? {}
    return { ...global, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), checkAfterGlobalChange] } }
  }),
  jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), contentHealthTask] },
})
