import type { Plugin } from 'payload'
import { auditCollectionChange } from './afterCollectionChange'
import { auditCollectionDelete } from './afterCollectionDelete'
import { auditSignIn } from './afterLogin'
import { auditSignOut } from './afterLogout'
import { auditGlobalChange } from './afterGlobalChange'
import { auditBeforeCollectionChange } from './beforeCollectionChange'
import { auditBeforeGlobalChange } from './beforeGlobalChange'
import { pruneAuditLogTask } from './pruneTask'
import { AUDIT_LOG } from './record'

/**
 * The audit trail: every collection (but the log itself) and every global records who created,
 * changed, published, unpublished or deleted what, in `audit-log`, from here — a collection or
 * global joins by existing. The hooks run last, so an entry is written only once every other hook
 * of the write has passed, in the same transaction. Payload's own collections (jobs, preferences,
 * locks, migrations) are added after the plugins and are not recorded. Collections that sign in
 * (`auth`) also record each sign-in and sign-out; failed sign-ins are recorded by the login guard
 * (auth/loginGuard.ts), which sees them: Payload runs no hook for a wrong password.
 */
export const auditTrail = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    if (collection.slug === AUDIT_LOG) return collection
    const hooks = collection.hooks ?? {}
    return {
      ...collection,
      hooks: {
        ...hooks,
        beforeChange: [...(hooks.beforeChange ?? []), auditBeforeCollectionChange],
        afterChange: [...(hooks.afterChange ?? []), auditCollectionChange],
        afterDelete: [...(hooks.afterDelete ?? []), auditCollectionDelete],
        ...(collection.auth
          ? {
              afterLogin: [...(hooks.afterLogin ?? []), auditSignIn],
              afterLogout: [...(hooks.afterLogout ?? []), auditSignOut],
            }
          : {}),
      },
    }
  }),
  globals: (config.globals ?? []).map((global) => {
    const hooks = global.hooks ?? {}
    return {
      ...global,
      hooks: {
        ...hooks,
        beforeChange: [...(hooks.beforeChange ?? []), auditBeforeGlobalChange],
        afterChange: [...(hooks.afterChange ?? []), auditGlobalChange],
      },
    }
  }),
  jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), pruneAuditLogTask] },
})
