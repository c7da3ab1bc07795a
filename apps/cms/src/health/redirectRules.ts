import type { Payload } from 'payload'
import type { RedirectRule } from './redirects'

/** Every redirect, as the loop and chain checks read them. */
export async function redirectRules(payload: Payload): Promise<RedirectRule[]> {
  const result = await payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { old_url: true, new_url: true },
  })
  return result.docs.map((doc) => ({ id: String(doc.id), from: doc.old_url, to: doc.new_url }))
}
