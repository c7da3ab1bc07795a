import type { GlobalBeforeChangeHook } from 'payload'
import { globalStatusOf, hasDrafts, noteKey, type BeforeNote } from './facts'

/** As for collections (beforeCollectionChange.ts): was the global published before a draft or an unpublish? */
export const auditBeforeGlobalChange: GlobalBeforeChangeHook = async ({ context, data, global, req }) => {
  if (hasDrafts(global) && data._status === 'draft') {
    context[noteKey('global', global.slug)] = {
      mainBefore: await globalStatusOf(req, global.slug),
    } satisfies BeforeNote
  }
  return data
}
