export { cacheTags } from '@jtt/content-api'

/** Safety net: even without a publish-to-live notification, cached content is refreshed this often. */
export const REVALIDATE_SECONDS = 300

/**
 * Fetch options for a cached read under the given tags (see @jtt/content-api `cacheTags`): the
 * content service's notification expires exactly these, and REVALIDATE_SECONDS bounds the age anyway.
 */
export const cached = (...tags: string[]) => ({ init: { next: { revalidate: REVALIDATE_SECONDS, tags } } })
